import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthLayout } from "~/features/account/auth-layout";
import { peekUnsubscribe, unsubscribe } from "~/features/newsletter/newsletter.server";
import { getAppContext } from "~/lib/app-context.server";
import { formFailure, readOneClick } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/unsubscribe";

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const app = getAppContext(context);
  const signup = await peekUnsubscribe(app.database.db, app.config.SESSION_SECRET, token);
  if (!signup) return data({ valid: false as const }, { status: 404 });
  return { valid: true as const, ...signup };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Unsubscribe", "Stop receiving the newsletter."),
  { name: "robots", content: "noindex" },
];

/**
 * The page's button, and RFC 8058's one-click POST that mail clients send by themselves
 * (`List-Unsubscribe=One-Click`, the token in the address), are both this action.
 */
export async function action(args: Route.ActionArgs) {
  const submission = await readOneClick(args.request);
  if (!submission.ok) return submission.failure;
  const { token } = submission;
  const app = getAppContext(args.context);
  const email = await unsubscribe(app.database.db, app.config.SESSION_SECRET, token, app.now());
  if (!email) return formFailure(submission.form, 404, { formError: "This unsubscribe link is not valid." });
  return { unsubscribed: email };
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state !== "idle";

  if ((result && "unsubscribed" in result) || (loaderData.valid && loaderData.unsubscribed)) {
    return (
      <AuthLayout title="You are unsubscribed" intro="You will not receive the newsletter any more.">
        <p>Changed your mind? You can sign up again at any time on the Live Classes tab.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/">Go to the home page</Link>
        </Button>
      </AuthLayout>
    );
  }
  if (!loaderData.valid) {
    return (
      <AuthLayout title="This link is not valid" intro="It may have been cut short by your email program.">
        <p>
          Please use the Unsubscribe link at the bottom of the newsletter again, or reply to any newsletter
          and we will take you off the list.
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Unsubscribe" intro={<>Stop sending the newsletter to {loaderData.email}?</>}>
      <Form method="post" noValidate>
        <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Unsubscribing..." : "Unsubscribe"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
