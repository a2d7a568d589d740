import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { sendPasswordReset } from "~/features/account/account-emails.server";
import { AuthLayout } from "~/features/account/auth-layout";
import { EmailField } from "~/features/account/email-field";
import { EmailSchema } from "~/features/account/schemas";
import { EMAILED_RESET_TTL_MINUTES } from "~/features/email/limits";
import { getAppContext } from "~/lib/app-context.server";
import { throttleEmailRequest } from "~/lib/auth.server";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Forgot your password?", "Get a link to choose a new password."),
  { name: "robots", content: "noindex" },
];

const ForgotSchema = z.object({ email: EmailSchema });

export async function action(args: Route.ActionArgs) {
  const submission = await readSubmission(args.request, ForgotSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const throttle = await throttleEmailRequest(args, "reset", input.email);
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const app = getAppContext(args.context);
  if (!throttle.skip) {
    await sendPasswordReset({ db: app.database.db, appUrl: app.config.appUrl, now: app.now() }, input.email);
  }
  // The same answer whether the address has an account or not.
  throw redirect("/forgot-password?sent=1");
}

export default function ForgotPassword() {
  const failure = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state !== "idle";

  if (searchParams.get("sent")) {
    return (
      <AuthLayout
        title="Check your email"
        intro="We have emailed that address: a link to choose a new password if it has an account, or what to do next if it does not."
      >
        <p>
          Open the email from us and tap <strong>Choose a new password</strong>. The link works once, for{" "}
          {EMAILED_RESET_TTL_MINUTES / 60} hour.
        </p>
        <p className="mt-4 text-muted-foreground">
          Nothing after a few minutes? Look in your spam or promotions folder, or{" "}
          <Link to="/forgot-password">try again</Link>. Your coach can also send you a link.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/login">Back to Log In</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <EmailField failure={failure} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending..." : "Send me a link"}
        </Button>
      </Form>
      <p className="mt-6">
        Remembered it? <Link to="/login">Log in</Link>.
      </p>
    </AuthLayout>
  );
}
