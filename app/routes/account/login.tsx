import { Form, Link, useActionData } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { AuthLayout } from "~/features/account/auth-layout";
import { EmailField } from "~/features/account/email-field";
import { PendingSignUp } from "~/features/account/pending-sign-up";
import { EmailSchema, PASSWORD_MAX } from "~/features/account/schemas";
import { signInAndRedirect } from "~/features/account/sign-in.server";
import { forgetSignupBrowser, readSignupBrowser } from "~/features/account/signup-browser.server";
import { useAuthForm } from "~/features/account/use-auth-form";
import { useClearedOnFailure } from "~/features/account/use-cleared-on-failure";
import { getAppContext } from "~/lib/app-context.server";
import { requireAnonymous, throttleFor } from "~/lib/auth.server";
import { formFailure, notAForm, parseForm, readForm } from "~/lib/forms.server";
import { authenticate } from "~/lib/members.server";
import { pageMeta } from "~/lib/meta";
import { safeRedirect } from "~/lib/redirect-to";
import type { Route } from "./+types/login";

// The same words for every address (issue 36 §5): an account, a sign-up not finished, or none.
const WRONG_CREDENTIALS =
  "That email and password do not match an account. Please check them and try again. Started creating an account? It is made only when the emailed code is typed in: create it again and we will email you a new code.";

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  // A sign-up begun in this browser: the page offers to finish it (issue 36 §5).
  const begun = await readSignupBrowser(args);
  return { pending: begun ? begun.email : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Log In", "Sign in to your member account.");

const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(PASSWORD_MAX, WRONG_CREDENTIALS),
  redirectTo: z.string().optional(),
});

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  if (!form) return notAForm();
  const parsed = parseForm(form, LoginSchema);
  if (!parsed.ok) return parsed.failure;

  // The slot is taken before the password is checked, so parallel guesses cannot overtake it.
  const throttle = await throttleFor(args, "login");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const member = await authenticate(
    getAppContext(args.context).database.db,
    parsed.data.email,
    parsed.data.password,
  );
  if (!member) return formFailure(form, 401, { formError: WRONG_CREDENTIALS });
  await throttle.succeeded();
  // Signed in, a sign-up begun in this browser is no longer offered on the next visit.
  const begun = await readSignupBrowser(args);
  return signInAndRedirect(
    args,
    member.id,
    "signed-in",
    safeRedirect(parsed.data.redirectTo),
    begun ? [await forgetSignupBrowser(args)] : [],
  );
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  const passwordRef = useClearedOnFailure(failure);
  const { redirectTo, busy, hrefTo } = useAuthForm("/login");

  return (
    <AuthLayout
      title="Log In"
      intro="Welcome back. Sign in to see your plan, your programs and your progress."
      notice={
        loaderData.pending && (
          <PendingSignUp email={loaderData.pending} redirectTo={redirectTo} restart={hrefTo("/signup")} />
        )
      }
    >
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField failure={failure} />
        <Field
          label="Password"
          name="password"
          ref={passwordRef}
          type="password"
          autoComplete="current-password"
          required
          error={failure?.fieldErrors.password}
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Signing in..." : "Log In"}
        </Button>
      </Form>
      <p className="mt-6">
        New here, or your account is not finished?{" "}
        <Link to={hrefTo("/signup")}>Create your free account</Link>.
      </p>
      <ul className="mt-4 flex flex-col gap-1">
        <li>
          <Link to="/forgot-password" className="inline-flex min-h-11 items-center">
            Forgot your password?
          </Link>
        </li>
        <li>
          <Link to={hrefTo("/login/code")} className="inline-flex min-h-11 items-center">
            Email me a sign-in code instead
          </Link>
        </li>
      </ul>
    </AuthLayout>
  );
}
