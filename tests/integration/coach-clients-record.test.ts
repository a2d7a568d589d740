import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { clientNotes, messages, outbox, profiles, programAssignments, screenings } from "~/db/schema";
import { listClientRows } from "~/features/coaching/clients.server";
import { saveScreening } from "~/features/coaching/screening.server";
import { postMessage } from "~/features/coaching/thread.server";
import { formFailureOf } from "~/lib/form-failure";
import { loader as messagesLoader } from "~/routes/coaching/messages";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import {
  allNo,
  type ClientPage,
  NOW,
  THIS_PERIOD,
  useCoachClientsSuite,
} from "../helpers/coach-clients-suite";
import { outcome } from "../helpers/test-app";
import type { Args } from "../helpers/test-suite";

type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;

describe("the coach's clients", () => {
  const { database, app, coach, person, signIn, logs, checkIn, clientPage, post, audits } =
    useCoachClientsSuite();

  it("shows her record, marks her messages read when the page posts it, and writes one audit line per view", async () => {
    const ann = await person("Ann", "member", true);
    const signedCoach = await signIn(coach);
    const screening = await saveScreening(database.db, ann.id, { ...allNo(), joints: true }, "Sore hip", NOW);
    const checkInId = await checkIn(ann, THIS_PERIOD, { level: 2, area: "hip" });
    const [logId] = await logs(ann, ["2026-11-17"]);
    await postMessage(
      database.db,
      { id: randomUUID(), memberId: ann.id, author: ann, fromCoach: false, body: "Can I run?" },
      { appUrl: "https://app.example", now: NOW },
    );

    const first = await clientPage(signedCoach, ann.id);
    expect(first.status).toBe(200);
    const page = first.data as ClientPage;
    expect(page.client.email).toBe(ann.email);
    expect(page.about.screening).toMatchObject({ id: screening.id, status: "flagged", followUp: "Sore hip" });
    expect(page.about.screening?.answers.find((answer) => answer.id === "joints")?.yes).toBe(true);
    expect(page.checkIns.map((row) => [row.id, row.flags.pain])).toEqual([[checkInId, true]]);
    expect(page.training.sessions.map((session) => session.id)).toEqual([logId]);
    expect(page.thread.messages.map((message) => [message.body, message.isNew])).toEqual([
      ["Can I run?", true],
    ]);
    // Opening the page writes no read mark (a GET changes nothing); the page posts "mark-read"
    // for what it showed, and a message that came after it stays new.
    expect((await listClientRows(database.db, NOW))[0]?.unread).toBe(1);
    await postMessage(
      database.db,
      { id: randomUUID(), memberId: ann.id, author: ann, fromCoach: false, body: "And swim?" },
      { appUrl: "https://app.example", now: new Date(NOW.getTime() + 1000) },
    );
    const read = await post(signedCoach, ann.id, {
      intent: "mark-read",
      through: page.thread.unreadThrough ?? "",
    });
    expect(read.status).toBe(200);
    const stored = await database.db.select().from(messages).where(eq(messages.memberId, ann.id));
    expect(stored.map((message) => [message.body, message.readAt !== null]).sort()).toEqual([
      ["And swim?", false],
      ["Can I run?", true],
    ]);
    expect((await listClientRows(database.db, NOW))[0]?.unread).toBe(1);

    // A link from a check-in or a session sets what the reply is about; another's id does not.
    const about = (await clientPage(signedCoach, ann.id, `?checkIn=${checkInId}`)).data as ClientPage;
    expect(about.thread.subject).toMatchObject({ checkInId, workoutLogId: null });
    expect(about.thread.subject?.label).toContain("check-in");
    const session = (await clientPage(signedCoach, ann.id, `?session=${logId}`)).data as ClientPage;
    expect(session.thread.subject).toMatchObject({ checkInId: null, workoutLogId: logId });
    const bea = await person("Bea", "member", true);
    const beasCheckIn = await checkIn(bea, THIS_PERIOD);
    const foreign = (await clientPage(signedCoach, ann.id, `?checkIn=${beasCheckIn}`)).data as ClientPage;
    expect(foreign.thread.subject).toBeNull();

    // The suite's clients were opened once before, by nobody in particular (no longer "new").
    const views = (await audits("viewed client record")).filter((line) => line.actorId !== null);
    expect(views).toHaveLength(4);
    expect(views.every((line) => line.target === ann.email && line.actorEmail === coach.email)).toBe(true);
  });

  it("replies once for a double post, about her check-in, and queues her one email", async () => {
    const ann = await signIn(await person("Ann", "member", true));
    const signedCoach = await signIn(coach);
    const checkInId = await checkIn(ann, THIS_PERIOD, { level: 2, area: "hip" });
    const page = (await clientPage(signedCoach, ann.id, `?checkIn=${checkInId}`)).data as ClientPage;
    const form = {
      intent: "reply",
      messageId: page.thread.messageId,
      body: "Rest the hip this week.",
      checkInId,
    };
    const first = await post(signedCoach, ann.id, form);
    const second = await post(signedCoach, ann.id, form);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/coach/clients/${ann.id}#thread`);
    }
    const thread = await database.db.select().from(messages).where(eq(messages.memberId, ann.id));
    expect(thread).toHaveLength(1);
    expect(thread[0]).toMatchObject({
      fromCoach: true,
      checkInId,
      body: "Rest the hip this week.",
      authorId: coach.id,
    });
    expect(await database.db.select().from(outbox)).toHaveLength(1);

    // Her messages page shows it.
    const hers = await outcome(() =>
      messagesLoader(app.args("/messages", { cookie: ann.cookie }) as Args<typeof messagesLoader>),
    );
    expect(JSON.stringify(hers.data)).toContain("Rest the hip this week.");

    // An empty reply, a check-in of someone else's: 4xx with what was typed kept.
    const empty = await post(signedCoach, ann.id, { intent: "reply", messageId: randomUUID(), body: "  " });
    expect(empty.status).toBe(400);
    expect(formFailureOf(empty.data)?.fieldErrors.body).toBeTruthy();
    const bea = await person("Bea", "member", true);
    const beasCheckIn = await checkIn(bea, THIS_PERIOD);
    const foreign = await post(signedCoach, ann.id, {
      intent: "reply",
      messageId: randomUUID(),
      body: "Hello",
      checkInId: beasCheckIn,
    });
    expect(foreign.status).toBe(404);
    expect(formFailureOf(foreign.data)?.values.body).toBe("Hello");
    expect(await database.db.select().from(messages).where(eq(messages.memberId, ann.id))).toHaveLength(1);
  });

  it("keeps the coach's notes from the client: not on her messages page, not on her dashboard", async () => {
    const ann = await signIn(await person("Ann", "member", true));
    const signedCoach = await signIn(coach);
    const secret = "Private: worried about her hip, go gently";
    const saved = await post(signedCoach, ann.id, { intent: "note", body: `  ${secret}  ` });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ done: "Note saved." });
    app.advance(60_000);
    await post(signedCoach, ann.id, { intent: "note", body: "Second note" });
    const notes = await database.db.select().from(clientNotes).where(eq(clientNotes.memberId, ann.id));
    expect(notes.map((note) => note.body).sort()).toEqual([secret, "Second note"].sort());
    expect(notes.every((note) => note.authorId === coach.id)).toBe(true);
    expect(await audits("added client note")).toHaveLength(2);

    const page = (await clientPage(signedCoach, ann.id)).data as ClientPage;
    expect(page.notes.entries.map((note) => note.body)).toEqual(["Second note", secret]);

    const hers = await outcome(() =>
      messagesLoader(app.args("/messages", { cookie: ann.cookie }) as Args<typeof messagesLoader>),
    );
    const dashboard = await outcome(() =>
      dashboardLoader(app.args("/dashboard", { cookie: ann.cookie }) as Args<typeof dashboardLoader>),
    );
    expect(hers.status).toBe(200);
    expect(dashboard.status).toBe(200);
    for (const data of [hers.data, dashboard.data]) {
      expect(JSON.stringify(data)).not.toContain("worried about her hip");
      expect(JSON.stringify(data)).not.toContain("Second note");
    }

    // An empty or too long note is refused with what was typed.
    const empty = await post(signedCoach, ann.id, { intent: "note", body: " " });
    expect(empty.status).toBe(400);
    expect(formFailureOf(empty.data)?.fieldErrors.body).toBe("Please write the note.");
    const long = await post(signedCoach, ann.id, { intent: "note", body: "x".repeat(4001) });
    expect(long.status).toBe(400);
    expect(formFailureOf(long.data)?.values.intent).toBe("note");
    const unknown = await post(signedCoach, ann.id, { intent: "delete-everything" });
    expect(unknown.status).toBe(400);
    expect(formFailureOf(unknown.data)?.formError).toBeTruthy();
  });

  it("marks her screening reviewed, only hers, and takes her off the list's flag", async () => {
    const ann = await person("Ann", "member", true);
    const bea = await person("Bea", "member", true);
    const signedCoach = await signIn(coach);
    const hers = await saveScreening(database.db, ann.id, { ...allNo(), chestPain: true }, "", NOW);
    const beas = await saveScreening(database.db, bea.id, { ...allNo(), heart: true }, "", NOW);

    const wrong = await post(signedCoach, ann.id, { intent: "review-screening", screeningId: beas.id });
    expect(wrong.status).toBe(404);
    const [untouched] = await database.db.select().from(screenings).where(eq(screenings.id, beas.id));
    expect(untouched?.reviewedAt).toBeNull();

    const done = await post(signedCoach, ann.id, { intent: "review-screening", screeningId: hers.id });
    expect(done.status).toBe(200);
    const [reviewed] = await database.db.select().from(screenings).where(eq(screenings.id, hers.id));
    expect(reviewed).toMatchObject({ reviewedBy: coach.id });
    expect(reviewed?.reviewedAt).not.toBeNull();
    const rows = new Map((await listClientRows(database.db, NOW)).map((row) => [row.name, row]));
    expect(rows.get("Ann")?.screening).toBe("reviewed");
    expect(rows.get("Ann")?.reasons).not.toContain("screening");
    expect(rows.get("Bea")?.reasons).toContain("screening");
    expect(await audits("reviewed screening")).toHaveLength(1);
  });

  it("assigns a program (which makes her a client), refuses a bad one with field errors, and removes it", async () => {
    const ann = await signIn(await person("Ann"));
    const signedCoach = await signIn(coach);
    expect(await listClientRows(database.db, NOW)).toEqual([]);
    // Her questionnaire is done: the assigned program replaces its pick on her dashboard.
    await database.db.insert(profiles).values({
      id: randomUUID(),
      memberId: ann.id,
      answers: { fitness: "beginner", goals: ["stress"], diet: "vegan", time: "30min" },
      step: "complete",
      completedAt: NOW,
      timeZone: "Australia/Sydney",
    });

    const bad = await post(signedCoach, ann.id, {
      intent: "assign",
      step1Program: "no-such",
      step1Weeks: "99",
      startDay: "soon",
    });
    expect(bad.status).toBe(400);
    const failure = formFailureOf(bad.data);
    expect(Object.keys(failure?.fieldErrors ?? {}).sort()).toEqual([
      "startDay",
      "step1Program",
      "step1Weeks",
    ]);
    expect(failure?.values.step1Weeks).toBe("99");

    const assigned = await post(signedCoach, ann.id, {
      intent: "assign",
      preset: "kick-start",
      startDay: "2026-11-16",
    });
    expect(assigned.status).toBe(200);
    const [row] = await database.db
      .select()
      .from(programAssignments)
      .where(eq(programAssignments.memberId, ann.id));
    expect(row?.steps).toEqual([
      { program: "movement-patterns-1", weeks: 4 },
      { program: "movement-patterns-2", weeks: 4 },
    ]);
    expect(await audits("assign program")).toHaveLength(1);
    // She is a client now, planned against her program.
    const [listed] = await listClientRows(database.db, NOW);
    expect(listed).toMatchObject({ name: "Ann", plan: "program", plannedPerWeek: 2 });
    // Her dashboard follows it.
    const dashboard = await outcome(() =>
      dashboardLoader(app.args("/dashboard", { cookie: ann.cookie }) as Args<typeof dashboardLoader>),
    );
    const card = (dashboard.data as Dashboard).cards.find((item) => item.type === "workout");
    expect(card).toMatchObject({
      subtitle: "Movement Patterns: Beginner · Week 1 of 4",
      chosenBy: site.coachName,
    });

    const removed = await post(signedCoach, ann.id, { intent: "unassign" });
    expect(removed.status).toBe(200);
    expect(await database.db.select().from(programAssignments)).toEqual([]);
    const again = await post(signedCoach, ann.id, { intent: "unassign" });
    expect(again.status).toBe(404);
  });
});
