import { Form, Link, useActionData } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { AuthLayout } from "~/features/account/auth-layout";
import { EmailField } from "~/features/account/email-field";
import { NewPasswordField } from "~/features/account/new-password-field";
import { EmailSchema, NameSchema, NewPasswordSchema } from "~/features/account/schemas";
import { useAuthForm } from "~/features/account/use-auth-form";
import { readTextSizeCookie } from "~/features/text-size/text-size";
import { sendAddressConfirmation } from "~/utils/account-emails.server";
import { getAppContext } from "~/utils/app-context.server";
import { requireAnonymous, signInAndRedirect, throttleFor } from "~/utils/auth.server";
import { formFailure, notAForm, parseForm, readForm } from "~/utils/forms.server";
import { createMember } from "~/utils/members.server";
import { pageMeta } from "~/utils/meta";
import { hashSecret } from "~/utils/passwords.server";
import { safeRedirect } from "~/utils/redirect-to";
import type { Route } from "./+types/signup";

export async function loader(args: Route.LoaderArgs) {
  await requireAnonymous(args);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Create your account", "Create your free member account.");

const SignupSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  redirectTo: z.string().optional(),
});

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  if (!form) return notAForm();
  const parsed = parseForm(form, SignupSchema);
  if (!parsed.ok) return parsed.failure;

  // Each "already has an account" answer counts, so emails cannot be tested in bulk; a new
  // account gives its slot back.
  const throttle = await throttleFor(args, "signup");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const app = getAppContext(args.context);
  const now = app.now();
  const passwordHash = await hashSecret(parsed.data.password);
  // The account and its confirmation email, together or not at all.
  const member = await app.database.db.transaction(async (tx) => {
    const created = await createMember(tx, {
      ...parsed.data,
      passwordHash,
      textSize: readTextSizeCookie(args.request.headers.get("Cookie")),
    });
    if (created) await sendAddressConfirmation({ db: tx, appUrl: app.config.appUrl, now }, created);
    return created;
  });
  if (!member) {
    return formFailure(form, 409, {
      fieldErrors: { email: "There is already an account with this email. Please log in instead." },
    });
  }
  await throttle.succeeded();
  return signInAndRedirect(args, member.id, "signed-up", safeRedirect(parsed.data.redirectTo));
}

export default function Signup() {
  const failure = useActionData<typeof action>();
  const { redirectTo, busy, hrefTo } = useAuthForm("/signup");

  return (
    <AuthLayout
      title="Create your account"
      intro="One account keeps your plan, your progress and your programs together, on any device."
    >
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label="Your name"
          name="name"
          autoComplete="name"
          required
          defaultValue={failure?.values.name}
          error={failure?.fieldErrors.name}
        />
        <EmailField failure={failure} />
        <NewPasswordField label="Password" failure={failure} />
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
