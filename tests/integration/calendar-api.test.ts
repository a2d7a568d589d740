import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { seedCalendarDefaults, setCoachingPlans } from "~/features/calendar/schedule.server";
import { action as bookAction } from "~/routes/calendar-api/book";
import { loader as slotsLoader } from "~/routes/calendar-api/slots";
import { createTestApp, outcome, signedIn } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

/** Monday 2 March 2026, 20:00 in Sydney; the consultation Tuesday 13:00 Sydney is open. */
const NOW = new Date("2026-03-02T09:00:00Z");
const TUESDAY_1PM = "2026-03-03T02:00:00.000Z";

describe("the booking endpoints", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    await seedCalendarDefaults(database.db);
    app = createTestApp(database, NOW);
  });

  const post = (form: Record<string, string>, cookie?: string) =>
    outcome(() => bookAction(app.args("/calendar/api/book", { form, cookie }) as Args<typeof bookAction>));

  it("books a visitor's consultation once for a double submit, and answers hostile forms with a 4xx", async () => {
    const visitor = {
      typeId: "consultation",
      startsAt: TUESDAY_1PM,
      idempotencyKey: "key-0001-visitor",
      name: "Vi",
      email: "vi@example.com",
    };
    const [first, second] = await Promise.all([post(visitor), post(visitor)]);
    expect(first).toMatchObject({ status: 201, data: { status: "booked" } });
    expect(second.data).toEqual(first.data);
    const hostile: Record<string, string>[] = [
      {},
      { ...visitor, startsAt: "yesterday" },
      { ...visitor, startsAt: "2020-01-01T00:00:00Z", idempotencyKey: "key-0002-visitor" },
      { ...visitor, typeId: "x".repeat(5000) },
      { ...visitor, typeId: "one-to-one", idempotencyKey: "key-0003-visitor" },
      { ...visitor, idempotencyKey: "'; drop table bookings; --" },
      { ...visitor, email: "not an email", idempotencyKey: "key-0004-visitor" },
    ];
    for (const form of hostile) {
      const answer = await post(form);
      expect(answer.status, JSON.stringify(form).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });

  it("shows a client the slots of her plan in her zone, and nothing of a plan she is not on", async () => {
    const ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    const slots = (typeId: string, zone = "") =>
      outcome(() =>
        slotsLoader(
          app.args(`/calendar/api/slots?typeId=${typeId}&days=7&zone=${zone}`, {
            cookie: ann.cookie,
          }) as Args<typeof slotsLoader>,
        ),
      );
    expect((await slots("remote-call")).data).toEqual({ slots: [] });
    await setCoachingPlans(database.db, ann.id, ["remote"], NOW);
    const remote = (await slots("remote-call", "Europe/London")).data as { slots: { zone: string }[] };
    expect(remote.slots.length).toBeGreaterThan(0);
    expect(remote.slots[0]?.zone).toBe("Europe/London");
    expect((await slots("../etc")).status).toBe(400);
    const booked = await post(
      {
        typeId: "remote-call",
        startsAt: (remote.slots[0] as unknown as { startsAt: string }).startsAt,
        idempotencyKey: "key-0005-ann",
      },
      ann.cookie,
    );
    expect(booked).toMatchObject({ status: 201, data: { status: "booked" } });
  });
});
