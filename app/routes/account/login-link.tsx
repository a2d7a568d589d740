import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { AuthLayout } from "~/features/account/auth-layout";
import { peekEmailToken, spendSignInLink } from "~/features/account/email-tokens.server";
import { signInAndRedirect } from "~/features/account/sign-in.server";
import { getAppContext } from "~/lib/app-context.server";
import { throttleFor } from "~/lib/auth.server";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { safeRedirect } from "~/lib/redirect-to";
import type { Route } from "./+types/login-link";

// Mail scanners open every link in an email. Opening this one only shows a button; the POST
// behind the button signs her in, so a scanner cannot spend the link (decision 0029).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const app = getAppContext(context);
  const link = token ? await peekEmailToken(app.database.db, token, "sign-in", app.now()) : null;
  if (!link) return data({ valid: false as const }, { status: 410 });
  return { valid: true as const, email: link.email };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Sign in", "Sign in with the link from your email."),
  { name: "robots", content: "noindex" },
];

const LinkSchema = z.object({ token: z.string().min(1).max(200), redirectTo: z.string().optional() });

export async function action(args: Route.ActionArgs) {
  const submission = await readSubmission(args.request, LinkSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const throttle = await throttleFor(args, "login");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const app = getAppContext(args.context);
  const member = await spendSignInLink(app.database.db, input.token, app.now(), app.config.appUrl);
  if (!member) return formFailure(form, 410, { formError: EXPIRED });
  await throttle.succeeded();
  return signInAndRedirect(args, member.id, "signed-in", safeRedirect(input.redirectTo));
}

const EXPIRED = "This sign-in link has expired or was already used. Please ask for a new code.";

export default function LoginLink({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state !== "idle";

  if (!loaderData.valid) {
    return (
      <AuthLayout title="This link has expired" intro="Sign-in links work once, for 10 minutes.">
        <p>Please ask for a new code: it only takes a moment.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/login/code">Send me a new code</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Sign in" intro={<>Sign in as {loaderData.email}?</>}>
      <p className="mb-5">One last step: tap the button below to sign in on this device.</p>
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Signing in..." : "Sign me in"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
