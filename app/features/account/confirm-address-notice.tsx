import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";

/** Shown on the dashboard until she confirms her address, with a way to get the email again. */
export function ConfirmAddressNotice({ email }: { email: string }) {
  const fetcher = useFetcher<{ resent?: true; formError?: string }>();
  const resent = fetcher.data?.resent === true;
  return (
    <section aria-labelledby="confirm-address-heading" className="mx-auto mt-6 max-w-6xl px-4">
      <div className="rounded-lg border border-border bg-accent p-5">
        <h2 id="confirm-address-heading" className="text-xl">
          Please confirm your email address
        </h2>
        <p className="mt-2">
          We sent a link to <strong>{email}</strong>. Confirming it keeps your account safe and makes sure
          anything you buy reaches you.
        </p>
        <fetcher.Form method="post" action="/confirm-email" className="mt-4">
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="outline" disabled={fetcher.state !== "idle" || resent}>
            {resent
              ? "Sent: check your inbox"
              : fetcher.state !== "idle"
                ? "Sending..."
                : "Send the link again"}
          </Button>
        </fetcher.Form>
        <p role="status" className="mt-2">
          {resent ? "A new link is on its way." : (fetcher.data?.formError ?? "")}
        </p>
      </div>
    </section>
  );
}
