import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { EmailAddress } from "~/components/ui/email-address";
import { Field, FormAlert } from "~/components/ui/field";
import { liveSite } from "~/content/live.server";
import { describeSubscription, historyLines } from "~/features/account/billing-summary.server";
import { ENTITLEMENT_KINDS, type EntitlementKind } from "~/features/account/entitlement-kinds";
import { createPasswordReset } from "~/features/account/password-reset.server";
import { grantWithWelcome } from "~/features/account/welcome.server";
import { formatLongDate, paymentHistory, subscriptionsOf } from "~/features/billing/billing-records.server";
import { AccessBadges } from "~/features/coach/access-badges";
import { accessUntil } from "~/features/coach/access-until.server";
import { formatDate } from "~/features/coach/coach-dates.server";
import { CoachTable, cellClass } from "~/features/coach/coach-table";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit, recordRefusal } from "~/lib/audit.server";
import { mayManageAccount, requireCoach } from "~/lib/auth.server";
import { endOfDayIn, localDay, zoneLabel } from "~/lib/dates";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { findMemberById, isActive, listEntitlements, revokeEntitlement } from "~/lib/members.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/member";

const KIND_LABELS: Record<EntitlementKind, string> = {
  portal: "Client portal (all portal programs)",
  premium: "Premium (premium programs, plans and recipes)",
};

async function loadMember(args: Route.LoaderArgs | Route.ActionArgs) {
  const app = getAppContext(args.context);
  const member = await findMemberById(app.database.db, args.params.memberId);
  if (!member) throw data(null, { status: 404 });
  return member;
}

export async function loader(args: Route.LoaderArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const member = await loadMember(args);
  const now = app.now();
  const held = await listEntitlements(app.database.db, member.id);
  return {
    /** Issue 37: a coach account's buttons are an owner's only. */
    manages: await mayManageAccount(args, coach, member),
    member: {
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      joined: formatDate(member.createdAt),
    },
    entitlements: held
      .filter((entitlement) => isActive(entitlement, now))
      .map((entitlement) => ({
        kind: entitlement.kind,
        endsAt: entitlement.endsAt?.toISOString() ?? null,
        until: accessUntil(entitlement.endsAt),
        source: entitlement.source.startsWith("payment:") ? "payment" : "coach",
      })),
    // The coach's calendar: the business's zone, named beside the end-date field.
    today: localDay(now, liveSite().timeZone),
    zone: zoneLabel(liveSite().timeZone),
    // Issue 19 §5: what she paid and what it left her with, for the coach to answer questions.
    billing: {
      subscriptions: (await subscriptionsOf(app.database.db, member.id)).map((sub) => ({
        id: sub.id,
        status: describeSubscription(sub, now).status,
        accessEnds: sub.accessEndsAt ? formatLongDate(sub.accessEndsAt) : "Not known yet",
      })),
      history: historyLines(await paymentHistory(app.database.db, member.id)),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, `${loaderData?.member.name ?? "Member"} · Coach area`, "A member's access."),
  { name: "robots", content: "noindex" },
];

const KindSchema = z.enum(ENTITLEMENT_KINDS, { error: "Choose portal or premium." });

const GrantSchema = z.object({
  intent: z.literal("grant"),
  kind: KindSchema,
  endsOn: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(z.iso.date("Please choose a date, or leave it empty for access until you revoke it.").optional()),
});
const RevokeSchema = z.object({ intent: z.literal("revoke"), kind: KindSchema });
const MemberActionSchema = z.discriminatedUnion(
  "intent",
  [GrantSchema, RevokeSchema, z.object({ intent: z.literal("reset-link") })],
  { error: "That action is not known. Please use the buttons on this page." },
);

const OWNER_ONLY = "Only the coach who owns this site can change a coach's account. Please ask her.";

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const app = getAppContext(args.context);
  const member = await loadMember(args);
  const submission = await readSubmission(args.request, MemberActionSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const actor = { id: coach.id, email: coach.email };
  const now = app.now();
  if (!(await mayManageAccount(args, coach, member))) {
    const action = input.intent === "reset-link" ? "create reset link" : `${input.intent} ${input.kind}`;
    await recordRefusal(app.database.db, actor, { action, target: member.email }, now);
    return formFailure(form, 403, { formError: OWNER_ONLY });
  }

  switch (input.intent) {
    case "grant": {
      // Access runs through the whole of the chosen day in the business's zone, so the day she
      // sees ("Ends on 27 December") is the day the coach chose (issue 36 §7).
      const endsAt = input.endsOn ? endOfDayIn(input.endsOn, liveSite().timeZone) : null;
      if (endsAt && endsAt <= now) {
        return formFailure(form, 400, {
          fieldErrors: { endsOn: "Please choose a date from today onwards." },
        });
      }
      // The welcome email is queued with the grant, in one transaction.
      await grantWithWelcome({ db: app.database.db, appUrl: app.config.appUrl, now }, member, {
        kind: input.kind,
        endsAt,
        source: "coach",
      });
      await recordAudit(
        app.database.db,
        actor,
        {
          action: `grant ${input.kind}`,
          target: member.email,
          detail: endsAt ? `until ${input.endsOn}` : "until revoked",
        },
        now,
      );
      return { done: `${input.kind === "portal" ? "Portal" : "Premium"} access granted.` };
    }
    case "revoke": {
      await revokeEntitlement(app.database.db, member.id, input.kind);
      await recordAudit(
        app.database.db,
        actor,
        { action: `revoke ${input.kind}`, target: member.email },
        now,
      );
      return { done: `${input.kind === "portal" ? "Portal" : "Premium"} access revoked.` };
    }
    case "reset-link": {
      const token = await createPasswordReset(app.database.db, member.id, now);
      await recordAudit(
        app.database.db,
        actor,
        {
          action: "create reset link",
          target: member.email,
          detail: member.role === "coach" ? "a coach account" : "",
        },
        now,
      );
      const link = new URL(`/reset-password?${new URLSearchParams({ token })}`, args.request.url).toString();
      return { done: "Reset link created.", resetLink: link };
    }
  }
}

export default function CoachMember({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { member, entitlements } = loaderData;
  const failure = formFailureOf(result);
  const done = result && "done" in result ? result : null;

  return (
    <section aria-labelledby="member-heading" className="flex flex-col gap-8">
      <div>
        <Link to="/coach/members" className="inline-flex min-h-11 items-center">
          ← All members
        </Link>
        <h2 id="member-heading" className="mt-3 text-2xl">
          {member.name}
        </h2>
        <p className="mt-1 text-lg">
          <EmailAddress email={member.email} />
        </p>
        <p className="text-muted-foreground">
          Joined {member.joined}
          {member.role === "coach" ? " · coach account" : ""}
        </p>
      </div>

      {done && (
        <div role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
          {done.done}
        </div>
      )}
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}

      <section aria-labelledby="access-heading" className="rounded-xl border border-border bg-card p-6">
        <h3 id="access-heading" className="text-xl">
          Access now
        </h3>
        <div className="mt-3">
          <AccessBadges entitlements={entitlements} />
        </div>
        {entitlements.length > 0 && (
          <ul className="mt-4 flex flex-col gap-3">
            {entitlements.map((entitlement) => (
              <li key={entitlement.kind} className="flex flex-wrap items-center gap-3">
                <span>
                  {KIND_LABELS[entitlement.kind]}, from {entitlement.source}
                </span>
                {loaderData.manages && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="kind" value={entitlement.kind} />
                    <Button type="submit" variant="destructive" size="sm" disabled={busy}>
                      Revoke {entitlement.kind}
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="payments-heading" className="rounded-xl border border-border bg-card p-6">
        <h3 id="payments-heading" className="text-xl">
          Payments
        </h3>
        {loaderData.billing.subscriptions.length > 0 && (
          <ul className="mt-3 flex flex-col gap-2">
            {loaderData.billing.subscriptions.map((sub) => (
              <li key={sub.id}>
                <span className="font-semibold">Subscription {sub.id}:</span> {sub.status}. Access ends:{" "}
                {sub.accessEnds}.
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4">
          <CoachTable
            caption={`Payments of ${member.name}, newest first`}
            headers={["Date", "Event", "Amount", "Outcome"]}
            empty="No payments."
            rowCount={loaderData.billing.history.length}
          >
            {loaderData.billing.history.map((line) => (
              <tr key={line.id}>
                <td className={`${cellClass} whitespace-nowrap`}>{line.date}</td>
                <td className={cellClass}>{line.what}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{line.amount}</td>
                <td className={cellClass}>{line.outcome}</td>
              </tr>
            ))}
          </CoachTable>
        </div>
      </section>

      {!loaderData.manages && <p className="text-lg">{OWNER_ONLY}</p>}
      {loaderData.manages && (
        <section aria-labelledby="grant-heading" className="rounded-xl border border-border bg-card p-6">
          <h3 id="grant-heading" className="text-xl">
            Grant access
          </h3>
          <p className="mt-2 text-muted-foreground">
            Leave the end date empty for access until you revoke it. Access runs to the end of that day,{" "}
            {loaderData.zone}. Granting again replaces the end date.
          </p>
          <Form method="post" className="mt-4 flex flex-col gap-5" noValidate>
            <input type="hidden" name="intent" value="grant" />
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={failure?.fieldErrors.kind ? "grant-kind-error" : undefined}
            >
              <legend className="font-semibold">Access</legend>
              {ENTITLEMENT_KINDS.map((kind) => (
                <label key={kind} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    defaultChecked={(typedValue(failure, "kind") ?? "premium") === kind}
                    className="size-5 accent-primary"
                  />
                  {KIND_LABELS[kind]}
                </label>
              ))}
              {failure?.fieldErrors.kind && (
                <p id="grant-kind-error" className="font-semibold text-destructive">
                  {failure.fieldErrors.kind}
                </p>
              )}
            </fieldset>
            <Field
              label="End date (optional)"
              name="endsOn"
              type="date"
              min={loaderData.today}
              defaultValue={typedValue(failure, "endsOn")}
              error={failure?.fieldErrors.endsOn}
              className="max-w-xs"
            />
            <Button type="submit" className="self-start" disabled={busy}>
              Grant access
            </Button>
          </Form>
        </section>
      )}

      {loaderData.manages && (
        <section aria-labelledby="reset-heading" className="rounded-xl border border-border bg-card p-6">
          <h3 id="reset-heading" className="text-xl">
            Password reset link
          </h3>
          <p className="mt-2 text-muted-foreground">
            Creates a link that works once, for 24 hours. Send it to {member.name} yourself, by text or email.
          </p>
          {done && "resetLink" in done && done.resetLink && (
            <div className="mt-4 flex flex-col gap-2">
              <label htmlFor="reset-link" className="font-semibold">
                Reset link (shown only now)
              </label>
              <input
                id="reset-link"
                readOnly
                value={done.resetLink}
                className="min-h-12 w-full rounded-md border-2 border-input bg-muted px-4 font-mono text-sm"
                onFocus={(event) => event.currentTarget.select()}
              />
            </div>
          )}
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="reset-link" />
            <Button type="submit" variant="outline" disabled={busy}>
              Create reset link
            </Button>
          </Form>
        </section>
      )}
    </section>
  );
}
