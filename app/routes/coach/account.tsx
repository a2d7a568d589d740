import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { EmailAddress } from "~/components/ui/email-address";
import { FormAlert } from "~/components/ui/field";
import { changeEmailWithNotice, setMemberPassword } from "~/features/account/credentials.server";
import { ChangeEmailFields, ChangePasswordFields } from "~/features/account/password-fields";
import { signInAndRedirect } from "~/features/account/sign-in.server";
import { ACCOUNT_MESSAGES, AccountActionSchema, type AccountIntent } from "~/features/coach/account.server";
import { AddCoachForm } from "~/features/coach/add-coach-form";
import { BackupStatus } from "~/features/coach/backup-status";
import { backupStatus } from "~/features/coach/backup-status.server";
import { CoachTable, cellClass } from "~/features/coach/coach-table";
import {
  addCoachWithInvite,
  COACH_INVITE_TTL_DAYS,
  type CoachRemoval,
  listCoaches,
  removeCoach,
} from "~/features/coach/coaches.server";
import { getAppContext } from "~/lib/app-context.server";
import { recordAudit, recordRefusal } from "~/lib/audit.server";
import { mayManageCoachAccounts, requireCoach, throttleFor } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { type FormFailure, formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { authenticate, findMemberById, type Member, normalizeEmail } from "~/lib/members.server";
import { pageMeta } from "~/lib/meta";
import { hashSecret } from "~/lib/passwords.server";
import type { Route } from "./+types/account";

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireCoach(args);
  const coaches = await listCoaches(getAppContext(args.context).database.db);
  return {
    email: member.email,
    /** Issue 37: only an owner sees the forms that add and remove coaches. */
    managesCoaches: await mayManageCoachAccounts(args, member),
    ownerOnly: ACCOUNT_MESSAGES.ownerOnly,
    coaches: coaches.map((coach) => ({
      id: coach.id,
      name: coach.name,
      email: coach.email,
      you: coach.id === member.id,
      owner: coach.owner,
    })),
    inviteDays: COACH_INVITE_TTL_DAYS,
    backup: backupStatus(getAppContext(args.context)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Your account · Coach area", "Your sign-in email, your password and the coaches."),
  { name: "robots", content: "noindex" },
];

const REMOVAL_REFUSALS: Record<Exclude<CoachRemoval, "removed">, { status: number; message: string }> = {
  self: { status: 400, message: ACCOUNT_MESSAGES.self },
  "not-a-coach": { status: 404, message: ACCOUNT_MESSAGES.notACoach },
  "last-coach": { status: 409, message: ACCOUNT_MESSAGES.lastCoach },
  "not-allowed": { status: 403, message: ACCOUNT_MESSAGES.notAllowed },
};

const backHere = (flash: Parameters<typeof flashCookie>[0]) =>
  redirect("/coach/account", { headers: { "Set-Cookie": flashCookie(flash) } });

/**
 * Her current password, checked before her email or password changes, so a browser left
 * signed in is not enough to take the account. Wrong guesses count like failed sign-ins.
 */
async function checkCurrentPassword(
  args: Route.ActionArgs,
  form: FormData,
  coach: Member,
  password: string,
): Promise<ReturnType<typeof formFailure> | null> {
  const throttle = await throttleFor(args, "login");
  if (throttle.blocked) return formFailure(form, 429, { formError: throttle.blocked });
  const { db } = getAppContext(args.context).database;
  const proven = await authenticate(db, coach.email, password);
  if (proven?.id !== coach.id) {
    return formFailure(form, 403, { fieldErrors: { currentPassword: ACCOUNT_MESSAGES.wrongPassword } });
  }
  await throttle.succeeded();
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { member: coach } = await requireCoach(args);
  const submission = await readSubmission(args.request, AccountActionSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  const actor = { id: coach.id, email: coach.email };

  switch (input.intent) {
    case "change-email": {
      if (normalizeEmail(input.email) === coach.email) {
        return formFailure(form, 400, { fieldErrors: { email: ACCOUNT_MESSAGES.sameEmail } });
      }
      // The password first, so nobody without it learns which addresses have accounts.
      const refused = await checkCurrentPassword(args, form, coach, input.currentPassword);
      if (refused) return refused;
      const changed = await changeEmailWithNotice(
        { db, appUrl: app.config.appUrl, now },
        coach.id,
        input.email,
      );
      if (changed === "taken") {
        return formFailure(form, 409, { fieldErrors: { email: ACCOUNT_MESSAGES.emailTaken } });
      }
      if (!changed) return formFailure(form, 404, { formError: ACCOUNT_MESSAGES.gone });
      await recordAudit(
        db,
        actor,
        { action: "change own email", target: changed.member.email, detail: `was ${changed.before}` },
        now,
      );
      throw backHere("email-changed");
    }
    case "change-password": {
      if (input.password !== input.confirmPassword) {
        return formFailure(form, 400, { fieldErrors: { confirmPassword: ACCOUNT_MESSAGES.confirmPassword } });
      }
      const refused = await checkCurrentPassword(args, form, coach, input.currentPassword);
      if (refused) return refused;
      await setMemberPassword(db, coach.id, await hashSecret(input.password));
      await recordAudit(db, actor, { action: "change own password", target: coach.email }, now);
      // Every session of hers ended with the old password; this browser goes on under a new one.
      return signInAndRedirect(args, coach.id, "password-changed", "/coach/account");
    }
    case "add-coach": {
      if (!(await mayManageCoachAccounts(args, coach))) {
        await recordRefusal(db, actor, { action: "add coach", target: normalizeEmail(input.email) }, now);
        return formFailure(form, 403, { formError: ACCOUNT_MESSAGES.ownerOnly });
      }
      const added = await addCoachWithInvite(
        { db, appUrl: app.config.appUrl, now },
        { name: input.name, email: input.email, invitedBy: coach },
      );
      if (!added) return formFailure(form, 409, { fieldErrors: { email: ACCOUNT_MESSAGES.accountExists } });
      await recordAudit(
        db,
        actor,
        {
          action: "add coach",
          target: added.email,
          detail: `set-password link emailed, ${COACH_INVITE_TTL_DAYS} days`,
        },
        now,
      );
      throw backHere("coach-added");
    }
    case "remove-coach": {
      const target = await findMemberById(db, input.memberId);
      if (!(await mayManageCoachAccounts(args, coach))) {
        await recordRefusal(
          db,
          actor,
          { action: "remove coach", target: target?.email ?? "an unknown account" },
          now,
        );
        return formFailure(form, 403, { formError: ACCOUNT_MESSAGES.ownerOnly });
      }
      const removal = await removeCoach(db, coach.id, input.memberId);
      if (removal !== "removed") {
        const { status, message } = REMOVAL_REFUSALS[removal];
        return formFailure(form, status, { formError: message });
      }
      await recordAudit(
        db,
        actor,
        { action: "remove coach", target: target?.email ?? input.memberId, detail: "now a member account" },
        now,
      );
      throw backHere("coach-removed");
    }
  }
}

/** The failure, when it answers this form's button; each form shows only its own messages. */
function failureFor(failure: FormFailure | null, intent: AccountIntent): FormFailure | null {
  return failure && typedValue(failure, "intent") === intent ? failure : null;
}

const KNOWN_INTENTS: readonly string[] = ["change-email", "change-password", "add-coach", "remove-coach"];
const cardClass = "rounded-xl border border-border bg-card p-6";

export default function CoachAccount({ loaderData }: Route.ComponentProps) {
  const failure = formFailureOf(useActionData<typeof action>());
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const emailFailure = failureFor(failure, "change-email");
  const passwordFailure = failureFor(failure, "change-password");
  const addFailure = failureFor(failure, "add-coach");
  const removeFailure = failureFor(failure, "remove-coach");
  const otherFailure =
    failure && !KNOWN_INTENTS.includes(typedValue(failure, "intent") ?? "") ? failure : null;

  return (
    <section aria-labelledby="account-heading" className="flex flex-col gap-8">
      <div>
        <h2 id="account-heading" className="text-2xl">
          Your account
        </h2>
        <p className="mt-2 text-lg">
          You sign in with <strong>{loaderData.email}</strong>.
        </p>
      </div>
      {otherFailure?.formError && <FormAlert>{otherFailure.formError}</FormAlert>}

      <section aria-labelledby="email-heading" className={cardClass}>
        <h3 id="email-heading" className="text-xl">
          Change your sign-in email
        </h3>
        <p className="mt-2 text-lg text-muted-foreground">
          We tell your old address about the change, and send the new one a link to confirm it.
        </p>
        <Form method="post" className="mt-4 flex max-w-xl flex-col gap-5" noValidate>
          {emailFailure?.formError && <FormAlert>{emailFailure.formError}</FormAlert>}
          <input type="hidden" name="intent" value="change-email" />
          <ChangeEmailFields failure={emailFailure} />
          <Button type="submit" className="self-start" disabled={busy}>
            Change email
          </Button>
        </Form>
      </section>

      <section aria-labelledby="password-heading" className={cardClass}>
        <h3 id="password-heading" className="text-xl">
          Change your password
        </h3>
        <p className="mt-2 text-lg text-muted-foreground">
          Your other phones and computers are signed out; this one stays signed in.
        </p>
        <Form method="post" className="mt-4 flex max-w-xl flex-col gap-5" noValidate>
          {passwordFailure?.formError && <FormAlert>{passwordFailure.formError}</FormAlert>}
          <input type="hidden" name="intent" value="change-password" />
          <ChangePasswordFields failure={passwordFailure} />
          <Button type="submit" className="self-start" disabled={busy}>
            Change password
          </Button>
        </Form>
      </section>

      <section aria-labelledby="coaches-heading" className={cardClass}>
        <h3 id="coaches-heading" className="text-xl">
          Coaches
        </h3>
        <p className="mt-2 text-lg text-muted-foreground">
          Every coach can see and change everything in the coach area, your clients' health answers included.
          Only an owner (a coach the site's operator made) adds and removes coaches.
        </p>
        {removeFailure?.formError && (
          <div className="mt-4">
            <FormAlert>{removeFailure.formError}</FormAlert>
          </div>
        )}
        <div className="mt-4">
          <CoachTable
            caption="Coach accounts"
            headers={["Name", "Email", "Actions"]}
            rowCount={loaderData.coaches.length}
            empty="No coach accounts."
          >
            {loaderData.coaches.map((coach) => (
              <tr key={coach.id}>
                <td className={cellClass}>
                  {coach.name}
                  {coach.owner && <span className="ml-2 text-muted-foreground">(owner)</span>}
                  {coach.you && <span className="ml-2 text-muted-foreground">(you)</span>}
                </td>
                <td className={cellClass}>
                  <EmailAddress email={coach.email} />
                </td>
                <td className={cellClass}>
                  {coach.you || !loaderData.managesCoaches ? (
                    <span className="text-muted-foreground">None</span>
                  ) : (
                    // Opens without JavaScript; a second step, since re-adding the address later
                    // is refused (it has an account by then).
                    <details>
                      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary">
                        Remove {coach.name}
                      </summary>
                      <Form method="post" className="mt-2 flex flex-col gap-3">
                        <p>
                          {coach.name} is signed out and keeps an ordinary member account, without the coach
                          area.
                        </p>
                        <input type="hidden" name="intent" value="remove-coach" />
                        <input type="hidden" name="memberId" value={coach.id} />
                        <Button type="submit" variant="destructive" className="self-start" disabled={busy}>
                          Remove coach access for {coach.name}
                        </Button>
                      </Form>
                    </details>
                  )}
                </td>
              </tr>
            ))}
          </CoachTable>
        </div>

        {!loaderData.managesCoaches && <p className="mt-6 text-lg">{loaderData.ownerOnly}</p>}
        {loaderData.managesCoaches && (
          <AddCoachForm failure={addFailure} busy={busy} days={loaderData.inviteDays} />
        )}
      </section>
      <BackupStatus status={loaderData.backup} />
    </section>
  );
}
