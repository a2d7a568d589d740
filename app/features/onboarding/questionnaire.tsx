import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { CheckIcon } from "~/components/ui/icons/check";
import { toast } from "~/components/ui/sonner";
import {
  type Answers,
  COUNTED_STEPS,
  countedStep,
  isQuestionStep,
  ONBOARDING_MESSAGES,
  type OnboardingStep,
  type OnboardingStepId,
  optionLabel,
  QUESTION_STEPS,
  stepById,
} from "~/content/onboarding";
import { cn } from "~/lib/cn";
import { type FormFailure, failureMessage } from "~/lib/form-failure";
import { useStaticPage } from "~/lib/static-page-context";
import { TimeZoneInput } from "~/lib/time-zone";

const ERROR_ID = "step-error";

/**
 * One step at a time (product.md §1.4). Each Continue posts the step to the server, which saves it and
 * answers with the next step, so she resumes where she left off on any device. Native radios
 * and checkboxes give the keyboard and screen-reader behaviour of a radio group and a checklist.
 */
export function Questionnaire({
  stepId,
  answers,
  failure,
  arrived = false,
}: {
  stepId: OnboardingStepId;
  answers: Answers;
  /** The server's refusal of the last submit, carrying what she had chosen. */
  failure: FormFailure | null;
  /** This page load answers her Continue or Back: without React, focus goes to the question. */
  arrived?: boolean;
}) {
  const step = stepById(stepId);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepId);
  const navigation = useNavigation();
  const error = failure ? failureMessage(failure) : undefined;
  // What she chose on the refused step, so a refusal never loses it (with or without JavaScript).
  const typed =
    failure && failure.values.step === stepId ? (failure.values.goals ?? failure.values.choice) : undefined;

  // A new step is announced by moving focus to its question, as a new page would be.
  useEffect(() => {
    if (shownStep.current === stepId) return;
    shownStep.current = stepId;
    heading.current?.focus();
  }, [stepId]);

  // `failure` is the action's answer, so this runs once per refused submit.
  useEffect(() => {
    if (failure) toast.error(failureMessage(failure));
  }, [failure]);

  const counted = countedStep(stepId);
  return (
    <div className="flex flex-col gap-6">
      {counted !== null && <ProgressBar step={counted} />}
      {/* Keyed by step: each step starts from what she saved for it. */}
      <StepForms
        key={stepId}
        step={step}
        answers={answers}
        typed={typed}
        error={error}
        busy={navigation.state !== "idle"}
        heading={heading}
        arrived={arrived}
      />
    </div>
  );
}

/**
 * The step's form and the Back form. Back also carries her current choice, so going back
 * keeps what she ticked here (the server saves it when it is a valid answer).
 */
function StepForms({
  step,
  answers,
  typed,
  error,
  busy,
  heading,
  arrived,
}: {
  arrived: boolean;
  step: OnboardingStep;
  answers: Answers;
  typed: string | string[] | undefined;
  error: string | undefined;
  busy: boolean;
  heading: React.RefObject<HTMLHeadingElement | null>;
}) {
  const stepId = step.id;
  const saved = typed ?? (isQuestionStep(stepId) ? answers[stepId] : undefined);
  const [selected, setSelected] = useState<string[]>(
    saved === undefined ? [] : Array.isArray(saved) ? saved : [saved],
  );
  const isLast = stepId === "complete";
  const intent = stepId === "welcome" ? "start" : isLast ? "complete" : "answer";
  const field = step.multiSelect ? "goals" : "choice";
  // Decision 0068: without React the forms post as they are, and the public widgets script
  // checks the choice, counts the goals, carries them with Back and shows the refusal's toast.
  const staticPage = useStaticPage();

  return (
    <>
      <Form
        method="post"
        id="onboarding-step"
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          if (isQuestionStep(stepId) && selected.length === 0) {
            event.preventDefault();
            toast.error(ONBOARDING_MESSAGES.noSelection);
          }
        }}
      >
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="step" value={stepId} />
        <TimeZoneInput />
        <div
          className="flex flex-col gap-2"
          data-toast-on-load={staticPage && error ? error : undefined}
          data-toast-type="error"
        >
          <h2
            ref={heading}
            tabIndex={-1}
            id="step-title"
            className="text-2xl outline-none md:text-3xl"
            data-focus-on-load={staticPage && arrived && !error ? "" : undefined}
          >
            {step.title}
          </h2>
          <p id="step-description" className="text-lg text-muted-foreground">
            {step.description}
          </p>
        </div>
        {error && <FormAlert id={ERROR_ID}>{error}</FormAlert>}
        {isQuestionStep(stepId) && (
          <Options step={step} selected={selected} onChange={setSelected} invalid={Boolean(error)} />
        )}
        {isLast && <AnswerSummary answers={answers} />}
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
        <Form
          method="post"
          id="onboarding-back"
          data-carry-choice-from={staticPage ? "onboarding-step" : undefined}
        >
          <input type="hidden" name="intent" value="back" />
          <input type="hidden" name="step" value={stepId} />
          {!staticPage && selected.map((id) => <input key={id} type="hidden" name={field} value={id} />)}
          <Button type="submit" variant="outline" size="lg" disabled={stepId === "welcome" || busy}>
            Back
          </Button>
        </Form>
        <Button type="submit" form="onboarding-step" size="lg" disabled={busy}>
          {isLast ? "Complete" : "Continue"}
        </Button>
      </div>
    </>
  );
}

function ProgressBar({ step }: { step: number }) {
  const label = `Step ${step} of ${COUNTED_STEPS}`;
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold" aria-hidden="true">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={1}
        aria-valuemax={COUNTED_STEPS}
        aria-valuenow={step}
        aria-valuetext={label}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${(step / COUNTED_STEPS) * 100}%` }}
        />
      </div>
    </div>
  );
}

function Options({
  step,
  selected,
  onChange: setSelected,
  invalid,
}: {
  step: OnboardingStep;
  selected: string[];
  onChange: React.Dispatch<React.SetStateAction<string[]>>;
  /** The server refused this step: its message is read with the choices. */
  invalid: boolean;
}) {
  const name = step.multiSelect ? "goals" : "choice";
  const staticPage = useStaticPage();

  function toggle(id: string, checked: boolean) {
    if (!step.multiSelect) {
      // A single choice replaces the earlier one.
      setSelected([id]);
      return;
    }
    if (!checked) {
      setSelected((current) => current.filter((value) => value !== id));
      return;
    }
    if (selected.length >= step.maxSelections) {
      toast.info(ONBOARDING_MESSAGES.tooManyGoals);
      return;
    }
    setSelected((current) => [...current, id]);
  }

  return (
    <fieldset
      data-choice-limit={step.multiSelect ? step.maxSelections : 1}
      aria-describedby={invalid ? `step-description ${ERROR_ID}` : "step-description"}
      className="flex flex-col gap-3"
    >
      <legend className="sr-only">{step.title}</legend>
      {step.multiSelect && (
        <p className="font-semibold" aria-live="polite" data-choice-count>
          {selected.length} of {step.maxSelections} chosen
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {step.options.map((option) => {
          const checked = selected.includes(option.id);
          return (
            <label
              key={option.id}
              className={cn(
                "flex min-h-11 cursor-pointer items-start gap-4 rounded-lg border-2 bg-card p-4 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
                // Without React the browser keeps the choice: the label follows its input.
                staticPage
                  ? "border-border hover:border-primary has-checked:border-primary has-checked:bg-accent"
                  : checked
                    ? "border-primary bg-accent"
                    : "border-border hover:border-primary",
              )}
            >
              <input
                type={step.multiSelect ? "checkbox" : "radio"}
                name={name}
                value={option.id}
                checked={checked}
                onChange={(event) => toggle(option.id, event.currentTarget.checked)}
                className="mt-1 size-6 shrink-0 accent-primary"
                // Named by its label alone; the description is read after it, not as part of it.
                aria-labelledby={`${option.id}-label`}
                aria-describedby={`${option.id}-description`}
              />
              <span className="flex flex-col gap-1">
                <span id={`${option.id}-label`} className="text-lg font-semibold">
                  {option.label}
                </span>
                <span id={`${option.id}-description`} className="text-muted-foreground">
                  {option.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function AnswerSummary({ answers }: { answers: Answers }) {
  return (
    <dl className="grid gap-4 rounded-lg border border-border bg-card p-5">
      {QUESTION_STEPS.map((id) => {
        const value = answers[id];
        const labels = (Array.isArray(value) ? value : value ? [value] : []).map((option) =>
          optionLabel(id, option),
        );
        return (
          <div key={id} className="flex flex-col gap-1">
            <dt className="font-semibold">{stepById(id).title}</dt>
            <dd className="flex items-center gap-2 text-lg">
              <CheckIcon aria-hidden="true" className="size-5 text-secondary-foreground" />
              {labels.length > 0 ? labels.join(", ") : "Not answered yet"}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
