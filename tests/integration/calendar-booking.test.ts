import { randomUUID } from "node:crypto";
import { asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { appointmentTypes, bookings, outbox } from "~/db/schema";
import { deleteAccount } from "~/features/account/account-data.server";
import { availableSlots, type CalendarViewer } from "~/features/calendar/availability.server";
import {
  book,
  bookingsBetween,
  cancelBooking,
  cancelClass,
  findBooking,
  markAttendance,
  moveBooking,
  REASONS,
  rescheduleBooking,
} from "~/features/calendar/booking.server";
import { DEFAULT_TYPES } from "~/features/calendar/calendar-defaults";
import { seedCalendarDefaults, setCoachingPlans } from "~/features/calendar/schedule.server";
import { createMember } from "~/lib/members.server";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

/** Monday 2 March 2026, 20:00 in Sydney. */
const NOW = new Date("2026-03-02T09:00:00Z");
/** Thursday 5 March 2026, 16:00 in Sydney: inside the gym's Thursday hours (15:00-19:00). */
const THURSDAY_4PM = new Date("2026-03-05T05:00:00Z");
const HOUR = 3_600_000;

describe("the booking service", () => {
  let database: DatabaseHandle;
  let migratedTypes: (typeof appointmentTypes.$inferSelect)[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    // The migration's rows, before any test empties the tables.
    migratedTypes = await database.db.select().from(appointmentTypes).orderBy(asc(appointmentTypes.position));
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    await seedCalendarDefaults(database.db);
  });

  async function client(
    name: string,
    plans: string[] = ["face-to-face"],
  ): Promise<CalendarViewer & { member: { id: string } }> {
    const member = await createMember(database.db, {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, "-")}@example.com`,
      passwordHash: "not-a-real-hash",
    });
    if (!member) throw new Error("no member");
    await setCoachingPlans(database.db, member.id, plans, NOW);
    return { member: { id: member.id, email: member.email, role: "member" }, entitlements: [] };
  }

  const coach: CalendarViewer = {
    member: { id: "coach", email: "coach@example.com", role: "coach" },
    entitlements: [],
  };

  const emails = (kind: string) =>
    database.db.select().from(outbox).where(like(outbox.kind, kind)).orderBy(asc(outbox.createdAt));

  it("starts with the spec's offers, inserted by the migration exactly as the defaults say", () => {
    expect(migratedTypes.map((type) => type.id)).toEqual(DEFAULT_TYPES.map((type) => type.id));
    for (const expected of DEFAULT_TYPES) {
      const row = migratedTypes.find((type) => type.id === expected.id);
      expect(row).toMatchObject(expected);
    }
  });

  it("gives exactly 3 of 20 parallel bookings for 3 places, and the other 17 the waitlist or a refusal", async () => {
    await database.db
      .update(appointmentTypes)
      .set({ capacity: 3 })
      .where(eq(appointmentTypes.id, "small-group"));
    const people = await Promise.all(Array.from({ length: 20 }, (_, index) => client(`Client ${index}`)));
    const answers = await Promise.all(
      people.map((viewer, index) =>
        book(database.db, {
          typeId: "small-group",
          startsAt: THURSDAY_4PM,
          viewer,
          idempotencyKey: randomUUID(),
          now: NOW,
          waitlist: index % 2 === 0,
        }),
      ),
    );
    const count = (status: string) => answers.filter((answer) => answer.status === status).length;
    expect(count("booked")).toBe(3);
    expect(count("waitlisted") + count("full")).toBe(17);
    expect(count("waitlisted")).toBeGreaterThan(0);
    const held = await database.db.select().from(bookings).where(eq(bookings.status, "booked"));
    expect(held).toHaveLength(3);
    expect(await emails("booking-confirmed")).toHaveLength(3);
    expect(await emails("booking-waitlisted")).toHaveLength(count("waitlisted"));
    const positions = (await database.db.select().from(bookings).where(eq(bookings.status, "waitlisted")))
      .map((row) => row.position)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(positions).toEqual(Array.from({ length: count("waitlisted") }, (_, index) => index + 1));
  });

  it("books once for a double tap and a retry, and refuses the key to someone else", async () => {
    const ann = await client("Ann");
    const key = randomUUID();
    const request = () =>
      book(database.db, {
        typeId: "one-to-one",
        startsAt: THURSDAY_4PM,
        viewer: ann,
        idempotencyKey: key,
        now: NOW,
      });
    const [first, second] = await Promise.all([request(), request()]);
    const retry = await request();
    expect(first.status).toBe("booked");
    expect(second.booking?.id).toBe(first.booking?.id);
    expect(retry).toMatchObject({ status: "booked", booking: { id: first.booking?.id } });
    expect(await database.db.select().from(bookings)).toHaveLength(1);
    expect(await emails("booking-confirmed")).toHaveLength(1);
    const bea = await client("Bea");
    const stolen = await book(database.db, {
      typeId: "one-to-one",
      startsAt: THURSDAY_4PM,
      viewer: bea,
      idempotencyKey: key,
      now: NOW,
    });
    expect(stolen).toEqual({ status: "refused", reason: REASONS.keyUsed });
  });

  it("books the first in line when a place frees up, and emails her", async () => {
    const [ann, bea, cat] = [await client("Ann"), await client("Bea"), await client("Cat")];
    const take = (viewer: CalendarViewer) =>
      book(database.db, {
        typeId: "one-to-one",
        startsAt: THURSDAY_4PM,
        viewer,
        idempotencyKey: randomUUID(),
        now: NOW,
        waitlist: true,
      });
    const held = await take(ann);
    expect((await take(bea)).status).toBe("waitlisted");
    expect((await take(cat)).status).toBe("waitlisted");
    const cancelled = await cancelBooking(database.db, {
      bookingId: held.booking?.id ?? "",
      by: ann,
      now: NOW,
    });
    expect(cancelled.status).toBe("cancelled");
    const rows = await database.db.select().from(bookings).where(eq(bookings.typeId, "one-to-one"));
    const byMember = new Map(rows.map((row) => [row.memberId, row]));
    expect(byMember.get(bea.member.id)).toMatchObject({ status: "booked", position: null, sequence: 1 });
    expect(byMember.get(cat.member.id)).toMatchObject({ status: "waitlisted", position: 2 });
    const promoted = await emails("booking-promoted");
    expect(promoted.map((email) => email.to)).toEqual([bea.member.email]);
    expect((await emails("booking-cancelled")).map((email) => email.to)).toEqual([ann.member.email]);
  });

  it("lets her cancel or move up to the cut-off, then answers with the policy", async () => {
    const ann = await client("Ann");
    const held = await book(database.db, {
      typeId: "one-to-one",
      startsAt: THURSDAY_4PM,
      viewer: ann,
      idempotencyKey: randomUUID(),
      now: NOW,
    });
    const id = held.booking?.id ?? "";
    // Half an hour later clashes with her own booking, unless that is the booking being moved.
    const halfPast = new Date(THURSDAY_4PM.getTime() + HOUR / 2).toISOString();
    const range = {
      typeId: "one-to-one",
      from: NOW,
      to: new Date(NOW.getTime() + 4 * 24 * HOUR),
      viewer: ann,
      now: NOW,
    };
    const starts = async (excludeBookingId?: string) =>
      (await availableSlots(database.db, { ...range, excludeBookingId })).map((slot) =>
        slot.startsAt.toISOString(),
      );
    expect(await starts()).not.toContain(halfPast);
    expect(await starts(id)).toContain(halfPast);
    const moved = await rescheduleBooking(database.db, {
      bookingId: id,
      by: ann,
      startsAt: new Date(THURSDAY_4PM.getTime() + HOUR),
      now: NOW,
    });
    expect(moved).toMatchObject({ status: "changed", booking: { sequence: 1 } });
    expect(await emails("booking-changed")).toHaveLength(1);
    const late = new Date(THURSDAY_4PM.getTime() + HOUR - 23 * HOUR);
    const policy = DEFAULT_TYPES.find((type) => type.id === "one-to-one")?.policyText;
    expect(await cancelBooking(database.db, { bookingId: id, by: ann, now: late })).toEqual({
      status: "refused",
      reason: policy,
    });
    const tooLateMove = await rescheduleBooking(database.db, {
      bookingId: id,
      by: ann,
      startsAt: THURSDAY_4PM,
      now: late,
    });
    expect(tooLateMove).toEqual({ status: "refused", reason: policy });
    // The coach can still cancel, with her reason.
    const byCoach = await cancelBooking(database.db, {
      bookingId: id,
      by: coach,
      now: late,
      reason: "The gym is closed",
    });
    expect(byCoach).toMatchObject({
      status: "cancelled",
      booking: { cancelledReason: "The gym is closed", sequence: 2 },
    });
  });

  it("finds no booking of another person's, whatever she asks", async () => {
    const [ann, bea] = [await client("Ann"), await client("Bea")];
    const held = await book(database.db, {
      typeId: "one-to-one",
      startsAt: THURSDAY_4PM,
      viewer: ann,
      idempotencyKey: randomUUID(),
      now: NOW,
    });
    const id = held.booking?.id ?? "";
    expect(await cancelBooking(database.db, { bookingId: id, by: bea, now: NOW })).toEqual({
      status: "not-found",
    });
    expect(
      await rescheduleBooking(database.db, { bookingId: id, by: bea, startsAt: THURSDAY_4PM, now: NOW }),
    ).toEqual({
      status: "not-found",
    });
    expect(await findBooking(database.db, id, bea)).toBeNull();
    expect(
      await moveBooking(database.db, { bookingId: id, by: bea, startsAt: THURSDAY_4PM, now: NOW }),
    ).toEqual({
      status: "not-found",
    });
    expect(await cancelBooking(database.db, { bookingId: "x".repeat(500), by: ann, now: NOW })).toEqual({
      status: "not-found",
    });
    expect((await findBooking(database.db, id, ann))?.id).toBe(id);
  });

  it("refuses past, unopened and closed-to-her times in plain words", async () => {
    const ann = await client("Ann", []);
    const attempt = (typeId: string, startsAt: Date, viewer?: CalendarViewer) =>
      book(database.db, {
        typeId,
        startsAt,
        viewer,
        visitor: viewer ? undefined : { name: "Vi", email: "Vi@Example.com", note: "Knees" },
        idempotencyKey: randomUUID(),
        now: NOW,
      });
    expect(await attempt("consultation", new Date("2026-03-01T02:00:00Z"))).toEqual({
      status: "refused",
      reason: REASONS.past,
    });
    expect(await attempt("consultation", new Date("2026-03-03T16:00:00Z"))).toEqual({
      status: "refused",
      reason: REASONS.notOpen,
    });
    expect(await attempt("consultation", new Date("2027-03-03T02:00:00Z"))).toEqual({
      status: "refused",
      reason: REASONS.horizon,
    });
    expect(await attempt("consultation", new Date(Number.NaN))).toEqual({
      status: "refused",
      reason: REASONS.notOpen,
    });
    // A visitor or a member without a plan cannot book clients' sessions or the remote call.
    expect(await attempt("one-to-one", THURSDAY_4PM)).toEqual({
      status: "refused",
      reason: REASONS.notAllowed,
    });
    expect(await attempt("one-to-one", THURSDAY_4PM, ann)).toEqual({
      status: "refused",
      reason: REASONS.notAllowed,
    });
    expect(await attempt("remote-call", THURSDAY_4PM, ann)).toEqual({
      status: "refused",
      reason: REASONS.notAllowed,
    });
    // The visitor's consultation (Tuesday 3 March, 13:00 Sydney).
    const visitor = await attempt("consultation", new Date("2026-03-03T02:00:00Z"));
    expect(visitor).toMatchObject({
      status: "booked",
      booking: { visitorEmail: "vi@example.com", note: "Knees", memberId: null },
    });
    expect(
      (await bookingsBetween(database.db, NOW, new Date(NOW.getTime() + 48 * HOUR))).map(
        (row) => row.type.id,
      ),
    ).toEqual(["consultation"]);
    // She signs up with that address later and deletes her account: the visitor booking goes too.
    const vi = await createMember(database.db, { name: "Vi", email: "vi@example.com", passwordHash: "x" });
    if (!vi) throw new Error("no member");
    await deleteAccount(database.db, vi, NOW);
    expect(await database.db.select().from(bookings)).toEqual([]);
  });

  it("shows in-person slots in the gym's zone and online ones in hers", async () => {
    const visitor: CalendarViewer = { member: null, entitlements: [] };
    const range = { from: NOW, to: new Date(NOW.getTime() + 7 * 24 * HOUR), viewer: visitor, now: NOW };
    const online = await availableSlots(database.db, {
      ...range,
      typeId: "consultation",
      viewerZone: "Europe/London",
    });
    expect(online.length).toBeGreaterThan(0);
    expect(online[0]?.zone).toBe("Europe/London");
    expect(await availableSlots(database.db, { ...range, typeId: "one-to-one" })).toEqual([]);
    const ann = await client("Ann");
    const gym = await availableSlots(database.db, {
      ...range,
      typeId: "one-to-one",
      viewer: ann,
      viewerZone: "Europe/London",
    });
    expect(gym[0]?.zone).toBe("Australia/Sydney");
    expect(gym.map((slot) => slot.startsAt.toISOString())).toContain(THURSDAY_4PM.toISOString());
  });

  it("cancels a class for everyone with the coach's message, and marks attendance once it started", async () => {
    const [ann, bea] = [await client("Ann"), await client("Bea")];
    // The live class: Wednesday 4 March 2026, 18:00 Sydney.
    const classStart = new Date("2026-03-04T07:00:00Z");
    for (const viewer of [ann, bea])
      expect(
        (
          await book(database.db, {
            typeId: "live-class",
            startsAt: classStart,
            viewer,
            idempotencyKey: randomUUID(),
            now: NOW,
          })
        ).status,
      ).toBe("booked");
    const result = await cancelClass(database.db, {
      typeId: "live-class",
      startsAt: classStart,
      message: "I am unwell, sorry.",
      now: NOW,
    });
    expect(result).toEqual({ cancelled: 2 });
    for (const [typeId, startsAt] of [
      ["no-such-type", classStart],
      ["live-class", new Date(Number.NaN)],
    ] as const)
      expect(await cancelClass(database.db, { typeId, startsAt, message: "x", now: NOW })).toEqual({
        cancelled: 0,
      });
    const sent = await emails("class-cancelled");
    expect(sent.map((email) => email.to).sort()).toEqual([ann.member.email, bea.member.email].sort());
    expect(sent[0]?.text).toContain("I am unwell, sorry.");
    const slots = await availableSlots(database.db, {
      typeId: "live-class",
      from: NOW,
      to: new Date(NOW.getTime() + 8 * 24 * HOUR),
      viewer: ann,
      now: NOW,
    });
    expect(slots.map((slot) => slot.startsAt.toISOString())).not.toContain(classStart.toISOString());

    const held = await book(database.db, {
      typeId: "one-to-one",
      startsAt: THURSDAY_4PM,
      viewer: ann,
      idempotencyKey: randomUUID(),
      now: NOW,
    });
    const id = held.booking?.id ?? "";
    expect(await markAttendance(database.db, id, "attended", NOW)).toEqual({
      status: "refused",
      reason: REASONS.notStarted,
    });
    const after = new Date(THURSDAY_4PM.getTime() + HOUR);
    expect(await markAttendance(database.db, id, "no-show", after)).toMatchObject({
      status: "marked",
      booking: { status: "no-show" },
    });
    expect(await markAttendance(database.db, "nope", "attended", after)).toEqual({ status: "not-found" });
  });
});
