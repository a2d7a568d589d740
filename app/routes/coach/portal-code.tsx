import { desc } from "drizzle-orm";
import { Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { portalCodes } from "~/db/schema";
import { formatDateTime } from "~/features/coach/coach-dates.server";
import { PORTAL_CODE_MAX_LENGTH, PORTAL_CODE_MIN_LENGTH } from "~/features/portal/portal-code";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { formFailureOf } from "~/lib/form-failure";
import { readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { rotatePortalCode } from "~/lib/portal-code.server";
import type { Route } from "./+types/portal-code";

const SOURCE_LABELS = {
  env: "set by PORTAL_PASSWORD",
  generated: "generated at first start",
  coach: "changed here",
};

export async function loader(args: Route.LoaderArgs) {
  await requireCoach(args);
  const { database } = getAppContext(args.context);
  const [current] = await database.db
    .select({ source: portalCodes.source, createdAt: portalCodes.createdAt })
    .from(portalCodes)
    .orderBy(desc(portalCodes.id))
    .limit(1);
  return current ? { since: formatDateTime(current.createdAt), source: SOURCE_LABELS[current.source] } : null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Portal code · Coach area", "Change the client portal password."),
  { name: "robots", content: "noindex" },
];

const RotateSchema = z.object({
  code: z
    .string({ error: "Please type the new portal password." })
    .trim()
    .min(PORTAL_CODE_MIN_LENGTH, `Please use at least ${PORTAL_CODE_MIN_LENGTH} characters.`)
    .max(PORTAL_CODE_MAX_LENGTH, `Please use at most ${PORTAL_CODE_MAX_LENGTH} characters.`),
});

export async function action(args: Route.ActionArgs) {
  const { member } = await requireCoach(args);
  const app = getAppContext(args.context);
  const parsed = await readSubmission(args.request, RotateSchema);
  if (!parsed.ok) return parsed.failure;
  const version = await rotatePortalCode(app.database.db, parsed.data.code, "coach");
  await recordAudit(
    app.database.db,
    { id: member.id, email: member.email },
    { action: "rotate portal code", detail: `version ${version}; older code sessions ended` },
    app.now(),
  );
  return { done: true as const };
}

export default function CoachPortalCode({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const failure = formFailureOf(result);
  return (
    <section aria-labelledby="code-heading" className="max-w-2xl">
      <h2 id="code-heading" className="text-2xl">
        Client portal password
      </h2>
      {loaderData && (
        <p className="mt-2 text-muted-foreground">
          The current password was {loaderData.source} on {loaderData.since}. Only a scrambled copy is stored,
          so it cannot be shown here.
        </p>
      )}
      <p className="mt-4">
        Changing it signs out everyone who entered the portal with the old password; they will need the new
        one. Members you have given portal access keep it.
      </p>
      {result && "done" in result && (
        <div role="status" className="mt-4 rounded-md border-2 border-primary bg-accent p-4 font-semibold">
          The portal password is changed. Share the new one with your clients.
        </div>
      )}
      <Form
        method="post"
        className="mt-6 flex flex-col gap-5 rounded-xl border border-border bg-card p-6"
        noValidate
      >
        <Field
          label="New portal password"
          name="code"
          type="text"
          autoComplete="off"
          spellCheck={false}
          required
          minLength={PORTAL_CODE_MIN_LENGTH}
          hint={`At least ${PORTAL_CODE_MIN_LENGTH} characters. Pick something easy to say aloud.`}
          error={failure?.fieldErrors.code}
        />
        <Button type="submit" className="self-start" disabled={busy}>
          Change portal password
        </Button>
      </Form>
    </section>
  );
}
