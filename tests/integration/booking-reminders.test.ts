import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { appointmentTypes, bookings } from "~/db/schema";
import { feedCalendar, feedOwner, makeFeedLink } from "~/features/booking/feeds.server";
import { myCalendar, videoLinkFor } from "~/features/booking/my-calendar.server";
import { MINUTE, MONDAY, type Person, useRemindersSuite } from "../helpers/reminders-suite";
import { TEST_SECRET } from "../helpers/test-app";

// Issue 40 §4: reminders 24 h and 1 h before, each once; the private feed's token and its
// revocation; a live class's link only for the booked, from 15 minutes before.

const HOUR = 60 * MINUTE;
/** Wednesday 4 March 2026, 10:00 in London (GMT). */
const SESSION = MONDAY + 2 * 24 * HOUR + 10 * HOUR;
const VIDEO = "https://video.example/live-class";
const eqId = (id: string) => eq(bookings.id, id);

async function seedTypes(db: Database) {
  await db
    .insert(appointmentTypes)
    .values([
      { id: "one-to-one", name: "1:1 session", minutes: 60, place: "gym", capacity: 1 },
      {
        id: "live-class",
        name: "Live class",
        minutes: 45,
        place: "online",
        capacity: 20,
        kind: "class",
        videoUrl: VIDEO,
      },
    ])
    .onConflictDoNothing();
}

async function seedBooking(db: Database, who: Person, typeId: string, startsAt: number, createdAt: number) {
  const id = randomUUID();
  await db.insert(bookings).values({
    id,
    typeId,
    startsAt: new Date(startsAt),
    endsAt: new Date(startsAt + 60 * MINUTE),
    memberId: who.id,
    status: "booked",
    idempotencyKey: randomUUID(),
    uid: `${id}@wellness-beyond-50`,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
  return id;
}

describe("booking reminders, feeds and the live class's link", () => {
  const { database, ann, bea, run, tick, remindSettings, emails, pushes, addDevice } = useRemindersSuite();

  it("reminds her 24 h and 1 h before, once each, however many ticks and instances", async () => {
    await seedTypes(database.db);
    await remindSettings(ann, { channel: "both" });
    const phone = await addDevice(ann);
    const id = await seedBooking(database.db, ann, "one-to-one", SESSION, MONDAY);
    // Every 15 minutes through the day before, each tick twice (two instances).
    for (let at = SESSION - 25 * HOUR; at < SESSION; at += 15 * MINUTE) {
      await tick(at);
      await tick(at);
    }
    const sent = await emails("reminder:booking:");
    expect(sent.map((row) => [row.dedupeKey, row.createdAt.toISOString()])).toEqual([
      [`reminder:booking:${id}:0:24h`, "2026-03-03T10:00:00.000Z"],
      [`reminder:booking:${id}:0:1h`, "2026-03-04T09:00:00.000Z"],
    ]);
    expect(sent[0]?.subject).toMatch(
      /^Tomorrow: 1:1 session, Wednesday 4 March 2026, 9:00 pm \(Sydney time\)$/,
    );
    expect(sent[0]?.text).toContain("/reminders/off?token=");
    expect((await pushes("reminder:booking:")).map((row) => row.dedupeKey).sort()).toEqual(
      [`reminder:booking:${id}:0:24h:${phone}`, `reminder:booking:${id}:0:1h:${phone}`].sort(),
    );
  });

  it("sends nothing with reminders off, for a cancelled booking, or in her quiet hours", async () => {
    await seedTypes(database.db);
    // Bea's reminders are off (no settings): nothing.
    await seedBooking(database.db, bea, "one-to-one", SESSION, MONDAY);
    // Ann's 06:30 session: its 1 h reminder would be at 05:30, in quiet hours.
    await remindSettings(ann);
    const early = MONDAY + 2 * 24 * HOUR + 6 * HOUR + 30 * MINUTE;
    const id = await seedBooking(database.db, ann, "one-to-one", early, MONDAY);
    const cancelled = await seedBooking(database.db, ann, "one-to-one", SESSION, MONDAY);
    await database.db.update(bookings).set({ status: "cancelled" }).where(eqId(cancelled));
    await run(SESSION - 25 * HOUR, SESSION, 15);
    expect((await emails("reminder:booking:")).map((row) => row.dedupeKey)).toEqual([
      `reminder:booking:${id}:0:24h`,
    ]);
  });

  it("a feed link opens her bookings until she makes a new one; the old token is then nothing", async () => {
    await seedTypes(database.db);
    await seedBooking(database.db, ann, "one-to-one", SESSION, MONDAY);
    const now = new Date(MONDAY + 9 * HOUR);
    const first = await makeFeedLink(database.db, TEST_SECRET, ann.id, now);
    const token = (path: string) => new URL(path, "https://app.example").searchParams.get("token") ?? "";
    const owner = await feedOwner(database.db, token(first));
    expect(owner?.memberId).toBe(ann.id);
    const text = await feedCalendar(database.db, owner ?? { memberId: "", name: "", role: "" }, now);
    expect(text).toContain("METHOD:PUBLISH");
    expect(text).toContain("SUMMARY:1:1 session with");
    // Her calendar page shows the same link again.
    const page = await myCalendar(database.db, {
      viewer: { member: ann, entitlements: [] },
      now,
      secret: TEST_SECRET,
    });
    expect(page.feedPath).toBe(first);

    const second = await makeFeedLink(database.db, TEST_SECRET, ann.id, new Date(now.getTime() + MINUTE));
    expect(second).not.toBe(first);
    expect(await feedOwner(database.db, token(first))).toBeNull();
    expect((await feedOwner(database.db, token(second)))?.memberId).toBe(ann.id);
    // Nothing that is not a token reaches the database as one.
    expect(await feedOwner(database.db, "")).toBeNull();
    expect(await feedOwner(database.db, `${token(second)}x`)).toBeNull();
    // Bea's feed has none of Ann's bookings.
    const beas = await feedOwner(
      database.db,
      token(await makeFeedLink(database.db, TEST_SECRET, bea.id, now)),
    );
    expect(await feedCalendar(database.db, beas ?? { memberId: "", name: "", role: "" }, now)).not.toContain(
      "BEGIN:VEVENT",
    );
  });

  it("shows a live class's link only to the booked, from 15 minutes before the start", async () => {
    await seedTypes(database.db);
    await seedBooking(database.db, ann, "live-class", SESSION, MONDAY);
    const at = async (who: Person, offset: number) => {
      const page = await myCalendar(database.db, {
        viewer: { member: who, entitlements: [] },
        now: new Date(SESSION + offset),
        secret: TEST_SECRET,
      });
      return page.upcoming.map((booking) => booking.videoUrl);
    };
    expect(await at(ann, -16 * MINUTE)).toEqual([null]);
    expect(await at(ann, -15 * MINUTE)).toEqual([VIDEO]);
    expect(await at(ann, 30 * MINUTE)).toEqual([VIDEO]);
    // Bea is not booked: the link is in nothing she is sent.
    expect(JSON.stringify(await at(bea, 0))).not.toContain(VIDEO);
    // A waitlist place or a cancelled booking never shows it.
    const slot = { startsAt: new Date(SESSION), endsAt: new Date(SESSION + HOUR), type: { videoUrl: VIDEO } };
    expect(videoLinkFor({ ...slot, status: "waitlisted" }, new Date(SESSION))).toBeNull();
    expect(videoLinkFor({ ...slot, status: "cancelled" }, new Date(SESSION))).toBeNull();
  });
});
