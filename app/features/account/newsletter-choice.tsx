import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";

// Her own say on the newsletter, on /account (issue 36 §6): the coach's newsletters reach a client
// only if she chose them, here or with the sign-up form's consent box (decision 0051).

export type NewsletterState = "confirmed" | "waiting" | "unsubscribed" | "none";

const STATE_TEXT: Record<NewsletterState, string> = {
  confirmed: "You get the newsletter.",
  waiting: "You asked for the newsletter: tap the link we emailed you to start it.",
  unsubscribed: "You do not get the newsletter.",
  none: "You do not get the newsletter.",
};

export function NewsletterChoice({
  state,
  failure,
}: {
  state: NewsletterState;
  failure: FormFailure | null;
}) {
  const own = failure && typedValue(failure, "intent") === "newsletter" ? failure : null;
  const on = state === "confirmed" || state === "waiting";
  return (
    <section
      aria-labelledby="newsletter-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 md:p-6"
    >
      <h2 id="newsletter-title" className="text-2xl">
        Newsletter
      </h2>
      <p className="text-lg">
        {STATE_TEXT[state]} News, recipes and class dates from your coach, about once a month. Every
        newsletter has a link to stop it.
      </p>
      <Form method="post" noValidate>
        {own && <FormAlert>{own.fieldErrors.subscribe ?? own.formError}</FormAlert>}
        <input type="hidden" name="intent" value="newsletter" />
        <input type="hidden" name="subscribe" value={on ? "no" : "yes"} />
        <Button type="submit" variant={on ? "outline" : "default"}>
          {on ? "Stop the newsletter" : "Send me the newsletter"}
        </Button>
      </Form>
    </section>
  );
}
