import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  appointmentTypes,
  bookings,
  calendarExceptions,
  outbox,
  SCREENING_QUESTION_IDS,
  workingHours,
} from "~/db/schema";
import { listClientRows } from "~/features/coaching/clients.server";
import { type ScreeningAnswers, saveScreening } from "~/features/coaching/screening.server";
import { action as calendarAction, loader as calendarLoader } from "~/routes/coach/calendar";
import { action as moveAction, loader as moveLoader } from "~/routes/coach/calendar-booking";
import { action as settingsAction } from "~/routes/coach/calendar-settings";
import { loader as homeLoader } from "~/routes/coach/home";
import { outcome, signedIn } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";

// Issue 40 §1-§2 and §5 (h6, decision 0063): the coach's day view shows who is coming with her
// note and health flag; attendance is one post; a no-show puts her in the needs-attention list
// until she comes again; the coach's forms refuse hostile input with a 4xx in plain words.

const NOW = new Date("2026-11-27T03:00:00Z"); // 14:00 Friday 27 November in Sydney
const HOUR = 3_600_000;
const allNo = () => Object.fromEntries(SCREENING_QUESTION_IDS.map((id) => [id, false])) as ScreeningAnswers;

describe("the coach's calendar", () => {
  const { database, app } = useTestApp({ start: NOW });

  async function setUp() {
    const coach = await signedIn(app, { name: "Coach", email: "coach@example.com", role: "coach" });
    const ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    // A "yes" not yet reviewed: she is a client, and flagged.
    await saveScreening(database.db, ann.id, { ...allNo(), joints: true }, "Left knee", NOW);
    await database.db.insert(appointmentTypes).values([
      { id: "one-to-one", name: "1:1 at the gym", minutes: 60, place: "gym", capacity: 1 },
      { id: "live-class", name: "Live class", minutes: 45, place: "online", capacity: 3, kind: "class" },
    ]);
    return { coach, ann };
  }

  async function booking(values: {
    memberId: string;
    typeId?: string;
    startsAt: Date;
    status?: "booked" | "waitlisted";
    note?: string;
  }) {
    const id = randomUUID();
    const minutes = values.typeId === "live-class" ? 45 : 60;
    await database.db.insert(bookings).values({
      id,
      typeId: values.typeId ?? "one-to-one",
      startsAt: values.startsAt,
      endsAt: new Date(values.startsAt.getTime() + minutes * 60_000),
      memberId: values.memberId,
      note: values.note ?? "",
      status: values.status ?? "booked",
      position: values.status === "waitlisted" ? 1 : null,
      idempotencyKey: id,
      uid: `${id}@test`,
    });
    return id;
  }

  const post = (cookie: string, form: Record<string, string | string[]>, path = "/coach/calendar") =>
    outcome(() => calendarAction(app.args(path, { cookie, form }) as Args<typeof calendarAction>));
  const settings = (cookie: string, form: Record<string, string | string[]>) =>
    outcome(() =>
      settingsAction(app.args("/coach/calendar/settings", { cookie, form }) as Args<typeof settingsAction>),
    );

  it("shows who is coming on the day, with her note and health flag, and counts a class's places", async () => {
    const { coach, ann } = await setUp();
    const bea = await signedIn(app, { name: "Bea", email: "bea@example.com" });
    await booking({ memberId: ann.id, startsAt: new Date(NOW.getTime() - HOUR), note: "Knee is better" });
    const classAt = new Date(NOW.getTime() + 4 * HOUR);
    await booking({ memberId: ann.id, typeId: "live-class", startsAt: classAt });
    await booking({ memberId: bea.id, typeId: "live-class", startsAt: classAt, status: "waitlisted" });

    const page = await outcome(() =>
      calendarLoader(app.args("/coach/calendar", { cookie: coach.cookie }) as Args<typeof calendarLoader>),
    );
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof calendarLoader>>;
    expect(data.view).toEqual({ mode: "day", day: "2026-11-27" });
    const [today] = data.days;
    expect(today?.slots.map((slot) => slot.typeName)).toEqual(["1:1 at the gym", "Live class"]);
    expect(today?.slots[0]?.people[0]).toMatchObject({
      name: "Ann",
      note: "Knee is better",
      healthFlag: "Health check: yes, not reviewed",
      canMark: true,
    });
    expect(today?.slots[1]).toMatchObject({ taken: 1, capacity: 3 });
    expect(today?.slots[1]?.waitlist.map((person) => person.name)).toEqual(["Bea"]);

    // A member is not the coach: the page is refused.
    const refused = await outcome(() =>
      calendarLoader(app.args("/coach/calendar", { cookie: ann.cookie }) as Args<typeof calendarLoader>),
    );
    expect(refused.status).toBe(403);
  });

  it("counts a member whose only sign is a booking as a new client, saying she booked", async () => {
    const { ann } = await setUp();
    const bea = await signedIn(app, { name: "Bea", email: "bea@example.com" });
    expect((await listClientRows(database.db, NOW)).map((row) => row.name)).toEqual(["Ann"]);
    await booking({ memberId: bea.id, startsAt: new Date(NOW.getTime() + 26 * HOUR) });
    const rows = await listClientRows(database.db, NOW);
    expect(rows.map((row) => row.name).sort()).toEqual(["Ann", "Bea"]);
    expect(rows.find((row) => row.id === bea.id)?.newSigns).toEqual(["booking"]);
    expect(rows.find((row) => row.id === ann.id)?.newSigns).toEqual(["screening"]);
  });

  it("marks attendance in one post; a no-show is in the needs-attention list until she attends again", async () => {
    const { coach, ann } = await setUp();
    const past = await booking({ memberId: ann.id, startsAt: new Date(NOW.getTime() - 2 * HOUR) });
    const later = await booking({ memberId: ann.id, startsAt: new Date(NOW.getTime() + 2 * HOUR) });

    expect(
      (await post(coach.cookie, { intent: "attendance", bookingId: later, status: "attended" })).status,
    ).toBe(409);
    expect(
      (await post(coach.cookie, { intent: "attendance", bookingId: "no-such", status: "no-show" })).status,
    ).toBe(404);
    expect(
      (await post(coach.cookie, { intent: "attendance", bookingId: past, status: "maybe" })).status,
    ).toBe(400);
    expect(
      (await post(ann.cookie, { intent: "attendance", bookingId: past, status: "attended" })).status,
    ).toBe(403);

    const marked = await post(coach.cookie, { intent: "attendance", bookingId: past, status: "no-show" });
    expect(marked).toMatchObject({ status: 200, data: { done: "Marked as a no-show." } });
    const [row] = await listClientRows(database.db, NOW);
    expect(row?.reasons).toContain("missed");
    const home = await outcome(() =>
      homeLoader(app.args("/coach", { cookie: coach.cookie }) as Args<typeof homeLoader>),
    );
    const needing = (home.data as Awaited<ReturnType<typeof homeLoader>>).needing;
    expect(needing.find((client) => client.name === "Ann")?.reasons).toContain("missed");

    // She comes to the next one: the no-show is history, not news.
    app.advance(3 * HOUR);
    expect(
      (await post(coach.cookie, { intent: "attendance", bookingId: later, status: "attended" })).status,
    ).toBe(200);
    const [after] = await listClientRows(database.db, app.clock.now);
    expect(after?.reasons).not.toContain("missed");
  });

  it("blocks time and cancels a class with a message, refusing a past day", async () => {
    const { coach, ann } = await setUp();
    expect((await post(coach.cookie, { intent: "block", day: "2026-11-26", reason: "Dentist" })).status).toBe(
      422,
    );
    expect(
      (await post(coach.cookie, { intent: "block", day: "2026-11-28", start: "12:00", end: "10:00" })).status,
    ).toBe(400);
    expect(
      (
        await post(coach.cookie, {
          intent: "block",
          day: "2026-11-28",
          start: "10:00",
          end: "12:00",
          reason: "Dentist",
        })
      ).status,
    ).toBe(200);
    const blocks = await database.db.select().from(calendarExceptions);
    expect(blocks).toMatchObject([{ day: "2026-11-28", start: "10:00", end: "12:00", reason: "Dentist" }]);

    const classAt = new Date(NOW.getTime() + 24 * HOUR);
    const held = await booking({ memberId: ann.id, typeId: "live-class", startsAt: classAt });
    const form = { intent: "cancel-class", typeId: "live-class", startsAt: classAt.toISOString() };
    expect((await post(coach.cookie, { ...form, message: "" })).status).toBe(400);
    // An unknown class, or a time long gone: nothing to cancel, never a 500.
    expect((await post(coach.cookie, { ...form, typeId: "<script>", message: "m" })).status).toBe(404);
    expect(
      (await post(coach.cookie, { ...form, startsAt: "2001-01-01T09:00:00Z", message: "m" })).status,
    ).toBe(409);
    expect((await post(coach.cookie, { ...form, message: "I am unwell, sorry!" })).status).toBe(200);
    const [cancelled] = await database.db.select().from(bookings).where(eq(bookings.id, held));
    expect(cancelled).toMatchObject({ status: "cancelled", cancelledReason: "I am unwell, sorry!" });

    // Another booking id than one that exists: a 404, never a 500.
    const missing = await outcome(() =>
      moveLoader(
        app.args("/coach/calendar/bookings/nope", {
          cookie: coach.cookie,
          params: { bookingId: "nope" },
        }) as Args<typeof moveLoader>,
      ),
    );
    expect(missing.status).toBe(404);
    // A NUL byte in the address (npm run hostile found it a 500): a 404 too, and so is a move.
    const nul = await outcome(() =>
      moveLoader(
        app.args("/coach/calendar/bookings/%00", {
          cookie: coach.cookie,
          params: { bookingId: "\u0000" },
        }) as Args<typeof moveLoader>,
      ),
    );
    expect(nul.status).toBe(404);
  });

  it("refuses hostile offers and hours with a 4xx in plain words", async () => {
    const { coach } = await setUp();
    const type = {
      intent: "save-type",
      id: "one-to-one",
      name: "1:1 at the gym",
      minutes: "60",
      place: "gym",
      capacity: "1",
      audience: "clients",
      bufferMinutes: "15",
      noticeHours: "12",
      horizonDays: "28",
      cutoffHours: "24",
      policyText: "",
      kind: "appointment",
      active: "on",
    };
    for (const capacity of ["0", "10000", "2.5", "lots"]) {
      const refused = await settings(coach.cookie, { ...type, capacity });
      expect(refused.status, capacity).toBe(400);
      expect(JSON.stringify(refused.data)).toContain("capacity");
      expect(JSON.stringify(refused.data)).not.toMatch(/zod|Expected|invalid_type/);
    }
    expect((await settings(coach.cookie, { ...type, capacity: "8" })).status).toBe(200);
    const [saved] = await database.db
      .select()
      .from(appointmentTypes)
      .where(eq(appointmentTypes.id, "one-to-one"));
    expect(saved?.capacity).toBe(8);
    // A new offer: a short name no other offer has.
    const added = { ...type, intent: "add-type", id: "morning-stretch", name: "Morning stretch" };
    expect((await settings(coach.cookie, added)).status).toBe(200);
    expect((await settings(coach.cookie, added)).status).toBe(409);
    expect((await settings(coach.cookie, { ...added, id: "Not A Slug!" })).status).toBe(400);

    const week = { intent: "save-hours", place: "gym", validFrom: "2026-11-30" };
    const overlapping = await settings(coach.cookie, {
      ...week,
      weekday: ["1", "1"],
      start: ["09:00", "11:00"],
      end: ["12:00", "13:00"],
    });
    expect(overlapping.status).toBe(400);
    expect(JSON.stringify(overlapping.data)).toContain("overlap");
    expect(
      (
        await settings(coach.cookie, {
          ...week,
          validFrom: "2026-11-01",
          weekday: "1",
          start: "09:00",
          end: "12:00",
        })
      ).status,
    ).toBe(422);
    // Empty lines are not windows.
    const saved2 = await settings(coach.cookie, {
      ...week,
      weekday: ["1", "3", "5"],
      start: ["09:00", "", "16:00"],
      end: ["12:00", "", "19:00"],
    });
    expect(saved2.status).toBe(200);
    expect(
      (await database.db.select().from(workingHours)).map((row) => [row.weekday, row.start, row.end]),
    ).toEqual([
      [1, "09:00", "12:00"],
      [5, "16:00", "19:00"],
    ]);

    // Class times: only for a class, never in the past.
    const classTime = { intent: "add-class-time", typeId: "live-class", repeat: "weekly", time: "18:00" };
    expect((await settings(coach.cookie, { ...classTime, day: "2026-11-20" })).status).toBe(422);
    expect(
      (await settings(coach.cookie, { ...classTime, typeId: "one-to-one", day: "2026-12-01" })).status,
    ).toBe(422);
    expect((await settings(coach.cookie, { ...classTime, day: "2026-12-01" })).status).toBe(200);
    expect((await settings(coach.cookie, { intent: "remove-exception", id: "99999999999" })).status).toBe(
      400,
    );
    expect((await settings(coach.cookie, { intent: "nonsense" })).status).toBe(400);
  });

  it("moves a booking to a free time of her hours, refusing one that is not free, and emails her", async () => {
    const { coach, ann } = await setUp();
    const week = ["0", "1", "2", "3", "4", "5", "6"];
    const hours = await settings(coach.cookie, {
      intent: "save-hours",
      place: "gym",
      validFrom: "2026-11-27",
      weekday: week,
      start: week.map(() => "09:00"),
      end: week.map(() => "17:00"),
    });
    expect(hours.status).toBe(200);
    const held = await booking({ memberId: ann.id, startsAt: new Date("2026-11-27T23:00:00Z") }); // Sat 10:00
    const path = `/coach/calendar/bookings/${held}`;
    const page = await outcome(() =>
      moveLoader(
        app.args(path, { cookie: coach.cookie, params: { bookingId: held } }) as Args<typeof moveLoader>,
      ),
    );
    const move = page.data as Awaited<ReturnType<typeof moveLoader>>;
    expect(move.booking).toMatchObject({ who: "Ann", movable: true });
    const free = move.free.flatMap((day) => day.times.map((time) => time.value));
    expect(free.length).toBeGreaterThan(0);
    expect(free).not.toContain("2026-11-27T23:00:00.000Z");

    const send = (startsAt: string) =>
      outcome(() =>
        moveAction(
          app.args(path, {
            cookie: coach.cookie,
            params: { bookingId: held },
            form: { intent: "move", startsAt },
          }) as Args<typeof moveAction>,
        ),
      );
    // 03:00 at night is outside her hours: not free.
    expect((await send("2026-11-28T16:00:00.000Z")).status).toBe(409);
    const chosen = free[free.length - 1] as string;
    expect((await send(chosen)).status).toBe(200);
    const [moved] = await database.db.select().from(bookings).where(eq(bookings.id, held));
    expect(moved?.startsAt.toISOString()).toBe(chosen);
    expect(moved?.sequence).toBe(1);
    expect((await database.db.select().from(outbox)).length).toBe(1);
    // A member cannot open it.
    const refused = await outcome(() =>
      moveLoader(
        app.args(path, { cookie: ann.cookie, params: { bookingId: held } }) as Args<typeof moveLoader>,
      ),
    );
    expect(refused.status).toBe(403);
  });
});
