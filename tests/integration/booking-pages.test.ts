import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outbox } from "~/db/schema";
import { formatWhen } from "~/features/booking/when";
import { seedCalendarDefaults, setCoachingPlans } from "~/features/calendar/schedule.server";
import { action as bookAction, loader as bookLoader } from "~/routes/booking/book";
import { action as calendarAction, loader as calendarLoader } from "~/routes/booking/calendar";
import { loader as feedLoader } from "~/routes/booking/feed";
import { action as manageAction, loader as manageLoader } from "~/routes/booking/manage";
import { outcome, signedIn } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";

// Issue 40 §3: the booking pages as a visitor and a client reach them. Hostile input is a 4xx,
// never a 5xx; another person's booking is a 404; a double tap books once.

/** Monday 1 June 2026, 09:00 in Sydney: the gym is open, the consultation takes bookings. */
const START = new Date("2026-05-31T23:00:00Z");

describe("the booking pages", () => {
  const { database, app } = useTestApp({ start: START });

  const visitorArgs = (form?: Record<string, string>, path = "/book/consultation") =>
    app.args(path, { form, params: { typeId: path.split("/")[2] ?? "" } });
  const firstSlot = async (typeId = "consultation", cookie?: string) => {
    const page = (await bookLoader(
      app.args(`/book/${typeId}`, { cookie, params: { typeId } }) as Args<typeof bookLoader>,
    )) as Awaited<ReturnType<typeof bookLoader>>;
    const slot = page.days[0]?.slots[0];
    if (!slot) throw new Error("no free time");
    return { slot, key: page.idempotencyKey };
  };

  /** Rosa, a visitor, books the consultation at `startsAt`: the link in her confirmation. */
  const rosaBooks = async (startsAt: string, idempotencyKey: string) => {
    const form = { intent: "book", typeId: "consultation", startsAt, idempotencyKey };
    const person = { name: "Rosa", email: "rosa@example.com" };
    await outcome(() => bookAction(visitorArgs({ ...form, ...person }) as Args<typeof bookAction>));
    const [email] = await database.db.select().from(outbox);
    const link = email?.text.match(/\/book\/manage\?b=[^\s]+/)?.[0];
    if (!link) throw new Error("no link in the confirmation");
    return new URL(link, "http://localhost");
  };

  it("a visitor books the consultation once, however often the form is sent", async () => {
    await seedCalendarDefaults(database.db);
    const { slot, key } = await firstSlot();
    const form = {
      intent: "book",
      typeId: "consultation",
      startsAt: slot.startsAt,
      idempotencyKey: key,
      name: "Rosa",
      email: "rosa@example.com",
      phone: "0400 000 000",
      note: "Knees",
    };
    const first = await outcome(() => bookAction(visitorArgs(form) as Args<typeof bookAction>));
    const again = await outcome(() => bookAction(visitorArgs(form) as Args<typeof bookAction>));
    expect(first.status).toBe(200);
    expect(again.data).toEqual(first.data);
    const rows = await database.db.select().from(bookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ visitorName: "Rosa", visitorEmail: "rosa@example.com", note: "Knees" });
    expect(await database.db.select().from(outbox).where(eq(outbox.kind, "booking-confirmed"))).toHaveLength(
      1,
    );
  });

  it("hostile input is a 4xx with the words, never a 5xx", async () => {
    await seedCalendarDefaults(database.db);
    const { slot, key } = await firstSlot();
    const good = {
      intent: "book",
      typeId: "consultation",
      startsAt: slot.startsAt,
      idempotencyKey: key,
      name: "Rosa",
      email: "rosa@example.com",
    };
    const cases: Record<string, string>[] = [
      { ...good, startsAt: "2020-01-01T00:00:00Z" },
      { ...good, startsAt: "not a date" },
      { ...good, startsAt: "9999-12-31T23:59:59Z" },
      { ...good, startsAt: new Date(START.getTime() + 60_000).toISOString() },
      { ...good, idempotencyKey: "x" },
      { ...good, email: "not-an-email" },
      { ...good, name: "" },
      { ...good, name: "R".repeat(5000) },
      { ...good, phone: "<script>" },
      { ...good, typeId: "one-to-one" },
      { ...good, intent: "reschedule" },
      {},
    ];
    for (const form of cases) {
      const answer = await outcome(() => bookAction(visitorArgs(form) as Args<typeof bookAction>));
      expect(answer.status, JSON.stringify(form).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(form).slice(0, 120)).toBeLessThan(500);
    }
    expect(await database.db.select().from(bookings)).toHaveLength(0);
    // A type that does not exist is a 404; one only for clients sends a visitor to log in.
    expect(
      (await outcome(() => bookLoader(visitorArgs(undefined, "/book/nope") as Args<typeof bookLoader>)))
        .status,
    ).toBe(404);
    const clientsOnly = await outcome(() =>
      bookLoader(visitorArgs(undefined, "/book/one-to-one") as Args<typeof bookLoader>),
    );
    expect(clientsOnly.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("another person's booking is a 404; a bad feed token is a 404", async () => {
    await seedCalendarDefaults(database.db);
    const ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    const bea = await signedIn(app, { name: "Bea", email: "bea@example.com" });
    const { slot, key } = await firstSlot("consultation", ann.cookie);
    const booked = await outcome(() =>
      bookAction(
        app.args("/book/consultation", {
          cookie: ann.cookie,
          params: { typeId: "consultation" },
          form: { intent: "book", typeId: "consultation", startsAt: slot.startsAt, idempotencyKey: key },
        }) as Args<typeof bookAction>,
      ),
    );
    expect(booked.status).toBe(200);
    const [row] = await database.db.select().from(bookings);
    if (!row) throw new Error("no booking");
    for (const bookingId of [row.id, "nope", "x".repeat(500), "1 or 1=1"]) {
      const cancel = await outcome(() =>
        calendarAction(
          app.args("/calendar", { cookie: bea.cookie, form: { intent: "cancel", bookingId } }) as Args<
            typeof calendarAction
          >,
        ),
      );
      expect(cancel.status, bookingId.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(cancel.status).toBeLessThan(500);
    }
    const move = await outcome(() =>
      bookAction(
        app.args("/book/consultation", {
          cookie: bea.cookie,
          params: { typeId: "consultation" },
          form: { intent: "reschedule", bookingId: row.id, startsAt: slot.startsAt },
        }) as Args<typeof bookAction>,
      ),
    );
    expect(move.status).toBe(404);
    // Bea's page does not list Ann's booking; Ann's does, and she may cancel it.
    const beas = (await calendarLoader(
      app.args("/calendar", { cookie: bea.cookie }) as Args<typeof calendarLoader>,
    )) as {
      upcoming: unknown[];
    };
    expect(beas.upcoming).toEqual([]);
    const cancel = await outcome(() =>
      calendarAction(
        app.args("/calendar", { cookie: ann.cookie, form: { intent: "cancel", bookingId: row.id } }) as Args<
          typeof calendarAction
        >,
      ),
    );
    expect(cancel.status).toBe(200);
    for (const token of ["", "nope", "A".repeat(43), "../../etc"]) {
      const feed = await outcome(() =>
        feedLoader(
          app.args(`/calendar/feed.ics?token=${encodeURIComponent(token)}`) as Args<typeof feedLoader>,
        ),
      );
      expect(feed.status).toBe(404);
    }
  });

  it("a client moves her small-group session before the cut-off: one booking, a new time, the change emailed", async () => {
    await seedCalendarDefaults(database.db);
    const ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
    await setCoachingPlans(database.db, ann.id, ["face-to-face"], app.clock.now);
    const page = (await bookLoader(
      app.args("/book/small-group", { cookie: ann.cookie, params: { typeId: "small-group" } }) as Args<
        typeof bookLoader
      >,
    )) as Awaited<ReturnType<typeof bookLoader>>;
    const [first, second] = page.days.flatMap((day) => day.slots);
    if (!first || !second) throw new Error("no free times");
    const post = (form: Record<string, string>) =>
      outcome(() =>
        bookAction(
          app.args("/book/small-group", {
            cookie: ann.cookie,
            params: { typeId: "small-group" },
            form,
          }) as Args<typeof bookAction>,
        ),
      );
    expect(
      (
        await post({
          intent: "book",
          typeId: "small-group",
          startsAt: first.startsAt,
          idempotencyKey: page.idempotencyKey,
        })
      ).status,
    ).toBe(200);
    const [row] = await database.db.select().from(bookings);
    if (!row) throw new Error("no booking");
    const moved = await post({ intent: "reschedule", bookingId: row.id, startsAt: second.startsAt });
    expect(moved.location).toBe("/calendar?moved=1");
    const [after] = await database.db.select().from(bookings);
    expect(after?.startsAt.toISOString()).toBe(second.startsAt);
    expect(after?.sequence).toBe(1);
    expect((await database.db.select().from(outbox)).map((email) => email.kind).sort()).toEqual([
      "booking-changed",
      "booking-confirmed",
    ]);
  });

  it("a visitor's online time is said in her zone on the page, in her confirmation and on her booking's page", async () => {
    // Decision 0096: her browser names New York; the gym is in Sydney.
    await seedCalendarDefaults(database.db);
    const path = "/book/consultation?tz=America%2FNew_York";
    const page = (await bookLoader(
      app.args(path, { params: { typeId: "consultation" } }) as Args<typeof bookLoader>,
    )) as Awaited<ReturnType<typeof bookLoader>>;
    expect(page.zoneName).toBe("New York time");
    const slot = page.days[0]?.slots[0];
    if (!slot) throw new Error("no free time");
    const form = { intent: "book", typeId: "consultation", startsAt: slot.startsAt };
    const person = { name: "Rosa", email: "rosa@example.com", idempotencyKey: page.idempotencyKey };
    const booked = await outcome(() =>
      bookAction(
        app.args(path, { form: { ...form, ...person }, params: { typeId: "consultation" } }) as Args<
          typeof bookAction
        >,
      ),
    );
    expect(booked.status).toBe(200);
    const said = formatWhen(new Date(slot.startsAt), "America/New_York");
    expect(said).toContain("(New York time)");
    expect(JSON.stringify(booked.data)).toContain(said);

    const [email] = await database.db.select().from(outbox).where(eq(outbox.kind, "booking-confirmed"));
    expect(email?.text).toContain(said);
    const link = email?.text.match(/\/book\/manage\?b=[^\s]+/)?.[0] ?? "";
    const manage = await outcome(() => manageLoader(app.args(link) as Args<typeof manageLoader>));
    expect(manage.data).toMatchObject({ when: said });

    // Without a zone from her browser, every one of them says the gym's.
    const [row] = await database.db.select().from(bookings);
    expect(row?.visitorZone).toBe("America/New_York");
    await database.db.update(bookings).set({ visitorZone: null });
    const gyms = await outcome(() => manageLoader(app.args(link) as Args<typeof manageLoader>));
    expect(gyms.data).toMatchObject({ when: formatWhen(new Date(slot.startsAt), "Australia/Sydney") });
  });

  it("a visitor cancels from the link in her confirmation; a made-up link is a 404", async () => {
    await seedCalendarDefaults(database.db);
    const { slot, key } = await firstSlot();
    const page = await rosaBooks(slot.startsAt, key);
    const link = page.pathname + page.search;
    const bookingId = page.searchParams.get("b") ?? "";
    const token = page.searchParams.get("token") ?? "";
    const opened = await outcome(() => manageLoader(app.args(link) as Args<typeof manageLoader>));
    expect(opened.status).toBe(200);
    expect(opened.data).toMatchObject({ status: "booked", changeable: true });
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const form of [
      { bookingId, token: forged },
      { bookingId: "nope", token },
      { bookingId, token: "" },
    ]) {
      const refused = await outcome(() =>
        manageAction(app.args("/book/manage", { form }) as Args<typeof manageAction>),
      );
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
    const cancel = await outcome(() =>
      manageAction(app.args("/book/manage", { form: { bookingId, token } }) as Args<typeof manageAction>),
    );
    expect(cancel.status).toBe(200);
    const [row] = await database.db.select().from(bookings);
    expect(row?.status).toBe("cancelled");
  });

  it("a visitor moves her booking from the link in her confirmation: one booking, a new time, the change emailed", async () => {
    await seedCalendarDefaults(database.db);
    const { key } = await firstSlot();
    const page = (await bookLoader(
      app.args("/book/consultation", { params: { typeId: "consultation" } }) as Args<typeof bookLoader>,
    )) as Awaited<ReturnType<typeof bookLoader>>;
    const [first, second, third] = page.days.flatMap((day) => day.slots);
    if (!first || !second || !third) throw new Error("no free times");
    const link = await rosaBooks(first.startsAt, key);
    const bookingId = link.searchParams.get("b") ?? "";
    const token = link.searchParams.get("token") ?? "";

    // Her page offers the move, to the type's times with her link's token.
    const manage = (await manageLoader(
      app.args(link.pathname + link.search) as Args<typeof manageLoader>,
    )) as {
      moveHref: string;
    };
    const times = new URL(manage.moveHref, "http://localhost");
    expect(times.pathname).toBe("/book/consultation");
    const moving = (await bookLoader(
      app.args(times.pathname + times.search, { params: { typeId: "consultation" } }) as Args<
        typeof bookLoader
      >,
    )) as Awaited<ReturnType<typeof bookLoader>>;
    expect(moving).toMatchObject({ rescheduleId: bookingId, moveToken: token });
    // A made-up token is no move: the page only books afresh.
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const notMoving = (await bookLoader(
      app.args(`/book/consultation?reschedule=${bookingId}&token=${forged}`, {
        params: { typeId: "consultation" },
      }) as Args<typeof bookLoader>,
    )) as Awaited<ReturnType<typeof bookLoader>>;
    expect(notMoving).toMatchObject({ rescheduleId: null, moveToken: null });

    const move = (form: Record<string, string>) =>
      outcome(() =>
        bookAction(
          visitorArgs({ intent: "reschedule", bookingId, startsAt: second.startsAt, ...form }) as Args<
            typeof bookAction
          >,
        ),
      );
    for (const refused of [
      await move({ token: forged }),
      await move({ token: "" }),
      await move({ token, bookingId: "nope" }),
    ])
      expect(refused.status).toBe(404);
    const moved = await move({ token });
    expect(moved.location).toBe(`/book/manage?b=${bookingId}&token=${token}&moved=1`);
    const rows = await database.db.select().from(bookings);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.startsAt.toISOString()).toBe(second.startsAt);
    const changed = await database.db.select().from(outbox).where(eq(outbox.kind, "booking-changed"));
    expect(changed).toHaveLength(1);
    expect(changed[0]?.text).toContain(`/book/manage?b=${bookingId}`);
    const after = await outcome(() =>
      manageLoader(app.args(moved.location ?? "") as Args<typeof manageLoader>),
    );
    expect(after.data).toMatchObject({ status: "booked", moved: true });

    // Since then she made an account, and moves it again from the same link, signed in.
    const rosa = await signedIn(app, { name: "Rosa", email: "rosa.account@example.com" });
    const signedInPage = (await bookLoader(
      app.args(times.pathname + times.search, {
        cookie: rosa.cookie,
        params: { typeId: "consultation" },
      }) as Args<typeof bookLoader>,
    )) as Awaited<ReturnType<typeof bookLoader>>;
    expect(signedInPage).toMatchObject({ rescheduleId: bookingId, moveToken: token });
    const again = await outcome(() =>
      bookAction(
        app.args("/book/consultation", {
          cookie: rosa.cookie,
          params: { typeId: "consultation" },
          form: { intent: "reschedule", bookingId, startsAt: third.startsAt, token },
        }) as Args<typeof bookAction>,
      ),
    );
    expect(again.location).toBe(`/book/manage?b=${bookingId}&token=${token}&moved=1`);
    expect((await database.db.select().from(bookings))[0]?.startsAt.toISOString()).toBe(third.startsAt);
  });
});
