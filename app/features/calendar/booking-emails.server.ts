// The emails a booking change sends (issue 40 §3-§4). h4's minimal version: one plain outbox row
// per change, in the caller's transaction, so the booking service's tests can see it. h5 owns
// this file's body (the real messages with their .ics invites) and keeps the signature.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appointmentTypes, bookings, members, outbox } from "~/db/schema";

export type BookingEmailEvent = "confirmed" | "changed" | "cancelled" | "promoted" | "class-cancelled";

const SUBJECTS: Record<BookingEmailEvent, string> = {
  confirmed: "Your booking is confirmed",
  changed: "Your booking has moved",
  cancelled: "Your booking is cancelled",
  promoted: "A place opened up: you are booked",
  "class-cancelled": "Your class is cancelled",
};

/**
 * Queues the email for one booking's change, in the transaction `tx` that made the change. The
 * dedupe key (booking, event, sequence) makes a retried change queue nothing twice.
 */
export async function queueBookingEmail(
  tx: Database,
  input: { bookingId: string; event: BookingEmailEvent; message?: string },
): Promise<string | null> {
  const [row] = await tx
    .select({
      booking: bookings,
      typeName: appointmentTypes.name,
      memberEmail: members.email,
    })
    .from(bookings)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, bookings.typeId))
    .leftJoin(members, eq(members.id, bookings.memberId))
    .where(eq(bookings.id, input.bookingId));
  if (!row) return null;
  const to = row.memberEmail ?? row.booking.visitorEmail;
  if (!to) return null;
  const subject = `${SUBJECTS[input.event]}: ${row.typeName}`;
  const lines = [subject, `Starts: ${row.booking.startsAt.toISOString()}`, input.message ?? ""].filter(
    Boolean,
  );
  const now = new Date();
  const [inserted] = await tx
    .insert(outbox)
    .values({
      id: randomUUID(),
      kind:
        input.event === "class-cancelled"
          ? "class-cancelled"
          : input.event === "confirmed" && row.booking.status === "waitlisted"
            ? "booking-waitlisted"
            : `booking-${input.event}`,
      dedupeKey: `booking:${row.booking.id}:${input.event}:${row.booking.sequence}`,
      to,
      subject,
      html: lines.map((line) => `<p>${line.replace(/[<>&"]/g, "")}</p>`).join(""),
      text: lines.join("\n\n"),
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted?.id ?? null;
}
