import { Form, Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TextareaField } from "~/components/ui/field";
import { ShieldAlertIcon } from "~/components/ui/icons/shield-exclamation-point";
import { cn } from "~/lib/cn";
import { type Day, formatLongDay, formatShortDay } from "~/lib/dates";
import { failureMessage, formFailureOf } from "~/lib/form-failure";
import {
  type BookingStatus,
  type CalendarDay,
  type CalendarMode,
  type CalendarPerson,
  type CalendarSlot,
  placesText,
  STATUS_WORDS,
  viewHref,
} from "./calendar-view";

// The coach's day and week (issue 40 §5), drawn from the view model. A day shows each
// appointment and class with who is coming, her note, her health flag and one-tap attendance;
// a week is a list of days (a row of seven on a wide screen) with who is coming, each day a link
// to its day view for the rest.

/** A block of time she set, shown on its day. */
export type CalendarBlock = { id: string; day: Day; time: string; reason: string };

function HealthFlag({ text }: { text: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 self-start rounded-lg border-2 border-destructive bg-card px-2 py-1 text-sm font-semibold break-words text-destructive">
      <ShieldAlertIcon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </span>
  );
}

/**
 * "Attended" and "No-show", one tap each. With JavaScript the answer shows at once (the form is a
 * fetcher, the pressed state follows what was sent); without it the form posts and the page
 * comes back with the mark.
 */
function AttendanceButtons({ person, slotName }: { person: CalendarPerson; slotName: string }) {
  const fetcher = useFetcher();
  const sent = fetcher.formData?.get("status");
  const failure = formFailureOf(fetcher.data);
  const status: BookingStatus =
    !failure && (sent === "attended" || sent === "no-show") ? sent : person.status;
  const marks = [
    ["attended", "Attended"],
    ["no-show", "No-show"],
  ] as const;
  return (
    <fetcher.Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="intent" value="attendance" />
      <input type="hidden" name="bookingId" value={person.bookingId} />
      {marks.map(([mark, label]) => (
        <Button
          key={mark}
          type="submit"
          name="status"
          value={mark}
          variant={status === mark ? "default" : "outline"}
          aria-pressed={status === mark}
          aria-label={`${label}: ${person.name}, ${slotName}`}
        >
          {label}
        </Button>
      ))}
      {failure && (
        <p role="alert" className="basis-full font-semibold text-destructive">
          {failureMessage(failure)}
        </p>
      )}
    </fetcher.Form>
  );
}

function PersonRow({ person, slot, full }: { person: CalendarPerson; slot: CalendarSlot; full: boolean }) {
  const slotName = `${slot.typeName} at ${slot.time.split("–")[0]}`;
  return (
    <li className="flex flex-col gap-2 border-t border-border pt-3 first:border-t-0 first:pt-0">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {person.memberId ? (
          <Link
            to={`/coach/clients/${person.memberId}`}
            className="inline-flex min-h-11 items-center font-semibold"
          >
            {person.name}
          </Link>
        ) : (
          <span className="font-semibold">{person.name} (visitor)</span>
        )}
        <span className="text-muted-foreground">{STATUS_WORDS[person.status]}</span>
      </p>
      {person.healthFlag && <HealthFlag text={person.healthFlag} />}
      {full && person.note && (
        <p className="rounded-md bg-muted p-3">
          <span className="font-semibold">Her note: </span>
          {person.note}
        </p>
      )}
      {full && person.status !== "waitlisted" && (
        <div className="flex flex-wrap items-center gap-2">
          {person.canMark && <AttendanceButtons person={person} slotName={slotName} />}
          {/* Only a booking still to come can be moved. */}
          {!person.canMark && person.status === "booked" && (
            <Link
              to={`/coach/calendar/bookings/${person.bookingId}`}
              className="inline-flex min-h-11 items-center"
              aria-label={`Move ${person.name}'s booking, ${slotName}`}
            >
              Move
            </Link>
          )}
        </div>
      )}
    </li>
  );
}

function CancelClassForm({ slot }: { slot: CalendarSlot }) {
  return (
    <details className="rounded-md border border-border p-3">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
        Cancel this class
      </summary>
      <Form method="post" className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="intent" value="cancel-class" />
        <input type="hidden" name="typeId" value={slot.typeId} />
        <input type="hidden" name="startsAt" value={slot.startsAt.toISOString()} />
        <TextareaField
          label="Message to everyone booked"
          name="message"
          required
          maxLength={1000}
          rows={3}
          hint="It goes in the email telling them the class is cancelled."
        />
        <Button type="submit" variant="destructive" className="self-start">
          Cancel the class and tell them
        </Button>
      </Form>
    </details>
  );
}

function SlotCard({ slot, full }: { slot: CalendarSlot; full: boolean }) {
  const places = placesText(slot);
  return (
    <li className={cn("flex flex-col gap-3 rounded-lg border border-border bg-card", full ? "p-4" : "p-2")}>
      <h4 className="text-lg">
        <span className="block font-semibold">{slot.time}</span>
        {slot.typeName}
      </h4>
      <p className="text-muted-foreground">
        {slot.place === "gym" ? "At the gym" : "Online"}
        {places ? ` · ${places}` : ""}
      </p>
      <ul className="flex flex-col gap-3" aria-label={`Booked for ${slot.typeName} at ${slot.time}`}>
        {slot.people.map((person) => (
          <PersonRow key={person.bookingId} person={person} slot={slot} full={full} />
        ))}
      </ul>
      {slot.waitlist.length > 0 && (
        <div className="flex flex-col gap-2">
          <h5 className="font-semibold">Waitlist</h5>
          <ol className="flex list-decimal flex-col gap-1 pl-6">
            {slot.waitlist.map((person) => (
              <li key={person.bookingId}>{person.name}</li>
            ))}
          </ol>
        </div>
      )}
      {full && slot.kind === "class" && slot.upcoming && <CancelClassForm slot={slot} />}
    </li>
  );
}

/** The days of the view, each with its blocks and slots. */
export function CalendarDays({
  days,
  blocks,
  mode,
}: {
  days: readonly CalendarDay[];
  blocks: readonly CalendarBlock[];
  mode: CalendarMode;
}) {
  const full = mode === "day";
  return (
    <ol className={cn("grid grid-cols-1 gap-6", mode === "week" && "xl:grid-cols-7 xl:gap-3")}>
      {days.map(({ day, slots }) => {
        const dayBlocks = blocks.filter((block) => block.day === day);
        const heading = mode === "week" ? formatShortDay(day).long : formatLongDay(day);
        return (
          <li key={day} className="flex min-w-0 flex-col gap-3">
            <h3 className={mode === "day" ? "sr-only" : "text-xl"}>
              {mode === "week" ? (
                <Link to={viewHref({ mode: "day", day })} className="inline-flex min-h-11 items-center">
                  {heading}
                </Link>
              ) : (
                heading
              )}
            </h3>
            {dayBlocks.map((block) => (
              <p key={block.id} className="rounded-md border-2 border-dashed border-border p-3">
                <span className="font-semibold">Blocked {block.time}</span>
                {block.reason ? `: ${block.reason}` : ""}
              </p>
            ))}
            {slots.length === 0 ? (
              <p className="text-muted-foreground">Nothing booked.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {slots.map((slot) => (
                  <SlotCard key={slot.key} slot={slot} full={full} />
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
