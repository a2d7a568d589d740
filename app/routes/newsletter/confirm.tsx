import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { AuthLayout } from "~/features/account/auth-layout";
import { confirmNewsletter, peekNewsletterConfirmation } from "~/features/newsletter/newsletter.server";
import { getAppContext } from "~/lib/app-context.server";
import { throttleFor } from "~/lib/auth.server";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/confirm";

// Opening the link shows a button; only the POST confirms, so a mail scanner that opens every
// link cannot sign an address up (decision 0030).
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const app = getAppContext(context);
  const signup = token ? await peekNewsletterConfirmation(app.database.db, token, app.now()) : null;
  if (!signup) return data({ valid: false as const }, { status: 410 });
  return { valid: true as const, email: signup.email };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Confirm your newsletter sign-up", "Confirm your sign-up for the newsletter."),
  { name: "robots", content: "noindex" },
];

const ConfirmSchema = z.object({ token: z.string().min(1).max(200) });

export async function action(args: Route.ActionArgs) {
  const submission = await readSubmission(args.request, ConfirmSchema);
  if (!submission.ok) return submission.failure;
  const throttle = await throttleFor(args, "reset");
  if (throttle.blocked) return formFailure(submission.form, 429, { formError: throttle.blocked });
  const app = getAppContext(args.context);
  const email = await confirmNewsletter(app.database.db, submission.data.token, app.now());
  if (!email) {
    return formFailure(submission.form, 410, {
      formError: "This link has expired or was already used. You can sign up again on the Live Classes tab.",
    });
  }
  await throttle.succeeded();
  return { confirmed: email };
}

export default function ConfirmNewsletter({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state !== "idle";

  if (result && "confirmed" in result) {
    return (
      <AuthLayout title="You're on the list" intro="Thank you! Your newsletter sign-up is confirmed.">
        <p>
          We'll email {result.confirmed} as soon as Live Classes open. Every email has a one-click unsubscribe
          link.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/programs">See the programs</Link>
        </Button>
      </AuthLayout>
    );
  }
  if (!loaderData.valid) {
    return (
      <AuthLayout title="This link has expired" intro="Confirmation links work once, for 7 days.">
        <p>If you still want to hear about Live Classes, sign up again: it takes a moment.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/programs">Go to the Live Classes tab</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Confirm your sign-up" intro={<>Sign up {loaderData.email} for the newsletter?</>}>
      <p className="mb-5">One last step: tap the button below, and you are on the list.</p>
      <Form method="post" className="flex flex-col gap-5" noValidate>
        {result && "formError" in result && result.formError && <FormAlert>{result.formError}</FormAlert>}
        <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Confirming..." : "Yes, sign me up"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
