import { data, Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthLayout } from "~/features/account/auth-layout";
import { memberForOffToken, turnOffReminders } from "~/features/reminders/reminders.server";
import { getAppContext } from "~/lib/app-context.server";
import { formFailure, readOneClick } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/off";

// "Turn off reminders" (issue 20 §3), from any reminder email or notification, signed in or not.
// Opening the link changes nothing (mail scanners open links): the page asks, and the button,
// or the mail app's one-click POST (RFC 8058), turns them off.

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const app = getAppContext(context);
  const member = await memberForOffToken(app.database.db, app.config.SESSION_SECRET, token);
  if (!member) return data({ valid: false as const }, { status: 404 });
  return { valid: true as const, email: member.email, off: member.channel === "off" };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Turn off reminders", "Stop the reminder emails and notifications."),
  { name: "robots", content: "noindex" },
];

export async function action(args: Route.ActionArgs) {
  const submission = await readOneClick(args.request);
  if (!submission.ok) return submission.failure;
  const { token } = submission;
  const app = getAppContext(args.context);
  const member = await memberForOffToken(app.database.db, app.config.SESSION_SECRET, token);
  if (!member) return formFailure(submission.form, 404, { formError: "This link is not valid." });
  await turnOffReminders(app.database.db, member.id, app.now());
  return { off: true as const };
}

export default function RemindersOff({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const busy = useNavigation().state !== "idle";

  if ((result && "off" in result) || (loaderData.valid && loaderData.off)) {
    return (
      <AuthLayout title="Reminders are off" intro="We will not send you reminder emails or notifications.">
        <p>Changed your mind? You can turn them on again at any time in your account.</p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/account/reminders">Reminder settings</Link>
        </Button>
      </AuthLayout>
    );
  }
  if (!loaderData.valid) {
    return (
      <AuthLayout title="This link is not valid" intro="It may have been cut short by your email program.">
        <p>
          Please use the "Turn off reminders" link in the reminder again, or sign in and change your reminders
          in your account.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to="/account/reminders">Reminder settings</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Turn off reminders" intro={<>Stop reminders to {loaderData.email}?</>}>
      <p className="mb-6">
        No more workout reminders, check-in reminders or weekly summaries, by email or notification.
      </p>
      <Form method="post" noValidate>
        <input type="hidden" name="token" value={searchParams.get("token") ?? ""} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Turning off..." : "Turn off reminders"}
        </Button>
      </Form>
    </AuthLayout>
  );
}
