import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { AccountSettings } from "~/features/account/account-settings";
import { changeSetting, MemberAccountSchema } from "~/features/account/account-settings.server";
import { billingSummary } from "~/features/account/billing-summary.server";
import { pendingEmailChange } from "~/features/account/email-change.server";
import { NewsletterChoice } from "~/features/account/newsletter-choice";
import { createPortalSession } from "~/features/billing/billing-portal.server";
import { customerIdOf } from "~/features/billing/billing-records.server";
import { accountNewsletterStatus } from "~/features/newsletter/newsletter.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireMember } from "~/lib/auth.server";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/account";

export const BILLING_MESSAGES = {
  unconfigured: "Billing cannot be managed online yet. Please contact us and we will change it for you.",
  noCustomer: "There is nothing to manage: this account has not paid online.",
  provider: "The payment provider did not answer. Nothing has changed; please try again in a few minutes.",
} as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Your account", "Your details, what you have, until when, and your payments."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireMember(args);
  const app = getAppContext(args.context);
  const summary = await billingSummary(
    app.database.db,
    viewer.member,
    app.now(),
    viewer.portal?.via === "code" ? { expiresAt: viewer.portal.expiresAt } : null,
  );
  return {
    name: viewer.member.name,
    email: viewer.member.email,
    pendingEmail: await pendingEmailChange(app.database.db, viewer.member.id, app.now()),
    newsletter: await accountNewsletterStatus(app.database.db, viewer.member.email),
    coach: viewer.member.role === "coach",
    access: summary.access,
    history: summary.history.map(({ outcome: _forTheCoach, ...line }) => line),
    // The button opens the provider's portal: only with a key to ask it, and a customer to show.
    canManageBilling: Boolean(app.config.PAYMENT_API_KEY) && summary.hasCustomer,
  };
}

/** Her details (issue 36 §8), or "Manage billing": a customer-portal session, then off to the provider. */
export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const submission = await readSubmission(args.request, MemberAccountSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  if (input.intent !== "manage-billing") return changeSetting(args, member, input, form);
  const app = getAppContext(args.context);
  if (!app.config.PAYMENT_API_KEY)
    return formFailure(form, 503, { formError: BILLING_MESSAGES.unconfigured });
  const customerId = await customerIdOf(app.database.db, member.id);
  if (!customerId) return formFailure(form, 409, { formError: BILLING_MESSAGES.noCustomer });
  const session = await createPortalSession({
    apiUrl: app.config.PAYMENT_API_URL,
    apiKey: app.config.PAYMENT_API_KEY,
    customerId,
    returnUrl: `${app.config.appUrl}/account`,
  });
  if (!session.ok) return formFailure(form, 502, { formError: BILLING_MESSAGES.provider });
  throw redirect(session.url, { status: 303 });
}

const SETTINGS_INTENTS: readonly string[] = [
  "change-name",
  "change-email",
  "confirm-email",
  "change-password",
  "newsletter",
];

const linkClass =
  "inline-flex min-h-11 items-center text-lg font-semibold text-primary underline underline-offset-4 hover:no-underline";

const TONE_CLASS = {
  active: "border-primary",
  warning: "border-destructive",
  ended: "border-border",
} as const;

export default function Account({ loaderData }: Route.ComponentProps) {
  const failure = formFailureOf(useActionData<typeof action>());
  // Her details' forms show their own failures; the rest (billing, an unknown button) show here.
  const billingFailure =
    failure && !SETTINGS_INTENTS.includes(typedValue(failure, "intent") ?? "") ? failure : null;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/account";
  const { access, history } = loaderData;

  return (
    <section
      aria-labelledby="page-title"
      className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 md:py-16"
    >
      <div className="flex flex-col gap-2">
        <h1 id="page-title" className="text-3xl md:text-4xl">
          Your account
        </h1>
        <p className="text-lg">
          Signed in as <span className="font-semibold">{loaderData.name}</span> ({loaderData.email})
        </p>
      </div>

      <section aria-labelledby="access-title" className="flex flex-col gap-4">
        <h2 id="access-title" className="text-2xl">
          What you have
        </h2>
        {access.length === 0 ? (
          <div className="flex flex-col gap-2 text-lg">
            <p>You have the free account: the free programs, your dashboard and your progress.</p>
            <p>
              <Link to="/work-with-me" className={linkClass}>
                See what Premium adds
              </Link>
            </p>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {access.map((line) => (
              <li
                key={line.title}
                className={`flex flex-col gap-1 rounded-xl border-2 bg-card p-5 ${TONE_CLASS[line.tone]}`}
              >
                <h3 className="text-xl">{line.title}</h3>
                <p className="text-lg">{line.from}</p>
                <p className={`text-lg font-semibold ${line.tone === "warning" ? "text-destructive" : ""}`}>
                  {line.status}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="billing-title" className="flex flex-col gap-4">
        <h2 id="billing-title" className="text-2xl">
          Billing
        </h2>
        {billingFailure?.formError && <FormAlert>{billingFailure.formError}</FormAlert>}
        {loaderData.canManageBilling ? (
          <Form method="post" className="flex flex-col gap-3">
            <p className="text-lg">
              Change your card, download receipts or cancel your subscription on the payment provider's secure
              page. You come back here when you are done.
            </p>
            <input type="hidden" name="intent" value="manage-billing" />
            <Button type="submit" size="lg" className="self-start" disabled={busy}>
              {busy ? "Opening..." : "Manage billing"}
            </Button>
          </Form>
        ) : (
          <p className="text-lg">
            {history.length > 0
              ? "To change your card or cancel, please contact us and we will do it for you."
              : "You have no payments with this account."}
          </p>
        )}
        {history.length > 0 && (
          <section
            className="overflow-x-auto"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
            tabIndex={0}
            aria-label="Your payments"
          >
            <table className="w-full border-collapse text-left text-lg">
              <caption className="sr-only">Your payments, newest first</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2">
                    What
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.map((line) => (
                  <tr key={line.id} className="border-t border-border">
                    <td className="px-3 py-2 whitespace-nowrap">{line.date}</td>
                    <td className="px-3 py-2">{line.what}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">{line.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>

      <AccountSettings
        name={loaderData.name}
        email={loaderData.email}
        pendingEmail={loaderData.pendingEmail}
        failure={failure}
      />
      <NewsletterChoice state={loaderData.newsletter} failure={failure} />

      <section aria-labelledby="reminders-title" className="flex flex-col gap-2">
        <h2 id="reminders-title" className="text-2xl">
          Reminders
        </h2>
        <p>A nudge on your training days, by email or notification, never between 9 pm and 6 am.</p>
        <p>
          <Link to="/account/reminders" className={linkClass}>
            Choose your reminders
          </Link>
        </p>
      </section>

      <section aria-labelledby="leave-title" className="flex flex-col gap-2">
        <h2 id="leave-title" className="text-2xl">
          Your records
        </h2>
        <ul className="flex flex-col gap-1">
          <li>
            <Link to="/progress" className={linkClass}>
              Your progress
            </Link>
          </li>
          {!loaderData.coach && (
            <li>
              <Link to="/account/delete" className={linkClass}>
                Delete your account
              </Link>
            </li>
          )}
        </ul>
      </section>
    </section>
  );
}
