import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientNotes, programAssignments } from "~/db/schema";
import { listClientRows } from "~/features/coaching/clients.server";
import { saveScreening } from "~/features/coaching/screening.server";
import { postMessage } from "~/features/coaching/thread.server";
import { loader as exportLoader } from "~/routes/coach/export";
import {
  allNo,
  type ClientsPage,
  DAY,
  LAST_PERIOD,
  NOW,
  THIS_PERIOD,
  useCoachClientsSuite,
} from "../helpers/coach-clients-suite";
import { outcome } from "../helpers/test-app";
import type { Args } from "../helpers/test-suite";

describe("the coach's clients", () => {
  const { database, app, coach, person, signIn, logs, checkIn, listPage, clientPage, post, audits } =
    useCoachClientsSuite();

  it("puts pain first, then an unreviewed screening yes, then 7 days quiet, then an overdue check-in", async () => {
    const ann = await person("Ann", "member", true);
    const bea = await person("Bea", "member", true);
    const cat = await person("Cat", "member", true);
    const dee = await person("Dee", "member", true);
    const fay = await person("Fay", "member", true);
    await person("Eve"); // a member without access: not a client, not listed
    for (const who of [ann, cat, dee, fay]) await saveScreening(database.db, who.id, allNo(), "", NOW);
    await saveScreening(
      database.db,
      bea.id,
      { ...allNo(), heart: true },
      "High blood pressure, on tablets",
      NOW,
    );

    // Fay: all well. Ann: the same, but her check-in reports pain.
    for (const who of [ann, bea, fay]) await logs(who, ["2026-11-17"]);
    await checkIn(ann, THIS_PERIOD, { level: 3, area: "left knee" });
    await checkIn(bea, THIS_PERIOD);
    await checkIn(fay, THIS_PERIOD);
    // Cat: her last session was 10 days ago, and nothing since.
    await logs(cat, ["2026-11-08"]);
    await checkIn(cat, "2026-11-01");
    // Dee trains, but has not checked in these three days.
    await logs(dee, ["2026-11-17"]);
    await checkIn(dee, LAST_PERIOD);

    const rows = await listClientRows(database.db, NOW);
    expect(rows.map((row) => [row.name, row.reasons])).toEqual([
      ["Ann", ["pain"]],
      ["Bea", ["screening"]],
      ["Cat", ["quiet", "overdue"]],
      ["Dee", ["overdue"]],
      ["Fay", []],
    ]);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get("Ann")?.lastCheckIn).toMatchObject({
      week: THIS_PERIOD,
      flags: { pain: true, lowEnergy: false },
      painArea: "left knee",
    });
    expect(byName.get("Bea")?.screening).toBe("flagged");
    expect(byName.get("Cat")?.lastSeen?.toISOString()).toBe("2026-11-08T09:00:00.000Z");

    // The page shows the same order and the reasons in words, and writes one audit line.
    const page = await listPage(await signIn(coach));
    expect(page.status).toBe(200);
    const data = page.data as ClientsPage;
    expect(data.clients.map((client) => client.name)).toEqual(["Ann", "Bea", "Cat", "Dee", "Fay"]);
    expect(data.clients[0]?.checkIn?.flags.pain).toBe(true);
    expect(data.clients[1]?.screening).toBe("Yes, not reviewed");
    expect(await audits("viewed client list")).toHaveLength(1);
  });

  it("no longer counts pain reported more than 14 days ago, and counts the previous period missed", async () => {
    const ann = await person("Ann", "member", true);
    await saveScreening(database.db, ann.id, allNo(), "", NOW);
    await logs(ann, ["2026-11-14"]);
    // Pain, three weeks ago; then nothing last period; this period opened today.
    await checkIn(ann, "2026-10-25", { level: 5, area: "" });
    app.clock.now = new Date("2026-11-15T01:00:00Z"); // Sunday 15 November, 12:00 in Sydney
    const [row] = await listClientRows(database.db, app.clock.now);
    expect(row?.lastCheckIn?.flags.pain).toBe(true);
    expect(row?.reasons).toEqual(["overdue"]);
    // Had she checked in last period, a period open for less than two days is not overdue.
    await checkIn(ann, LAST_PERIOD);
    const [again] = await listClientRows(database.db, app.clock.now);
    expect(again?.reasons).toEqual([]);
  });

  it("counts sessions this week, a streak of weeks and four-week adherence against her plan", async () => {
    const ann = await person("Ann", "member", true);
    // No program: the dashboard's five a week. This week two finished (and one started), the
    // two weeks before one each, then a gap: a three-week streak; 4 in the last 28 days.
    await logs(
      ann,
      ["2026-11-16", "2026-11-17", "2026-11-09", "2026-11-02", "2026-10-19", "2026-10-12"],
      ["2026-11-18"],
    );
    // Bea's program asks twice a week; she trained last week and the week before, not yet this
    // week: her streak still counts, ending last week.
    const bea = await person("Bea");
    await database.db.insert(programAssignments).values({
      memberId: bea.id,
      steps: [{ program: "stay-strong", weeks: 8 }],
      startDay: "2026-11-02",
      assignedBy: coach.id,
      assignedByName: "Coach",
    });
    await logs(bea, ["2026-11-10", "2026-11-12", "2026-11-13", "2026-11-04"]);
    // Cat: every week for five months: more than the window shows.
    const cat = await person("Cat", "member", true);
    await logs(
      cat,
      Array.from({ length: 22 }, (_, week) =>
        new Date(Date.parse("2026-11-17") - week * 7 * DAY).toISOString().slice(0, 10),
      ),
    );

    const rows = new Map((await listClientRows(database.db, NOW)).map((row) => [row.name, row]));
    expect(rows.get("Ann")).toMatchObject({
      sessionsThisWeek: 2,
      plannedPerWeek: 5,
      plan: "dashboard",
      streakWeeks: 3,
      streakAtLeast: false,
      adherence: 20,
    });
    expect(rows.get("Bea")).toMatchObject({
      sessionsThisWeek: 0,
      plannedPerWeek: 2,
      plan: "program",
      streakWeeks: 2,
      adherence: 50,
    });
    expect(rows.get("Cat")).toMatchObject({ streakAtLeast: true, adherence: 20 });
    expect(rows.get("Cat")?.streakWeeks).toBeGreaterThanOrEqual(12);
    const page = (await listPage(await signIn(coach))).data as ClientsPage;
    expect(page.clients.find((client) => client.name === "Cat")?.streak).toMatch(/^\d+\+ weeks$/);
  });

  it("sees her last message, set, tick or sign-in as when she was last seen, and counts her unread messages", async () => {
    const ann = await person("Ann", "member", true);
    await logs(ann, ["2026-10-01"]);
    await postMessage(
      database.db,
      { id: randomUUID(), memberId: ann.id, author: ann, fromCoach: false, body: "Hello!" },
      { appUrl: "https://app.example", now: new Date(NOW.getTime() - 2 * DAY) },
    );
    const [row] = await listClientRows(database.db, NOW);
    expect(row?.lastSeen?.getTime()).toBe(NOW.getTime() - 2 * DAY);
    expect(row?.unread).toBe(1);
    expect(row?.reasons).not.toContain("quiet");
    // Bea's last sign is older than the 12 weeks the list reads: it is looked up on its own.
    const bea = await person("Bea", "member", true);
    await logs(bea, ["2026-03-01"]);
    const beas = (await listClientRows(database.db, NOW)).find((client) => client.name === "Bea");
    expect(beas?.lastSeen?.toISOString()).toBe("2026-03-01T09:00:00.000Z");
    expect(beas?.reasons).toContain("quiet");
    // A sign-in is a sign of her too.
    await signIn(ann);
    const after = (await listClientRows(database.db, NOW)).find((client) => client.name === "Ann");
    // (A session row's created_at is the database's clock, not the test's.)
    expect(after?.lastSeen?.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 60_000);
  });

  it("refuses both pages and every action to a member, and answers 404 for an unknown id or the coach's own", async () => {
    const ann = await signIn(await person("Ann", "member", true));
    const bea = await person("Bea", "member", true);
    // Coach pages answer a signed-in member with 403 (decision 0032), and a visitor with the sign-in page.
    expect((await listPage(ann)).status).toBe(403);
    expect((await clientPage(ann, bea.id)).status).toBe(403);
    expect((await clientPage(ann, ann.id)).status).toBe(403);
    expect((await post(ann, bea.id, { intent: "note", body: "Hi" })).status).toBe(403);
    const visitor = await clientPage({ ...ann, cookie: "" }, bea.id);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toContain("/login");
    expect(await database.db.select().from(clientNotes)).toEqual([]);

    const signedCoach = await signIn(coach);
    expect((await clientPage(signedCoach, "no-such-member")).status).toBe(404);
    expect((await clientPage(signedCoach, coach.id)).status).toBe(404);
    expect((await post(signedCoach, "no-such-member", { intent: "note", body: "Hi" })).status).toBe(404);
    // The export is the coach's only.
    const csv = await outcome(() =>
      exportLoader(
        app.args("/coach/export/clients.csv?health=1", {
          cookie: ann.cookie,
          params: { file: "clients.csv" },
        }) as Args<typeof exportLoader>,
      ),
    );
    expect(csv.status).toBe(403);
  });

  it("exports clients without health answers unless asked, and audits the health export", async () => {
    const ann = await person("Ann", "member", true);
    const signedCoach = await signIn(coach);
    await saveScreening(database.db, ann.id, { ...allNo(), heart: true }, "Blood pressure tablets", NOW);
    await checkIn(ann, THIS_PERIOD, { level: 4, area: "lower back" });
    await logs(ann, ["2026-11-16"]);
    const csvOf = async (query: string) => {
      const answer = await exportLoader(
        app.args(`/coach/export/clients.csv${query}`, {
          cookie: signedCoach.cookie,
          params: { file: "clients.csv" },
        }) as Args<typeof exportLoader>,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      return answer.text();
    };
    const plainResponse = await csvOf("");
    expect(plainResponse.split("\r\n")[0]).toBe(
      "name,email,sessions_this_week,planned_per_week,adherence_percent,last_check_in",
    );
    expect(plainResponse).toContain(`Ann,ann@example.com,1,5,5,${THIS_PERIOD}`);
    for (const health of ["lower back", "Blood pressure", "screening", "pain"]) {
      expect(plainResponse).not.toContain(health);
    }
    // Anything but health=1 is the plain export.
    expect(await csvOf("?health=yes")).toBe(plainResponse);

    const withHealth = await csvOf("?health=1");
    expect(withHealth.split("\r\n")[0]).toContain("screening_heart");
    expect(withHealth).toContain("lower back");
    expect(withHealth).toContain("Blood pressure tablets");
    expect(withHealth).toContain("Yes, not reviewed");
    expect((await audits("export clients.csv with health answers")).length).toBe(1);
    expect((await audits("export clients.csv")).length).toBe(2);
  });
});
