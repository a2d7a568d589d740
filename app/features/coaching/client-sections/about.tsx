import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import type { FormFailure } from "~/lib/form-failure";
import type { ClientRecord } from "../client-record.server";
import { type ActionDone, Section, Status } from "./section";

/** Her questionnaire and her health check, with "Mark reviewed" for a yes. */
export function AboutSection({
  clientId,
  about,
  done,
  failure,
}: {
  clientId: string;
  about: ClientRecord["about"];
  done: ActionDone | null;
  failure: FormFailure | null;
}) {
  const { questionnaire, screening } = about;
  return (
    <Section id="about">
      {done?.intent === "review-screening" && <Status done={done} />}
      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-xl font-semibold">Her questionnaire</h3>
        {!questionnaire.completed && (
          <p className="text-muted-foreground">She has not finished the questionnaire.</p>
        )}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          {questionnaire.answers.map((row) => (
            <div key={row.question} className="contents">
              <dt className="font-semibold">{row.question}</dt>
              <dd>{row.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-col gap-3">
        <h3 className="font-sans text-xl font-semibold">Her health check</h3>
        {!screening ? (
          <p>Not screened yet: she is asked before her first program or logged session.</p>
        ) : (
          <>
            <p>
              <span className="font-semibold">Status: {screening.statusLabel}.</span> Answered{" "}
              {screening.answeredAt}
              {screening.clearedAt ? `; she confirmed her doctor's clearance on ${screening.clearedAt}` : ""}
              {screening.reviewedAt ? `; you reviewed it on ${screening.reviewedAt}` : ""}.
            </p>
            <ul className="flex flex-col gap-2">
              {screening.answers.map((answer) => (
                <li
                  key={answer.id}
                  className="flex flex-col gap-1 border-b border-border pb-2 sm:flex-row sm:gap-4"
                >
                  <span className="sm:flex-1">{answer.text}</span>
                  <span className={answer.yes ? "font-bold text-destructive" : ""}>
                    {answer.yes ? "Yes" : "No"}
                  </span>
                </li>
              ))}
            </ul>
            {screening.followUp && (
              <div>
                <p className="font-semibold">What she told you</p>
                <p className="break-words whitespace-pre-line">{screening.followUp}</p>
              </div>
            )}
            {(screening.status === "flagged" || screening.status === "cleared") && (
              <Form method="post" action={`/coach/clients/${clientId}#about`}>
                <input type="hidden" name="intent" value="review-screening" />
                <input type="hidden" name="screeningId" value={screening.id} />
                <Button type="submit" size="lg">
                  Mark reviewed
                </Button>
              </Form>
            )}
          </>
        )}
      </div>
    </Section>
  );
}
