// Her calendar page (issue 40 §3-§4): upcoming bookings, what she may book, her feed link.

import { useState } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CalendarPlusIcon } from "~/components/ui/icons/calendar-plus";
import { CopyIcon } from "~/components/ui/icons/copy";
import { VideoIcon } from "~/components/ui/icons/video";
import type { MyBooking } from "./my-calendar.server";

export function UpcomingBookings({
  bookings,
  busy,
  videoMinutesBefore,
}: {
  bookings: MyBooking[];
  busy: boolean;
  videoMinutesBefore: number;
}) {
  if (bookings.length === 0) return <p className="mt-4 text-lg">You have nothing booked yet.</p>;
  return (
    <ul className="mt-4 flex flex-col gap-4">
      {bookings.map((booking) => (
        <li key={booking.id} className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <h3 className="text-xl">{booking.title}</h3>
          <p className="mt-1 text-lg font-semibold">{booking.when}</p>
          <p className="mt-1">{booking.where}</p>
          {booking.status === "waitlisted" && (
            <p className="mt-2 font-semibold">
              On the waitlist{booking.waitlistPosition ? ` (number ${booking.waitlistPosition})` : ""}: we
              email you if a place frees up.
            </p>
          )}
          {booking.videoUrl ? (
            <Button asChild size="lg" className="mt-4">
              <a href={booking.videoUrl} target="_blank" rel="noopener noreferrer">
                <VideoIcon aria-hidden="true" /> Join the video call
              </a>
            </Button>
          ) : (
            booking.online &&
            booking.status === "booked" && (
              <p className="mt-2 text-muted-foreground">
                The video link appears here {videoMinutesBefore} minutes before the start.
              </p>
            )
          )}
          {booking.changeable ? (
            <div className="mt-4 flex flex-wrap gap-3">
              {booking.status === "booked" && (
                <Button asChild variant="outline" size="lg">
                  <Link to={`/book/${booking.typeId}?reschedule=${booking.id}`}>Change the time</Link>
                </Button>
              )}
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="bookingId" value={booking.id} />
                <Button
                  type="submit"
                  variant="outline"
                  size="lg"
                  disabled={busy}
                  aria-label={`${booking.status === "waitlisted" ? "Leave the waitlist" : "Cancel this booking"}: ${booking.title}, ${booking.when}`}
                >
                  {booking.status === "waitlisted" ? "Leave the waitlist" : "Cancel this booking"}
                </Button>
              </Form>
            </div>
          ) : (
            <p className="mt-3">
              {booking.policyText ||
                "It is too late to change this booking online. Please contact the coach."}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

export function BookableTypes({
  types,
}: {
  types: { id: string; name: string; description: string; minutes: number }[];
}) {
  if (types.length === 0)
    return (
      <p className="mt-4 text-lg">
        Sessions and classes appear here once your coaching plan includes them. See{" "}
        <Link to="/work-with-me">Work with Me</Link>.
      </p>
    );
  return (
    <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
      {types.map((type) => (
        <li key={type.id} className="flex flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
          <h3 className="text-xl">{type.name}</h3>
          <p className="mt-1">{type.minutes} minutes</p>
          {type.description && <p className="mt-2">{type.description}</p>}
          <Button asChild size="lg" className="mt-4 self-start">
            <Link to={`/book/${type.id}`} aria-label={`Book: ${type.name}`}>
              <CalendarPlusIcon aria-hidden="true" /> Book
            </Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Her private feed link with the steps for each calendar app, and "make a new link". */
export function FeedLink({ url, busy }: { url: string | null; busy: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-4 flex flex-col gap-4">
      {url ? (
        <>
          <label htmlFor="feed-url" className="font-semibold">
            Your private calendar link
          </label>
          <input
            id="feed-url"
            readOnly
            value={url}
            className="block min-h-11 w-full rounded-md border-2 border-input bg-background px-4 py-2 text-lg"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="self-start"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            <CopyIcon aria-hidden="true" /> {copied ? "Copied" : "Copy the link"}
          </Button>
          <p role="status" className="sr-only">
            {copied ? "The link is copied." : ""}
          </p>
          <ul className="flex flex-col gap-2 text-lg">
            <li>
              <strong>Google Calendar:</strong> on a computer, Other calendars, the + button, From URL, paste
              the link.
            </li>
            <li>
              <strong>iPhone or iPad:</strong> Settings, Calendar, Accounts, Add Account, Other, Add
              Subscribed Calendar, paste the link.
            </li>
            <li>
              <strong>Outlook:</strong> Add calendar, Subscribe from web, paste the link.
            </li>
          </ul>
          <p>
            Keep this link to yourself: anyone with it can see your bookings. If it got out, make a new one.
          </p>
        </>
      ) : (
        <p className="text-lg">
          Get a private link that keeps your bookings up to date in Google, Apple or Outlook calendars.
        </p>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="new-feed-link" />
        <Button type="submit" size="lg" variant={url ? "outline" : "default"} disabled={busy}>
          {url ? "Make a new link (the old one stops working)" : "Make my calendar link"}
        </Button>
      </Form>
    </div>
  );
}
