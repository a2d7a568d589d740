import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { AppointmentPlace } from "~/db/calendar-kinds";
import { type Day, formatLongDay } from "~/lib/dates";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import { failureFor, SelectField } from "./settings-fields";

// When she works (issue 40 §2): her weekly hours per place, each from a day and until a day (a
// dated change ends one block and adds the next), her days off and blocks, and her classes'
// times, weekly or one-off. Plain forms; each refusal comes back to its own form.

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const PLACE_WORDS: Record<AppointmentPlace, string> = { gym: "At the gym", online: "Online" };

export type HoursRow = {
  id: number;
  place: AppointmentPlace;
  weekday: number;
  start: string;
  end: string;
  validFrom: Day;
  validTo: Day | null;
};
export type ExceptionRow = {
  id: number;
  day: Day;
  place: AppointmentPlace | null;
  reason: string;
  start: string | null;
  end: string | null;
};
export type ClassTimeRow = { id: number; typeName: string; when: string };

function Errors({ failure }: { failure: FormFailure | null }) {
  const form = failure?.formError;
  return form ? <p className="font-semibold text-destructive">{form}</p> : null;
}

/** A typed list value of a refused form, at one line. */
const typedAt = (failure: FormFailure | null, name: string, index: number): string | undefined => {
  const value = failure?.values[name];
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value[index] : index === 0 ? value : undefined;
};

/** Blank lines under her windows, for new ones. */
const SPARE_LINES = 3;

function WeekForm({
  place,
  windows,
  today,
  failure,
}: {
  place: AppointmentPlace;
  windows: readonly HoursRow[];
  today: Day;
  failure: FormFailure | null;
}) {
  const typedLines =
    failure && Array.isArray(failure.values.start) ? failure.values.start.length : failure ? 1 : 0;
  const lines = Math.max(windows.length + SPARE_LINES, typedLines);
  const where = PLACE_WORDS[place].toLowerCase();
  return (
    <details open={failure !== null} className="rounded-lg border border-border p-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-lg font-semibold">
        Change your week {place === "gym" ? "at the gym" : "online"}
      </summary>
      <Form method="post" className="mt-3 flex flex-col gap-4">
        <p className="text-muted-foreground">
          One opening a line. Clear a line to remove it. The new week holds from the day you choose; bookings
          already made stay.
        </p>
        <input type="hidden" name="intent" value="save-hours" />
        <input type="hidden" name="place" value={place} />
        <Field
          label="From this day"
          name="validFrom"
          type="date"
          min={today}
          required
          defaultValue={typedValue(failure, "validFrom") ?? today}
          error={failure?.fieldErrors.validFrom}
        />
        {Array.from({ length: lines }, (_, index) => {
          const row = failure ? undefined : windows[index];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are positions in the form, not records.
            <fieldset key={index} className="flex flex-col gap-3 border-t border-border pt-3">
              <legend className="pt-3 font-semibold">
                Opening {index + 1}
                <span className="sr-only"> {where}</span>
              </legend>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                <SelectField
                  label="Day"
                  name="weekday"
                  options={WEEKDAY_NAMES.map((name, day) => [String(day), name] as const)}
                  defaultValue={typedAt(failure, "weekday", index) ?? String(row?.weekday ?? 1)}
                />
                <Field
                  label="Opens"
                  name="start"
                  type="time"
                  defaultValue={typedAt(failure, "start", index) ?? row?.start ?? ""}
                />
                <Field
                  label="Closes"
                  name="end"
                  type="time"
                  defaultValue={typedAt(failure, "end", index) ?? row?.end ?? ""}
                />
              </div>
            </fieldset>
          );
        })}
        <Errors failure={failure} />
        {failure && Object.values(failure.fieldErrors).length > 0 && (
          <p className="font-semibold text-destructive">{Object.values(failure.fieldErrors)[0]}</p>
        )}
        <Button type="submit" className="self-start">
          Save this week
        </Button>
      </Form>
    </details>
  );
}

const windowText = (row: HoursRow) => `${WEEKDAY_NAMES[row.weekday]} ${row.start}–${row.end}`;

export function HoursSection({
  hours,
  today,
  failure,
}: {
  hours: readonly HoursRow[];
  today: Day;
  failure: FormFailure | null;
}) {
  return (
    <section aria-labelledby="hours-heading" className="flex flex-col gap-4">
      <h3 id="hours-heading" className="text-xl">
        Your weekly hours
      </h3>
      <p className="text-muted-foreground">
        Free times for sessions come from these hours, minus bookings and the free time after each.
      </p>
      {(Object.keys(PLACE_WORDS) as AppointmentPlace[]).map((place) => {
        const atPlace = hours.filter((row) => row.place === place);
        const now = atPlace.filter((row) => row.validFrom <= today);
        const later = [
          ...new Set(atPlace.filter((row) => row.validFrom > today).map((row) => row.validFrom)),
        ];
        return (
          <section key={place} aria-labelledby={`hours-${place}`} className="flex flex-col gap-3">
            <h4 id={`hours-${place}`} className="text-lg">
              {PLACE_WORDS[place]}
            </h4>
            <p>{now.length > 0 ? `Now: ${now.map(windowText).join(", ")}.` : "No hours now."}</p>
            {later.map((from) => (
              <p key={from}>
                From {formatLongDay(from)}:{" "}
                {atPlace
                  .filter((row) => row.validFrom === from)
                  .map(windowText)
                  .join(", ")}
                .
              </p>
            ))}
            <WeekForm
              place={place}
              windows={
                later.length > 0 ? atPlace.filter((row) => row.validFrom === later[later.length - 1]) : now
              }
              today={today}
              failure={failureFor(failure, "save-hours", { key: "place", value: place })}
            />
          </section>
        );
      })}
    </section>
  );
}

function RemoveButton({ intent, id, label }: { intent: string; id: number; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm" aria-label={label}>
        Remove
      </Button>
    </Form>
  );
}

export function DaysOffSection({
  exceptions,
  today,
  failure,
}: {
  exceptions: readonly ExceptionRow[];
  today: Day;
  failure: FormFailure | null;
}) {
  const mine = failureFor(failure, "add-exception");
  const error = (name: string) => mine?.fieldErrors[name];
  return (
    <section aria-labelledby="off-heading" className="flex flex-col gap-3">
      <h3 id="off-heading" className="text-xl">
        Days off and blocked time
      </h3>
      {exceptions.length === 0 ? (
        <p className="text-muted-foreground">None coming up.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {exceptions.map((row) => {
            const what = `${formatLongDay(row.day)}, ${row.start && row.end ? `${row.start}–${row.end}` : "all day"}`;
            return (
              <li
                key={row.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
              >
                <span>
                  <span className="font-semibold">{what}</span>
                  {row.place ? ` · ${PLACE_WORDS[row.place]}` : ""}
                  {row.reason ? ` · ${row.reason}` : ""}
                </span>
                <RemoveButton intent="remove-exception" id={row.id} label={`Remove ${what}`} />
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" className="flex flex-col gap-4 rounded-lg border border-border p-4">
        <h4 className="text-lg">Add a day off or a block</h4>
        <input type="hidden" name="intent" value="add-exception" />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field
            label="Day"
            name="day"
            type="date"
            min={today}
            required
            defaultValue={typedValue(mine, "day")}
            error={error("day")}
          />
          <SelectField
            label="Where"
            name="place"
            options={[["all", "Everywhere"], ...Object.entries(PLACE_WORDS)]}
            defaultValue={typedValue(mine, "place")}
            error={error("place")}
          />
          <Field
            label="From (empty: all day)"
            name="start"
            type="time"
            defaultValue={typedValue(mine, "start")}
            error={error("start")}
          />
          <Field
            label="To (empty: all day)"
            name="end"
            type="time"
            defaultValue={typedValue(mine, "end")}
            error={error("end")}
          />
        </div>
        <Field
          label="Reason"
          name="reason"
          maxLength={200}
          defaultValue={typedValue(mine, "reason")}
          error={error("reason")}
        />
        <Errors failure={mine} />
        <Button type="submit" className="self-start">
          Add
        </Button>
      </Form>
    </section>
  );
}

export function ClassTimesSection({
  classTimes,
  classes,
  today,
  failure,
}: {
  classTimes: readonly ClassTimeRow[];
  classes: readonly (readonly [id: string, name: string])[];
  today: Day;
  failure: FormFailure | null;
}) {
  const mine = failureFor(failure, "add-class-time");
  const error = (name: string) => mine?.fieldErrors[name];
  return (
    <section aria-labelledby="class-times-heading" className="flex flex-col gap-3">
      <h3 id="class-times-heading" className="text-xl">
        Class times
      </h3>
      {classTimes.length === 0 ? (
        <p className="text-muted-foreground">No class times yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {classTimes.map((row) => (
            <li
              key={row.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
            >
              <span>
                <span className="font-semibold">{row.typeName}</span> · {row.when}
              </span>
              <RemoveButton
                intent="remove-class-time"
                id={row.id}
                label={`Remove ${row.typeName}, ${row.when}`}
              />
            </li>
          ))}
        </ul>
      )}
      {classes.length > 0 && (
        <Form method="post" className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <h4 className="text-lg">Add a class time</h4>
          <input type="hidden" name="intent" value="add-class-time" />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label="Class"
              name="typeId"
              options={classes}
              defaultValue={typedValue(mine, "typeId")}
              error={error("typeId")}
            />
            <SelectField
              label="Repeats"
              name="repeat"
              options={[
                ["weekly", "Every week from this day"],
                ["once", "Once, on this day"],
              ]}
              defaultValue={typedValue(mine, "repeat")}
              error={error("repeat")}
            />
            <Field
              label="Day"
              name="day"
              type="date"
              min={today}
              required
              defaultValue={typedValue(mine, "day")}
              error={error("day")}
            />
            <Field
              label="Time"
              name="time"
              type="time"
              required
              defaultValue={typedValue(mine, "time")}
              error={error("time")}
            />
          </div>
          <Errors failure={mine} />
          <Button type="submit" className="self-start">
            Add this class time
          </Button>
        </Form>
      )}
    </section>
  );
}
