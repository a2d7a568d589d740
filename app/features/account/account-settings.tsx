import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { SIGN_IN_CODE_TTL_MINUTES } from "~/features/email/limits";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { CodeField } from "./code-field";
import { ChangeEmailFields, ChangePasswordFields } from "./password-fields";

type Intent = "change-name" | "change-email" | "confirm-email" | "change-password";

/** The failure, when it answers this form's button; each form shows only its own messages. */
const failureFor = (failure: FormFailure | null, intent: Intent) =>
  failure && typedValue(failure, "intent") === intent ? failure : null;

const cardClass = "flex flex-col gap-4 rounded-xl border border-border bg-card p-5 md:p-6";

/**
 * Issue 36 §8: her name, her sign-in email (a code to the new address, nothing changes before
 * it is typed) and her password (her current one first), each its own form on /account.
 */
export function AccountSettings({
  name,
  email,
  pendingEmail,
  failure,
}: {
  name: string;
  email: string;
  /** The new address a code was sent to, while it lives. */
  pendingEmail: string | null;
  failure: FormFailure | null;
}) {
  const navigation = useNavigation();
  // Each answer is a new location: the forms start afresh after a change is saved, and what
  // she typed comes back from the failure when one is refused.
  const { key } = useLocation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/account";
  const nameFailure = failureFor(failure, "change-name");
  const emailFailure = failureFor(failure, "change-email");
  const codeFailure = failureFor(failure, "confirm-email");
  const passwordFailure = failureFor(failure, "change-password");

  return (
    <section aria-labelledby="details-title" className="flex flex-col gap-6">
      <h2 id="details-title" className="text-2xl">
        Your details
      </h2>

      <section aria-labelledby="name-title" className={cardClass}>
        <h3 id="name-title" className="text-xl">
          Your name
        </h3>
        <Form key={key} method="post" className="flex max-w-xl flex-col gap-5" noValidate>
          {nameFailure?.formError && <FormAlert>{nameFailure.formError}</FormAlert>}
          <input type="hidden" name="intent" value="change-name" />
          <Field
            label="Name"
            name="name"
            autoComplete="name"
            required
            defaultValue={typedValue(nameFailure, "name") ?? name}
            error={nameFailure?.fieldErrors.name}
          />
          <Button type="submit" size="lg" className="self-start" disabled={busy}>
            Save name
          </Button>
        </Form>
      </section>

      <section aria-labelledby="email-title" className={cardClass}>
        <h3 id="email-title" className="text-xl">
          Your sign-in email
        </h3>
        <p className="text-lg">
          You sign in with <strong className="break-words">{email}</strong>. To change it, we email a code to
          the new address; nothing changes until you type it here. We tell your old address too.
        </p>
        {pendingEmail && (
          <Form
            key={key}
            method="post"
            aria-labelledby="confirm-email-title"
            className="flex max-w-xl flex-col gap-5 rounded-lg border-2 border-primary bg-accent p-4"
            noValidate
          >
            <h4 id="confirm-email-title" className="text-lg font-semibold">
              Finish moving to <span className="break-words">{pendingEmail}</span>
            </h4>
            <p className="text-lg">
              Type the 6-digit code we emailed to that address. It works for {SIGN_IN_CODE_TTL_MINUTES}{" "}
              minutes.
            </p>
            {codeFailure?.formError && <FormAlert>{codeFailure.formError}</FormAlert>}
            <input type="hidden" name="intent" value="confirm-email" />
            <CodeField failure={codeFailure} autoFocus={false} />
            <Button type="submit" size="lg" className="self-start" disabled={busy}>
              Confirm new email
            </Button>
          </Form>
        )}
        <Form key={key} method="post" className="flex max-w-xl flex-col gap-5" noValidate>
          {emailFailure?.formError && <FormAlert>{emailFailure.formError}</FormAlert>}
          <input type="hidden" name="intent" value="change-email" />
          <ChangeEmailFields failure={emailFailure} />
          <Button type="submit" size="lg" className="self-start" disabled={busy}>
            {pendingEmail ? "Send a new code" : "Email me a code"}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="password-title" className={cardClass}>
        <h3 id="password-title" className="text-xl">
          Your password
        </h3>
        <p className="text-lg">
          When you change it, your other phones and computers are signed out; this one stays signed in.
        </p>
        <Form key={key} method="post" className="flex max-w-xl flex-col gap-5" noValidate>
          {passwordFailure?.formError && <FormAlert>{passwordFailure.formError}</FormAlert>}
          <input type="hidden" name="intent" value="change-password" />
          <ChangePasswordFields failure={passwordFailure} />
          <Button type="submit" size="lg" className="self-start" disabled={busy}>
            Change password
          </Button>
        </Form>
      </section>
    </section>
  );
}
