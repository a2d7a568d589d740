import { MinusIcon } from "~/components/ui/icons/minus";
import { PlusIcon } from "~/components/ui/icons/plus";
import { Input } from "~/components/ui/input";
import { steppedValue } from "./log-form-state";

// One number of a set (reps, weight or seconds): a text box with the phone's number keypad, and
// with JavaScript a button either side that moves it one step, big enough for a thumb between
// sets. Not type="number": Chromium in an English locale reads a typed "9,5" as 95 (a comma is
// a thousands separator to it) before the page sees it. The text goes as she typed it, and
// app/lib/numbers.ts reads "9,5" and "9.5" alike (issue 36, decision 0049).
// The label sits above the row at every width, so the row has the whole width: on a 320 px
// phone at the Larger text size the field still shows four digits (decision 0052).

const STEP_BUTTON_CLASS =
  "flex size-11 shrink-0 items-center justify-center rounded-lg border-2 border-primary bg-background text-primary hover:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-6";

export function NumberStepper({
  name,
  label,
  setNumber,
  value,
  step,
  max,
  decimal = false,
  lessLabel,
  moreLabel,
  hydrated,
  describedBy,
  className,
  onChange,
}: {
  name: string;
  label: string;
  setNumber: number;
  value: string;
  step: number;
  max: number;
  decimal?: boolean;
  lessLabel: string;
  moreLabel: string;
  hydrated: boolean;
  describedBy?: string;
  className?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={name} className="text-lg font-semibold lg:text-base">
        {label}
      </label>
      <div className="flex items-center gap-1.5">
        {hydrated && (
          <button
            type="button"
            className={STEP_BUTTON_CLASS}
            aria-label={`${lessLabel}, set ${setNumber}`}
            onClick={() => onChange(steppedValue(value, -1, step, max))}
          >
            <MinusIcon aria-hidden="true" />
          </button>
        )}
        <Input
          id={name}
          name={name}
          type="text"
          inputMode={decimal ? "decimal" : "numeric"}
          autoComplete="off"
          value={value}
          aria-label={`${label}, set ${setNumber}`}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
          // Four digits always fit: 4ch of its own font, its padding and its 2 px borders.
          className="min-w-[calc(4ch+0.5rem+4px)] flex-1 px-1 text-center text-xl font-semibold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        {hydrated && (
          <button
            type="button"
            className={STEP_BUTTON_CLASS}
            aria-label={`${moreLabel}, set ${setNumber}`}
            onClick={() => onChange(steppedValue(value, 1, step, max))}
          >
            <PlusIcon aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
