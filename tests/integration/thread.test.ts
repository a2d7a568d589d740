import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import type { DatabaseHandle } from "~/db/client.server";
import { checkIns, messages, outbox, workoutLogs } from "~/db/schema";
import {
  MESSAGE_MAX_LENGTH,
  MESSAGES_PER_WINDOW,
  markThreadRead,
  postMessage,
  THREAD_MESSAGES,
  unreadCount,
} from "~/features/coaching/thread.server";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { createMember } from "~/lib/members.server";
import { action as messagesAction, loader as messagesLoader } from "~/routes/coaching/messages";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Page = Awaited<ReturnType<typeof messagesLoader>>;
type Dashboard = Awaited<ReturnType<typeof dashboardLoader>>;
type Person = { id: string; name: string; email: string; cookie: string };

describe("the thread between a client and the coach", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let ann: Person;
  let bea: Person;
  let coach: Person;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    // 09:00 on Tuesday 17 November 2026 in Sydney, the gym's zone (no profile of her own).
    app = createTestApp(database, new Date("2026-11-16T22:00:00Z"));
    const person = async (name: string, role: "member" | "coach" = "member"): Promise<Person> => {
      const email = `${name.split(" ")[0]?.toLowerCase()}@example.com`;
      const member = await createMember(database.db, {
        name,
        email,
        password: "a-long-enough-password",
        role,
      });
      if (!member) throw new Error("no member");
      const cookie = cookieFrom([(await app.services.sessions.create({ memberId: member.id })).setCookie]);
      return { id: member.id, name, email, cookie };
    };
    ann = await person("Ann Smith");
    bea = await person("Bea");
    coach = await person("Coach", "coach");
  });

  const page = async (who: { cookie: string }) => {
    const result = await outcome(() =>
      messagesLoader(app.args("/messages", { cookie: who.cookie }) as Args<typeof messagesLoader>),
    );
    expect(result.status).toBe(200);
    return result.data as Page;
  };
  const send = (who: { cookie: string }, form: Record<string, string>) =>
    outcome(() =>
      messagesAction(app.args("/messages", { cookie: who.cookie, form }) as Args<typeof messagesAction>),
    );
  const coachWrites = (
    to: Person,
    body: string,
    extra: { id?: string; checkInId?: string; workoutLogId?: string } = {},
  ) =>
    postMessage(
      database.db,
      {
        id: extra.id ?? randomUUID(),
        memberId: to.id,
        author: { id: coach.id, name: coach.name, email: coach.email },
        fromCoach: true,
        body,
        checkInId: extra.checkInId ?? null,
        workoutLogId: extra.workoutLogId ?? null,
      },
      { appUrl: "https://app.example", now: app.clock.now },
    );
  const threadOf = (memberId: string) =>
    database.db.select().from(messages).where(eq(messages.memberId, memberId)).orderBy(messages.createdAt);
  const emails = () => database.db.select().from(outbox);

  it("writes one message for a double post of the same form, and redirects with the toast", async () => {
    const { messageId } = await page(ann);
    const form = { messageId, body: "  My knee felt better this week.  " };
    const first = await send(ann, form);
    const second = await send(ann, form);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/messages");
      expect(answer.cookies.join(";")).toContain("wb50_flash=message-sent");
    }
    const stored = await threadOf(ann.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      body: "My knee felt better this week.",
      fromCoach: false,
      authorId: ann.id,
    });
    // Her own message emails nobody.
    expect(await emails()).toEqual([]);
    // She sees it in her thread, and each page load gives the form a new id.
    const after = await page(ann);
    expect(after.messages.map((message) => [message.fromCoach, message.body])).toEqual([
      [false, "My knee felt better this week."],
    ]);
    expect(after.messageId).not.toBe(messageId);
  });

  it("queues one email for the coach's reply, without the reply's words, however often it is sent", async () => {
    const id = randomUUID();
    const words = "Lovely squats! Try 2 kg more next session.";
    expect(await coachWrites(ann, words, { id })).toBe("posted");
    expect(await coachWrites(ann, words, { id })).toBe("duplicate");
    expect(await threadOf(ann.id)).toHaveLength(1);
    const queued = await emails();
    expect(queued).toHaveLength(1);
    const [email] = queued;
    expect(email).toMatchObject({
      kind: "coach-reply",
      to: ann.email,
      dedupeKey: `reply:${id}`,
      subject: `${site.coachName} replied to you`,
    });
    expect(email?.text).toContain("https://app.example/messages");
    expect(email?.text).toContain("Read it");
    expect(email?.text).toContain("Hello Ann,");
    for (const part of [email?.html, email?.text, email?.subject]) {
      expect(part).not.toContain("squats");
      expect(part).not.toContain("2 kg");
    }
  });

  it("stops a member who posts more than 30 messages in 15 minutes, keeping her words, and no one else", async () => {
    for (let index = 0; index < MESSAGES_PER_WINDOW; index++) {
      expect((await send(ann, { messageId: randomUUID(), body: `Note ${index}` })).status).toBe(302);
    }
    const refused = await send(ann, { messageId: randomUUID(), body: "One more thing" });
    expect(refused.status).toBe(429);
    expect(formFailureOf(refused.data)?.formError).toMatch(/^You have sent many messages in a short time/);
    expect(typedValue(formFailureOf(refused.data), "body")).toBe("One more thing");
    expect(await threadOf(ann.id)).toHaveLength(MESSAGES_PER_WINDOW);
    // Another member writes as usual; and after the window, so does she.
    expect((await send(bea, { messageId: randomUUID(), body: "Hello" })).status).toBe(302);
    app.advance(15 * 60 * 1000 + 1);
    expect((await send(ann, { messageId: randomUUID(), body: "One more thing" })).status).toBe(302);
  });

  it("treats an id already used in another thread as a duplicate: nothing leaks or changes", async () => {
    const id = randomUUID();
    await coachWrites(ann, "Only for Ann.", { id });
    const forged = await send(bea, { messageId: id, body: "Overwrite it" });
    expect(forged.status).toBe(302);
    expect((await threadOf(ann.id)).map((row) => row.body)).toEqual(["Only for Ann."]);
    expect(await threadOf(bea.id)).toEqual([]);
    expect((await page(bea)).messages).toEqual([]);
  });

  it("counts unread messages on both sides, and reading clears them", async () => {
    await coachWrites(ann, "First note\nwith a second line");
    app.advance(60_000);
    await coachWrites(ann, "Second note");
    app.advance(60_000);
    await send(ann, { messageId: randomUUID(), body: "Thank you!" });
    expect(await unreadCount(database.db, ann.id, "client")).toBe(2);
    expect(await unreadCount(database.db, ann.id, "coach")).toBe(1);

    // Her dashboard shows the newest word from the coach and how many are new.
    const dashboard = (
      await outcome(() =>
        dashboardLoader(app.args("/dashboard", { cookie: ann.cookie }) as Args<typeof dashboardLoader>),
      )
    ).data as Dashboard;
    expect(dashboard.coach).toEqual({
      coachName: site.coachName,
      unread: 2,
      latest: { firstLine: "Second note", day: "17 Nov" },
    });

    // Opening /messages shows them in order, the coach's new ones marked, then marks them read.
    const opened = await page(ann);
    expect(opened.messages.map((message) => [message.fromCoach, message.body, message.isNew])).toEqual([
      [true, "First note\nwith a second line", true],
      [true, "Second note", true],
      [false, "Thank you!", false],
    ]);
    expect(await unreadCount(database.db, ann.id, "client")).toBe(0);
    expect((await page(ann)).messages.some((message) => message.isNew)).toBe(false);
    // Her reading does not read the coach's side for her.
    expect(await unreadCount(database.db, ann.id, "coach")).toBe(1);
    expect(await markThreadRead(database.db, ann.id, "coach", app.clock.now)).toBe(1);
    expect(await unreadCount(database.db, ann.id, "coach")).toBe(0);

    const later = (
      await outcome(() =>
        dashboardLoader(app.args("/dashboard", { cookie: ann.cookie }) as Args<typeof dashboardLoader>),
      )
    ).data as Dashboard;
    expect(later.coach?.unread).toBe(0);
  });

  it("never shows a member another member's thread", async () => {
    await coachWrites(ann, "Private to Ann");
    await send(ann, { messageId: randomUUID(), body: "Ann's own words" });
    const beas = await page(bea);
    expect(beas.messages).toEqual([]);
    expect(JSON.stringify(beas)).not.toContain("Ann");
    expect(await unreadCount(database.db, bea.id, "client")).toBe(0);
    // Bea opening her page reads nothing of Ann's.
    expect(await unreadCount(database.db, ann.id, "client")).toBe(1);
  });

  it("refuses a reference to another client's check-in or session, and names her own", async () => {
    await database.db.insert(checkIns).values([
      {
        id: "bea-check-in",
        memberId: bea.id,
        week: "2026-11-15",
        energy: 3,
        sleep: 3,
        stress: 3,
        sessionsDone: 2,
        eating: 3,
        submittedAt: app.clock.now,
      },
      {
        id: "ann-check-in",
        memberId: ann.id,
        week: "2026-11-15",
        energy: 4,
        sleep: 4,
        stress: 2,
        sessionsDone: 2,
        eating: 4,
        submittedAt: app.clock.now,
      },
    ]);
    await database.db.insert(workoutLogs).values({
      id: "bea-log",
      memberId: bea.id,
      program: "movement-patterns-1",
      sessionId: "session-a",
      sessionLabel: "Session A",
      day: "2026-11-16",
    });

    const viaForm = await send(ann, {
      messageId: randomUUID(),
      body: "About that",
      checkInId: "bea-check-in",
    });
    expect(viaForm.status).toBe(404);
    expect(formFailureOf(viaForm.data)?.formError).toBe(THREAD_MESSAGES.notFound);
    const viaLog = await send(ann, { messageId: randomUUID(), body: "About that", workoutLogId: "bea-log" });
    expect(viaLog.status).toBe(404);
    expect(await coachWrites(ann, "About Bea's log", { workoutLogId: "bea-log" })).toBe("not-found");
    expect(await coachWrites(ann, "About Bea's check-in", { checkInId: "bea-check-in" })).toBe("not-found");
    expect(await threadOf(ann.id)).toEqual([]);
    expect(await emails()).toEqual([]);

    expect(await coachWrites(ann, "Great energy this week!", { checkInId: "ann-check-in" })).toBe("posted");
    const [reply] = (await page(ann)).messages;
    expect(reply).toMatchObject({ fromCoach: true, about: "About your check-in of 15 Nov" });
  });

  it("answers bad input with a 400 that keeps what she typed", async () => {
    const { messageId } = await page(ann);
    const blank = await send(ann, { messageId, body: "   " });
    expect(blank.status).toBe(400);
    expect(formFailureOf(blank.data)).toMatchObject({
      fieldErrors: { body: THREAD_MESSAGES.empty },
      values: { body: "   " },
    });

    const long = "a".repeat(MESSAGE_MAX_LENGTH + 1);
    const tooLong = await send(ann, { messageId, body: long });
    expect(tooLong.status).toBe(400);
    expect(formFailureOf(tooLong.data)?.fieldErrors.body).toBe(THREAD_MESSAGES.tooLong);

    const forged = await send(ann, { messageId: "not-a-uuid", body: "Hello coach" });
    expect(forged.status).toBe(400);
    expect(formFailureOf(forged.data)).toMatchObject({
      fieldErrors: { messageId: THREAD_MESSAGES.badForm },
      values: { body: "Hello coach" },
    });
    const missing = await send(ann, { body: "Hello coach" });
    expect(missing.status).toBe(400);
    expect(await threadOf(ann.id)).toEqual([]);

    // Not a form at all: a 415, never a 500.
    const json = await outcome(() =>
      messagesAction({
        ...(app.args("/messages", { cookie: ann.cookie }) as Args<typeof messagesAction>),
        request: new Request("http://localhost/messages", {
          method: "POST",
          headers: { Cookie: ann.cookie, "Content-Type": "application/json" },
          body: "{}",
        }),
      }),
    );
    expect(json.status).toBe(415);
  });

  it("sends a visitor to sign in, and the coach to her clients", async () => {
    const visitor = await outcome(() => messagesLoader(app.args("/messages") as Args<typeof messagesLoader>));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe("/login?redirectTo=%2Fmessages");
    const post = await outcome(() =>
      messagesAction(
        app.args("/messages", { form: { messageId: randomUUID(), body: "hi" } }) as Args<
          typeof messagesAction
        >,
      ),
    );
    expect(post.status).toBe(302);
    expect(post.location).toMatch(/^\/login/);
    const coachPage = await outcome(() =>
      messagesLoader(app.args("/messages", { cookie: coach.cookie }) as Args<typeof messagesLoader>),
    );
    expect(coachPage).toMatchObject({ status: 302, location: "/coach/clients" });
    const coachPost = await send(coach, { messageId: randomUUID(), body: "to myself" });
    expect(coachPost.status).toBe(403);
    expect(await threadOf(coach.id)).toEqual([]);
  });
});
