import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SIGN_IN_CODE_TTL_MINUTES } from "~/features/email/limits";
import { CodeField } from "./code-field";

/**
 * Issue 36 §5: a sign-up begun in this browser and not finished, shown on /login and /signup
 * wherever she lands after leaving the code screen. What it says comes from this browser's own
 * sign-up cookie, set for every start whatever the address, so it tells nothing about accounts.
 * The code goes to /signup, which finishes the sign-up or, for an address with an account,
 * signs her in with the code that address was sent.
 */
export function PendingSignUp({
  email,
  redirectTo,
  restart,
}: {
  email: string;
  redirectTo: string;
  /** Where starting again is: the form below on /signup, a link elsewhere. */
  restart: "below" | string;
}) {
  return (
    <section
      aria-labelledby="pending-sign-up-title"
      className="rounded-xl border-2 border-primary bg-accent p-4 md:p-6"
    >
      <h2 id="pending-sign-up-title" className="text-2xl">
        Finish creating your account
      </h2>
      <p className="mt-2 text-lg">
        You started creating an account for <strong className="break-words">{email}</strong> on this device.
        To finish, type the 6-digit code we emailed to that address.
      </p>
      <Form method="post" action="/signup" className="mt-4 flex flex-col gap-5" noValidate>
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="email" value={email} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <CodeField failure={null} autoFocus={false} />
        <Button type="submit" size="lg">
          Finish
        </Button>
      </Form>
      <p className="mt-4 text-lg">
        No email, or more than {SIGN_IN_CODE_TTL_MINUTES} minutes ago?{" "}
        {restart === "below" ? (
          "Fill in the form below to start again: we will email you a new code."
        ) : (
          <>
            <Link to={restart} className="text-primary underline">
              Start again
            </Link>
            : we will email you a new code.
          </>
        )}
      </p>
    </section>
  );
}
