import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { sendSignInCode } from "~/features/account/account-emails.server";
import { AuthLayout } from "~/features/account/auth-layout";
import { CodeField } from "~/features/account/code-field";
import { EmailField } from "~/features/account/email-field";
import { EmailedCodeSchema, EmailSchema, WRONG_CODE } from "~/features/account/schemas";
import { signInAndRedirect } from "~/features/account/sign-in.server";
import { finishSignUp } from "~/features/account/sign-up.server";
import {
  browserHashOf,
  forgetSignupBrowser,
  readSignupBrowser,
} from "~/features/account/signup-browser.server";
import { SIGN_IN_CODE_TTL_MINUTES } from "~/features/email/limits";
import { readTextSizeCookie } from "~/features/text-size/text-size";
import { getAppContext } from "~/lib/app-context.server";
import { requireAnonymous, throttleEmailRequest, throttleFor } from "~/lib/auth.server";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { safeRedirect } from "~/lib/redirect-to";
import type { Route } from "./+types/login-code";

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Sign in with a code", "Sign in with a code sent to your email."),
  { name: "robots", content: "noindex" },
];

const CodeActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("send"), email: EmailSchema, redirectTo: z.string().optional() }),
    z.object({
      intent: z.literal("verify"),
      email: EmailSchema,
      code: EmailedCodeSchema,
      redirectTo: z.string().optional(),
    }),
  ],
  { error: "Please use the buttons on this page." },
);

export async function action(args: Route.ActionArgs) {
  const submission = await readSubmission(args.request, CodeActionSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const app = getAppContext(args.context);
  // A sign-up begun in this browser can be finished here too (issue 36 §5, decision 0050).
  const begun = await readSignupBrowser(args);
  const browserHash = begun ? browserHashOf(begun.nonce) : null;

  if (input.intent === "send") {
    const throttle = await throttleEmailRequest(args, "sign-in", input.email);
    if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
    if (!throttle.skip) {
      await sendSignInCode(
        { db: app.database.db, appUrl: app.config.appUrl, now: app.now() },
        input.email,
        app.config.SESSION_SECRET,
        safeRedirect(input.redirectTo),
        browserHash,
      );
    }
    // The same answer whether the address has an account, a sign-up waiting, or neither.
    return { sent: true as const, email: input.email };
  }

  // Limited like sign-in by address and session; the code itself dies at its fifth wrong try.
  const throttle = await throttleFor(args, "login");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const finished = await finishSignUp(
    { db: app.database.db, appUrl: app.config.appUrl, now: app.now() },
    {
      email: input.email,
      code: input.code,
      secret: app.config.SESSION_SECRET,
      browserHash,
      textSize: readTextSizeCookie(args.request.headers.get("Cookie")),
    },
  );
  if (!finished) return formFailure(form, 401, { fieldErrors: { code: WRONG_CODE } });
  await throttle.succeeded();
  return signInAndRedirect(
    args,
    finished.member.id,
    finished.created ? "signed-up" : "signed-in",
    safeRedirect(input.redirectTo),
    finished.created ? [await forgetSignupBrowser(args)] : [],
  );
}

export default function LoginWithCode() {
  const result = useActionData<typeof action>();
  const failure = formFailureOf(result);
  const sent = result && "sent" in result ? result : null;
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const busy = useNavigation().state !== "idle";
  const email = sent?.email ?? typedValue(failure, "email");
  // A failed "verify" keeps her on the code form.
  const entering = sent !== null || typedValue(failure, "intent") === "verify";

  if (entering) {
    return (
      <AuthLayout
        title="Enter your code"
        intro={`We have emailed ${email}. If it has an account, or you started creating one on this device, the email has a 6-digit code to type here; it works for ${SIGN_IN_CODE_TTL_MINUTES} minutes. If not, the email says what to do next.`}
      >
        <Form method="post" className="flex flex-col gap-5" noValidate>
          {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="email" value={email ?? ""} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <CodeField failure={failure} />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? "Checking..." : "Log In"}
          </Button>
        </Form>
        <p className="mt-6">
          The email also has a button that signs you in with one tap. No email? Check your spam folder, or{" "}
          <Link to="/login/code">send a new code</Link>.
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Sign in with a code"
      intro="No password needed: we email you a 6-digit code, and a button that signs you in."
    >
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <input type="hidden" name="intent" value="send" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField failure={failure} defaultValue={email} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending..." : "Email me a code"}
        </Button>
      </Form>
      <p className="mt-6">
        Rather use your password? <Link to="/login">Log in with your password</Link>.
      </p>
    </AuthLayout>
  );
}
