import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { AuthLayout } from "~/features/account/auth-layout";
import { NewPasswordField } from "~/features/account/new-password-field";
import { findPasswordReset, resetPassword } from "~/features/account/password-reset.server";
import { NewPasswordSchema } from "~/features/account/schemas";
import { signInAndRedirect } from "~/features/account/sign-in.server";
import { getAppContext } from "~/lib/app-context.server";
import { throttleFor } from "~/lib/auth.server";
import { formFailure, notAForm, parseForm, readForm } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/reset-password";

// The token travels in the query string, which the request log never records.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const app = getAppContext(context);
  const member = token ? await findPasswordReset(app.database.db, token, app.now()) : null;
  if (!member) return data({ valid: false as const }, { status: 410 });
  return { valid: true as const, email: member.email };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Choose a new password", "Set a new password for your account."),
  { name: "robots", content: "noindex" },
];

const ResetSchema = z.object({ token: z.string().min(1).max(200), password: NewPasswordSchema });

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  if (!form) return notAForm();
  const parsed = parseForm(form, ResetSchema);
  if (!parsed.ok) return parsed.failure;
  // Tokens are 256 random bits, but each guess still costs a query: limited like sign-in.
  const throttle = await throttleFor(args, "reset");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const app = getAppContext(args.context);
  const member = await resetPassword(app.database.db, parsed.data.token, parsed.data.password, app.now());
  if (!member) {
    return formFailure(form, 410, {
      formError:
        "This reset link has expired or was already used. Please ask for a new one on the Forgot your password page.",
    });
  }
  await throttle.succeeded();
  return signInAndRedirect(args, member.id, "password-reset", "/dashboard");
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [searchParams] = useSearchParams();

  if (!loaderData.valid) {
    return (
      <AuthLayout
        title="This link has expired"
        intro="Reset links work once: an emailed link for 1 hour, a link from your coach for 24 hours, and the link that opens a new coach account for 7 days."
      >
        <p>
          You can <Link to="/forgot-password">get a new link by email</Link> straight away. If you remember
          your password, you can simply log in.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/login">Go to Log In</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password" intro={<>For the account {loaderData.email}.</>}>
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
        <NewPasswordField label="New password" failure={failure} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving..." : "Save and Log In"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
