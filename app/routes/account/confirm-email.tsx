import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { AuthLayout } from "~/features/account/auth-layout";
import {
  confirmAddressWithLink,
  peekEmailToken,
  sendAddressConfirmation,
} from "~/features/account/email-tokens.server";
import { getAppContext } from "~/lib/app-context.server";
import { getViewer, requireMember, throttleEmailRequest, throttleFor } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/confirm-email";

// Like the sign-in link: opening the link shows a button, and only the POST confirms, so a
// mail scanner opening it proves nothing on her behalf (decision 0029).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const app = getAppContext(context);
  const link = token ? await peekEmailToken(app.database.db, token, "confirm-email", app.now()) : null;
  if (!link) return data({ valid: false as const }, { status: 410 });
  return { valid: true as const, email: link.email };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Confirm your email address", "Confirm the email address of your account."),
  { name: "robots", content: "noindex" },
];

const ConfirmSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("confirm"), token: z.string().min(1).max(200) }),
    z.object({ intent: z.literal("resend") }),
  ],
  { error: "Please use the buttons on this page." },
);

export async function action(args: Route.ActionArgs) {
  const submission = await readSubmission(args.request, ConfirmSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const app = getAppContext(args.context);
  const mail = { db: app.database.db, appUrl: app.config.appUrl, now: app.now() };

  if (input.intent === "resend") {
    const { member } = await requireMember(args);
    if (member.emailConfirmedAt) throw redirect("/dashboard");
    const throttle = await throttleEmailRequest(args, "confirm", member.email);
    if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
    if (!throttle.skip)
      await mail.db.transaction((tx) => sendAddressConfirmation({ ...mail, db: tx }, member));
    return { resent: true as const };
  }

  const throttle = await throttleFor(args, "reset");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const member = await confirmAddressWithLink(mail, input.token);
  if (!member) {
    return formFailure(form, 410, {
      formError: "This confirmation link has expired or was already used. Sign in to ask for a new one.",
    });
  }
  await throttle.succeeded();
  const viewer = await getViewer(args);
  throw redirect(viewer.member?.id === member.id ? "/dashboard" : "/login", {
    headers: { "Set-Cookie": flashCookie("email-confirmed") },
  });
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const failure = result && "formError" in result ? result : null;
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state !== "idle";

  if (result && "resent" in result) {
    return (
      <AuthLayout title="Check your email" intro="We have sent you a new confirmation link.">
        <p>Open the email from us and tap the button. The link works for 7 days.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/dashboard">Back to your dashboard</Link>
        </Button>
      </AuthLayout>
    );
  }
  if (!loaderData.valid) {
    return (
      <AuthLayout title="This link has expired" intro="Confirmation links work once, for 7 days.">
        <p>If your address is not confirmed yet, sign in and ask for a new link from your dashboard.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/login">Go to Log In</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Confirm your email address" intro={<>Is {loaderData.email} your address?</>}>
      <p className="mb-5">One last step: tap the button below to confirm it.</p>
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Confirming..." : "Yes, confirm my address"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
