import { data, Form, Link, useActionData } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { AuthLayout } from "~/features/account/auth-layout";
import { CodeField } from "~/features/account/code-field";
import { EmailField } from "~/features/account/email-field";
import { NewPasswordField } from "~/features/account/new-password-field";
import { PendingSignUp } from "~/features/account/pending-sign-up";
import {
  EmailedCodeSchema,
  EmailSchema,
  NameSchema,
  NewPasswordSchema,
  WRONG_CODE,
} from "~/features/account/schemas";
import { signInAndRedirect } from "~/features/account/sign-in.server";
import { finishSignUp, startSignUp } from "~/features/account/sign-up.server";
import {
  browserHashOf,
  forgetSignupBrowser,
  readSignupBrowser,
  startInBrowser,
} from "~/features/account/signup-browser.server";
import { useAuthForm } from "~/features/account/use-auth-form";
import { SIGN_IN_CODE_TTL_MINUTES } from "~/features/email/limits";
import { readTextSizeCookie } from "~/features/text-size/text-size";
import { getAppContext } from "~/lib/app-context.server";
import { requireAnonymous, throttleEmailRequest, throttleFor } from "~/lib/auth.server";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { hashSecret } from "~/lib/passwords.server";
import { safeRedirect } from "~/lib/redirect-to";
import type { Route } from "./+types/signup";

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  // A sign-up begun in this browser: the page offers to finish it (issue 36 §5).
  const begun = await readSignupBrowser(args);
  return { pending: begun ? begun.email : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Create your account", "Create your free member account.");

const SignupSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("start"),
      name: NameSchema,
      email: EmailSchema,
      password: NewPasswordSchema,
      redirectTo: z.string().optional(),
    }),
    z.object({
      intent: z.literal("verify"),
      email: EmailSchema,
      code: EmailedCodeSchema,
      redirectTo: z.string().optional(),
    }),
  ],
  { error: "Please use the buttons on this page." },
);

/**
 * Sign-up in two steps (issue 16, decision 0029): her details, then the code emailed to her.
 * The first step answers the same whether the address has an account or not; only the code,
 * which proves the address, creates the account or, when there was one, signs her in to it.
 */
export async function action(args: Route.ActionArgs) {
  const submission = await readSubmission(args.request, SignupSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const app = getAppContext(args.context);
  const mail = { db: app.database.db, appUrl: app.config.appUrl, now: app.now() };

  if (input.intent === "start") {
    const throttle = await throttleEmailRequest(args, "sign-up", input.email);
    if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
    // Hashed whatever happens next, so the answer takes as long for every address.
    const passwordHash = await hashSecret(input.password);
    // This browser's cookie, set for every address alike: only it can finish this sign-up.
    const browser = await startInBrowser(args, input.email);
    if (!throttle.skip) {
      await startSignUp(
        mail,
        {
          name: input.name,
          email: input.email,
          passwordHash,
          browserHash: browserHashOf(browser.nonce),
        },
        app.config.SESSION_SECRET,
        safeRedirect(input.redirectTo),
      );
    }
    return data(
      { sent: true as const, email: input.email },
      { headers: { "Set-Cookie": browser.setCookie } },
    );
  }

  // Limited like sign-in by address and session; the code itself dies at its fifth wrong try.
  const throttle = await throttleFor(args, "login");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const begun = await readSignupBrowser(args);
  const finished = await finishSignUp(mail, {
    email: input.email,
    code: input.code,
    secret: app.config.SESSION_SECRET,
    browserHash: begun ? browserHashOf(begun.nonce) : null,
    textSize: readTextSizeCookie(args.request.headers.get("Cookie")),
  });
  if (!finished) return formFailure(form, 401, { fieldErrors: { code: WRONG_CODE } });
  await throttle.succeeded();
  return signInAndRedirect(
    args,
    finished.member.id,
    finished.created ? "signed-up" : "signed-in",
    safeRedirect(input.redirectTo),
    begun ? [await forgetSignupBrowser(args)] : [],
  );
}

export default function Signup({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const failure = formFailureOf(result);
  const sent = result && "sent" in result ? result : null;
  const { redirectTo, busy, hrefTo } = useAuthForm("/signup");
  const email = sent?.email ?? typedValue(failure, "email");

  // Sent, or a wrong code: the code form, with nothing that says whether the address was new.
  if (sent !== null || typedValue(failure, "intent") === "verify") {
    return (
      <AuthLayout
        title="Enter your code"
        intro={`We have emailed a 6-digit code to ${email}. Type it here to finish. It works for ${SIGN_IN_CODE_TTL_MINUTES} minutes.`}
      >
        <Form method="post" className="flex flex-col gap-5" noValidate>
          {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="email" value={email ?? ""} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <CodeField failure={failure} />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? "Checking..." : "Finish"}
          </Button>
        </Form>
        <p className="mt-6">
          No email after a few minutes? Check your spam folder, or{" "}
          <Link to={hrefTo("/signup")}>start again</Link>.
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      intro="One account keeps your plan, your progress and your programs together, on any device."
      notice={
        loaderData.pending && (
          <PendingSignUp email={loaderData.pending} redirectTo={redirectTo} restart="below" />
        )
      }
    >
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label="Your name"
          name="name"
          autoComplete="name"
          required
          defaultValue={typedValue(failure, "name")}
          error={failure?.fieldErrors.name}
        />
        <EmailField failure={failure} />
        <NewPasswordField label="Password" failure={failure ?? undefined} />
        <p className="text-muted-foreground">We will email you a code to confirm your address.</p>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Creating your account..." : "Create Account"}
        </Button>
      </Form>
      <p className="mt-6">
        Already have an account? <Link to={hrefTo("/login")}>Log in</Link>.
      </p>
    </AuthLayout>
  );
}
