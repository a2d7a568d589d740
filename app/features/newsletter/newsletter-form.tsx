import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert } from "~/components/ui/field";
import { toast } from "~/components/ui/sonner";
import { type FormFailure, formFailureOf, typedValue } from "~/lib/form-failure";
import { useStaticPage } from "~/lib/static-page-context";

export const NEWSLETTER_MESSAGES = {
  "confirm-sent":
    "Almost there! We have sent you an email: open it and tap Confirm my sign-up. Then we'll email you as soon as Live Classes open.",
  confirmed: "Thank you! You're on the list. We'll email you as soon as Live Classes open.",
  "already-registered":
    "You're already on the list, thank you! We'll email you as soon as Live Classes open.",
} as const;

export const CONSENT_LABEL =
  "Yes, email me when Live Classes open, with occasional news. I can unsubscribe at any time.";

export type NewsletterAnswer = { ok: true; outcome: keyof typeof NEWSLETTER_MESSAGES } | FormFailure;

/**
 * The Live Classes sign-up. A fetcher keeps her on the tab she is reading; without JavaScript
 * the same form posts to the page and the answer is rendered there.
 */
export function NewsletterForm({ answer: pageAnswer }: { answer?: NewsletterAnswer }) {
  const staticPage = useStaticPage();
  const fetcher = useFetcher<NewsletterAnswer>({ key: "newsletter" });
  const answer = fetcher.data ?? pageAnswer;
  const submitting = fetcher.state !== "idle";
  const consentId = useId();
  const consentErrorId = `${consentId}-error`;
  const form = useRef<HTMLFormElement>(null);
  const failure = formFailureOf(answer);
  const success = answer && "ok" in answer ? NEWSLETTER_MESSAGES[answer.outcome] : null;

  useEffect(() => {
    if (!success || !fetcher.data) return;
    toast.success(success);
    form.current?.reset();
  }, [success, fetcher.data]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="flex flex-col gap-5"
      aria-label="Newsletter sign-up"
    >
      <input type="hidden" name="intent" value="newsletter" />
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      {success && (
        <p
          role="status"
          className="rounded-md border-2 border-primary bg-accent p-4 font-semibold"
          // Without React the answer comes on a fresh page: its script shows the same toast.
          data-toast-on-load={staticPage ? success : undefined}
          data-toast-type="success"
        >
          {success}
        </p>
      )}
      <Field
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={typedValue(failure, "email")}
        error={failure?.fieldErrors.email}
      />
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            type="checkbox"
            name="consent"
            value="yes"
            required
            defaultChecked={typedValue(failure, "consent") === "yes"}
            aria-invalid={failure?.fieldErrors.consent ? true : undefined}
            aria-describedby={failure?.fieldErrors.consent ? consentErrorId : undefined}
            className="mt-1 size-6 shrink-0 accent-primary"
          />
          <label htmlFor={consentId} className="text-lg">
            {CONSENT_LABEL}
          </label>
        </div>
        {failure?.fieldErrors.consent && (
          <p id={consentErrorId} className="text-sm font-semibold text-destructive">
            {failure.fieldErrors.consent}
          </p>
        )}
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={submitting}
        className="self-start"
        data-busy-label="Signing you up..."
      >
        {submitting ? "Signing you up..." : "Sign Me Up"}
      </Button>
    </fetcher.Form>
  );
}
