import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { appointmentTypes, bookings, outboxAttachments } from "~/db/schema";
import { queueBookingEmail } from "~/features/calendar/booking-emails.server";
import { useMailSuite } from "../helpers/mail-suite";

// Issue 40 §4: a booking's emails carry calendar invites a calendar app applies as updates,
// received by a real SMTP server and read back with ical.js.

const START = new Date("2026-06-10T00:00:00Z");
const eqId = (id: string) => eq(bookings.id, id);

async function seedBooking(db: Database, now: Date) {
  await db
    .insert(appointmentTypes)
    .values({
      id: "small-group",
      name: "Small group session",
      minutes: 45,
      place: "gym",
      capacity: 4,
      policyText: "Cancel up to 24 hours before at no cost.",
    })
    .onConflictDoNothing();
  const id = randomUUID();
  await db.insert(bookings).values({
    id,
    typeId: "small-group",
    startsAt: START,
    endsAt: new Date(START.getTime() + 45 * 60_000),
    visitorName: "Rosa Martín",
    visitorEmail: "rosa@example.com",
    status: "booked",
    idempotencyKey: randomUUID(),
    uid: `${id}@wellness-beyond-50`,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

function inviteOf(received: {
  attachments: { contentType: string; content: Buffer }[];
  headers: Map<string, unknown>;
}) {
  const part = received.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  if (!part) throw new Error("no invite attached");
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return { calendar, event };
}

describe("booking emails with calendar invites", () => {
  const { database, app, inboxOf } = useMailSuite();

  it("confirmed, changed, cancelled: one UID, SEQUENCE 0, 1, 2, METHOD REQUEST then CANCEL", async () => {
    const db = database.db;
    const id = await seedBooking(db, app.clock.now);
    await queueBookingEmail(db, { bookingId: id, event: "confirmed" });
    // A retried request queues nothing twice.
    await queueBookingEmail(db, { bookingId: id, event: "confirmed" });
    expect(await db.select().from(outboxAttachments)).toHaveLength(1);

    const moved = new Date(START.getTime() + 24 * 60 * 60_000);
    await db
      .update(bookings)
      .set({
        startsAt: moved,
        endsAt: new Date(moved.getTime() + 45 * 60_000),
        sequence: 1,
        updatedAt: app.clock.now,
      })
      .where(eqId(id));
    await queueBookingEmail(db, { bookingId: id, event: "changed" });
    await db
      .update(bookings)
      .set({ status: "cancelled", sequence: 2, updatedAt: app.clock.now })
      .where(eqId(id));
    await queueBookingEmail(db, { bookingId: id, event: "cancelled" });

    // Two emails queued together may arrive in either order (several senders on PostgreSQL);
    // a calendar app applies them by SEQUENCE, and so does this test.
    const sequenceOf = (mail: unknown) => inviteOf(mail as never)?.event.sequence ?? -1;
    const inbox = (await inboxOf("rosa@example.com")).sort((a, b) => sequenceOf(a) - sequenceOf(b));
    expect(inbox.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(
        /^Booked: Small group session, Wednesday 10 June 2026, 10:00 am \(Sydney time\)$/,
      ),
      expect.stringMatching(/^Changed: Small group session, now Thursday 11 June 2026/),
      expect.stringMatching(/^Cancelled: Small group session/),
    ]);
    const [confirmed, changed, cancelled] = inbox.map((mail) => inviteOf(mail as never));
    expect(confirmed?.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(confirmed?.event.sequence).toBe(0);
    expect(confirmed?.event.startDate.toJSDate().toISOString()).toBe(START.toISOString());
    expect(confirmed?.event.location).toBe("Community Strength Gym, Riverside");
    expect(changed?.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(changed?.event.uid).toBe(confirmed?.event.uid);
    expect(changed?.event.sequence).toBe(1);
    expect(changed?.event.startDate.toJSDate().toISOString()).toBe(moved.toISOString());
    expect(cancelled?.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancelled?.event.uid).toBe(confirmed?.event.uid);
    expect(cancelled?.event.sequence).toBe(2);
    // The words say it too, and the policy travels with the confirmation.
    expect(inbox[0]?.text).toContain("Cancel up to 24 hours before at no cost.");
  });

  it("a waitlist place gets no invite; promoted, she gets the REQUEST with the next SEQUENCE", async () => {
    const db = database.db;
    const id = await seedBooking(db, app.clock.now);
    await db
      .update(bookings)
      .set({ status: "waitlisted", position: 1, updatedAt: app.clock.now })
      .where(eqId(id));
    await queueBookingEmail(db, { bookingId: id, event: "confirmed" });
    await db
      .update(bookings)
      .set({ status: "booked", position: null, sequence: 1, updatedAt: app.clock.now })
      .where(eqId(id));
    await queueBookingEmail(db, { bookingId: id, event: "promoted" });
    const [waiting, promoted] = await inboxOf("rosa@example.com");
    expect(waiting?.subject).toMatch(/^On the waitlist: Small group session, /);
    expect(waiting?.attachments.some((part) => part.contentType.startsWith("text/calendar"))).toBe(false);
    expect(promoted?.subject).toMatch(/^A place freed up: you're booked for Small group session, /);
    const invite = inviteOf(promoted as never);
    expect(invite.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(invite.event.sequence).toBe(1);
  });

  it("a class cancelled by the coach carries her message and a CANCEL", async () => {
    const db = database.db;
    const id = await seedBooking(db, app.clock.now);
    await db
      .update(bookings)
      .set({ status: "cancelled", sequence: 1, updatedAt: app.clock.now })
      .where(eqId(id));
    await queueBookingEmail(db, { bookingId: id, event: "class-cancelled", message: "I'm unwell, sorry!" });
    const [mail] = await inboxOf("rosa@example.com");
    expect(mail?.text).toContain("I'm unwell, sorry!");
    expect(inviteOf(mail as never).calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  });
});
