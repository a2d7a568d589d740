import { data } from "react-router";
import { z } from "zod";
import { getAppContext } from "~/lib/app-context.server";
import { readSubmission } from "~/lib/forms.server";
import { createMember, findMemberByEmail, grantEntitlement } from "~/lib/members.server";
import type { Route } from "./+types/probe-session";

// Lets the end-to-end tests sign a person in without the form (`logInAs` in the fixtures), so
// only the journeys about signing in pay for it. Like `/__probe`, it answers 404 unless
// TEST_PROBES=true, so in a normal deployment it does not exist.

const SessionSchema = z.object({
  email: z.email(),
  name: z.string().trim().min(1).max(100),
  /** An existing account (the coach's, say) is used as it is; a new one gets this password. */
  password: z.string().min(12).max(200),
  premium: z.enum(["yes", "no"]).default("no"),
  portal: z.enum(["yes", "no"]).default("no"),
});

export async function action(args: Route.ActionArgs) {
  const app = getAppContext(args.context);
  if (!app.config.TEST_PROBES) throw data(null, { status: 404 });
  const submission = await readSubmission(args.request, SessionSchema);
  if (!submission.ok) return submission.failure;
  const input = submission.data;
  const { db } = app.database;
  const member =
    (await findMemberByEmail(db, input.email)) ??
    (await createMember(db, { name: input.name, email: input.email, password: input.password }));
  if (!member) throw data(null, { status: 409 });
  for (const kind of ["premium", "portal"] as const) {
    if (input[kind] === "yes")
      await grantEntitlement(db, { memberId: member.id, kind, endsAt: null, source: "coach" });
  }
  const { setCookie } = await app.sessions.create({ memberId: member.id });
  return data({ memberId: member.id, role: member.role }, { headers: { "Set-Cookie": setCookie } });
}

export function loader({ context }: Route.LoaderArgs) {
  if (!getAppContext(context).config.TEST_PROBES) throw data(null, { status: 404 });
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
