// The booking page's parts (issue 40 §3): days, then times, as large buttons; the form; the
// answer. Times are named with their zone. Works without JavaScript: every choice is a link.

import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, TextareaField } from "~/components/ui/field";
import { CalendarCheckIcon } from "~/components/ui/icons/calendar-check";
import { ClockIcon } from "~/components/ui/icons/clock";
import { MapPinIcon } from "~/components/ui/icons/map-pin";
import { cn } from "~/lib/cn";
import { type FormFailure, typedValue } from "~/lib/form-failure";

export type DayChoiceView = {
  day: string;
  heading: string;
  short: string;
  slots: { startsAt: string; time: string; placesLeft: number }[];
};

const choiceClass =
  "inline-flex min-h-14 w-full items-center justify-center rounded-lg border-2 px-4 py-3 text-lg font-semibold";

export function TypeFacts({
  minutes,
  place,
  placeName,
}: {
  minutes: number;
  place: string;
  placeName: string;
}) {
  return (
    <ul className="mt-4 flex flex-col gap-2 text-lg">
      <li className="flex items-center gap-2">
        <ClockIcon aria-hidden="true" className="size-5 shrink-0" /> {minutes} minutes
      </li>
      <li className="flex items-center gap-2">
        <MapPinIcon aria-hidden="true" className="size-5 shrink-0" />
        {place === "gym" ? placeName : "Online, by video call"}
      </li>
    </ul>
  );
}

/** Step 1 and 2: a day, then a time on it. */
export function SlotPicker({
  days,
  selectedDay,
  zoneName,
  query,
}: {
  days: DayChoiceView[];
  selectedDay: string | null;
  zoneName: string;
  /** Extra search parameters every choice keeps ("reschedule=…"). */
  query: string;
}) {
  const chosen = days.find((day) => day.day === selectedDay) ?? days[0];
  if (!chosen) {
    return (
      <p className="mt-6 text-lg">
        There are no free times in the next few weeks. Please check again soon, or{" "}
        <Link to="/about">get in touch</Link>.
      </p>
    );
  }
  const link = (params: Record<string, string>) =>
    `?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), ...params })}`;
  return (
    <div className="mt-8 flex flex-col gap-8">
      <section aria-labelledby="days-title">
        <h2 id="days-title" className="text-2xl">
          1. Choose a day
        </h2>
        <p className="mt-2 text-muted-foreground">Times are in {zoneName}.</p>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {days.map((day) => (
            <li key={day.day}>
              <Link
                to={link({ day: day.day })}
                preventScrollReset
                aria-current={day.day === chosen.day ? "true" : undefined}
                className={cn(
                  choiceClass,
                  day.day === chosen.day
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-primary bg-background text-primary hover:bg-accent",
                )}
              >
                <span aria-hidden="true">{day.short}</span>
                <span className="sr-only">{day.heading}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="times-title">
        <h2 id="times-title" className="text-2xl">
          2. Choose a time on {chosen.heading}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {chosen.slots.map((slot) => (
            <li key={slot.startsAt}>
              <Link
                to={link({ day: chosen.day, at: slot.startsAt })}
                className={cn(
                  choiceClass,
                  "flex-col border-primary bg-background text-primary hover:bg-accent",
                )}
              >
                {slot.time}
                {slot.placesLeft === 0 ? (
                  <span className="text-base font-normal">Full: join the waitlist</span>
                ) : slot.placesLeft > 1 ? (
                  <span className="text-base font-normal">{slot.placesLeft} places left</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Step 3: her details (a visitor) or a note (a member), and the one-time key. */
export function BookingForm({
  when,
  full,
  visitor,
  idempotencyKey,
  typeId,
  startsAt,
  failure,
  busy,
  backTo,
  rescheduleId,
  moveToken = null,
}: {
  when: string;
  full: boolean;
  visitor: boolean;
  idempotencyKey: string;
  typeId: string;
  startsAt: string;
  failure: FormFailure | null;
  busy: boolean;
  backTo: string;
  rescheduleId: string | null;
  /** A visitor moving her booking: her email link's token, sent back with the move. */
  moveToken?: string | null;
}) {
  const error = (name: string) => failure?.fieldErrors?.[name];
  return (
    <section
      aria-labelledby="confirm-title"
      className="mt-8 rounded-xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="confirm-title" className="text-2xl">
        {rescheduleId ? "Move your booking to" : full ? "Join the waitlist for" : "3. Your booking"}
      </h2>
      <p className="mt-2 flex items-start gap-2 text-xl font-semibold">
        <CalendarCheckIcon aria-hidden="true" className="mt-1 size-6 shrink-0" />
        {when}
      </p>
      {full && (
        <p className="mt-2">
          This time is full. Join the waitlist: if a place frees up you are booked in automatically and
          emailed.
        </p>
      )}
      <Form method="post" className="mt-6 flex flex-col gap-5" noValidate>
        {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
        <input type="hidden" name="intent" value={rescheduleId ? "reschedule" : "book"} />
        <input type="hidden" name="typeId" value={typeId} />
        <input type="hidden" name="startsAt" value={startsAt} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {rescheduleId && <input type="hidden" name="bookingId" value={rescheduleId} />}
        {moveToken && <input type="hidden" name="token" value={moveToken} />}
        {full && <input type="hidden" name="waitlist" value="on" />}
        {visitor && !rescheduleId && (
          <>
            <Field
              label="Your name"
              name="name"
              autoComplete="name"
              required
              defaultValue={typedValue(failure, "name")}
              error={error("name")}
            />
            <Field
              label="Your email"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              hint="We email your confirmation and a calendar invite here."
              defaultValue={typedValue(failure, "email")}
              error={error("email")}
            />
            <Field
              label="Phone (optional)"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              defaultValue={typedValue(failure, "phone")}
              error={error("phone")}
            />
          </>
        )}
        {!rescheduleId && (
          <TextareaField
            label="Anything you'd like me to know? (optional)"
            name="note"
            rows={3}
            defaultValue={typedValue(failure, "note")}
            error={error("note")}
          />
        )}
        <Button type="submit" size="lg" disabled={busy}>
          {busy
            ? rescheduleId
              ? "Moving..."
              : "Booking..."
            : rescheduleId
              ? "Move my booking"
              : full
                ? "Join the waitlist"
                : "Book this time"}
        </Button>
        <Link
          to={backTo}
          className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline"
        >
          Choose another time
        </Link>
      </Form>
    </section>
  );
}
