import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { shippedContent } from "~/content/content.server";
import { liveContent } from "~/content/live.server";
import { getProgram } from "~/content/programs/index.server";
import type { Program } from "~/content/programs/schema";
import { auditLog } from "~/db/schema";
import { listRevisions, loadLiveContent, readDraft } from "~/features/content/content-store.server";
import type { Shape } from "~/features/content/program-fields";
import { formFailureOf } from "~/lib/form-failure";
import { ensurePortalCode, getCurrentPortalCode } from "~/lib/portal-code.server";
import { action as editorAction, loader as editorLoader } from "~/routes/coach/content-program";
import { loader as listLoader } from "~/routes/coach/content-programs";
import { loader as programLoader } from "~/routes/portal/program";
import { loader as programPdfLoader } from "~/routes/portal/program-pdf";
import { pdfText } from "../helpers/pdf-pages";
import { programFormFor } from "../helpers/program-form";
import { cookieFrom, outcome, signedIn } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";

type Editor = {
  program: Shape;
  draftSavedAt: string | null;
  problems: Record<string, string>;
  openSessions: number[];
};

const formFor = programFormFor;

const names = (program: Program | Shape, session: number, block: number) =>
  (
    (program.sessions as Program["sessions"])[session]?.mainWork[block]?.exercises.map(
      (exercise) => exercise.name,
    ) ?? []
  ).slice();

const REPS = "program.sessions.0.mainWork.0.exercises.0.reps";

describe("the program editor (issue 19 §2)", () => {
  const { database, app } = useTestApp({ start: new Date("2026-11-24T09:00:00Z") });
  let coach: string;
  let member: string;
  let client: string;

  beforeEach(async () => {
    coach = (await signedIn(app, { name: "Jane Coach", email: "coach@example.com", role: "coach" })).cookie;
    member = (await signedIn(app, { name: "Ann", email: "ann@example.com" })).cookie;
    // A portal client: a browser that entered the shared code (no account, so no health check).
    await ensurePortalCode(database.db, "a-shared-portal-code");
    const code = await getCurrentPortalCode(database.db);
    client = cookieFrom([
      (await app.services.sessions.create({ portalCodeVersion: code?.version ?? null })).setCookie,
    ]);
    await loadLiveContent(database.db, app.clock.now);
  });

  const editor = async (slug: string, cookie = coach, query = "") =>
    outcome(() =>
      editorLoader(
        app.args(`/coach/content/programs/${slug}${query}`, { cookie, params: { slug } }) as Args<
          typeof editorLoader
        >,
      ),
    );
  const shown = async (slug: string) => (await editor(slug)).data as Editor;
  const send = (slug: string, form: Record<string, string>, cookie = coach) =>
    outcome(() =>
      editorAction(
        app.args(`/coach/content/programs/${slug}`, { cookie, form, params: { slug } }) as Args<
          typeof editorAction
        >,
      ),
    );
  /** Presses a button on the editor as it stands, with some fields changed. */
  const press = async (slug: string, intent: string, changes: Record<string, string> = {}) =>
    send(slug, { ...formFor((await shown(slug)).program, changes), intent });

  const portalPage = async (slug: string) =>
    (
      (
        await outcome(() =>
          programLoader({
            ...app.args(`/client-portal/${slug}`, { cookie: client, params: { program: slug } }),
            pattern: "/client-portal/:program",
          } as Args<typeof programLoader>),
        )
      ).data as { program: Program }
    ).program;
  const pdf = async (slug: string, cookie?: string) => {
    const response = (await programPdfLoader(
      app.args(`/client-portal/${slug}/pdf`, { cookie, params: { program: slug } }) as Args<
        typeof programPdfLoader
      >,
    )) as Response;
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { etag: response.headers.get("ETag"), text: await pdfText(bytes) };
  };

  it("publishes new reps: the live program, the portal page and its PDF all show them", async () => {
    const before = await pdf("level-1", client);
    expect(before.text).not.toContain("11 tempo");

    const published = await press("level-1", "publish", { [REPS]: "11 tempo" });
    expect(published.status).toBe(303);
    expect(published.location).toBe("/coach/content/programs/level-1");
    expect(published.cookies.join(";")).toContain("wb50_flash=content-published");

    expect(getProgram("level-1").sessions[0]?.mainWork[0]?.exercises[0]?.reps).toBe("11 tempo");
    expect((await portalPage("level-1")).sessions[0]?.mainWork[0]?.exercises[0]?.reps).toBe("11 tempo");
    expect((await pdf("level-1", client)).text).toContain("11 tempo");

    const [latest] = await listRevisions(database.db);
    expect(latest?.summary).toBe("Program: Level 1");
    expect(latest?.changes).toEqual([expect.objectContaining({ before: "10", after: "11 tempo" })]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.action, "published content"));
    expect(audit).toEqual([
      expect.objectContaining({ target: "program:level-1", actorEmail: "coach@example.com" }),
    ]);
    expect(await readDraft(database.db, "program:level-1")).toBeNull();
  });

  it("adds a tempo where the coach wants one, shown on the page and in the PDF", async () => {
    const TEMPO = "program.sessions.0.mainWork.0.exercises.0.tempo";
    expect((await pdf("level-1", client)).text).not.toContain("tempo 3-1-1");
    expect((await press("level-1", "publish", { [TEMPO]: "3-1-1" })).status).toBe(303);
    expect(getProgram("level-1").sessions[0]?.mainWork[0]?.exercises[0]?.tempo).toBe("3-1-1");
    expect((await pdf("level-1", client)).text).toContain("tempo 3-1-1");
    // Emptied again, it is gone rather than blank.
    expect((await press("level-1", "publish", { [TEMPO]: "" })).status).toBe(303);
    expect(getProgram("level-1").sessions[0]?.mainWork[0]?.exercises[0]).not.toHaveProperty("tempo");
  });

  it("the shared free PDF changes after a publish", async () => {
    const first = await pdf("movement-patterns-1");
    const again = await pdf("movement-patterns-1");
    expect(again.etag).toBe(first.etag);
    expect(first.text).not.toContain("11 tempo");

    expect((await press("movement-patterns-1", "publish", { [REPS]: "11 tempo" })).status).toBe(303);
    const after = await pdf("movement-patterns-1");
    expect(after.etag).not.toBe(first.etag);
    expect(after.text).toContain("11 tempo");
  });

  it("keeps a draft to the coach until she publishes it", async () => {
    const original = getProgram("level-1").sessions[0]?.mainWork[0]?.exercises[0]?.reps;
    const saved = await press("level-1", "save", { [REPS]: "11 tempo" });
    expect(saved).toMatchObject({ status: 303, location: "/coach/content/programs/level-1" });

    const coachView = await shown("level-1");
    expect(coachView.draftSavedAt).not.toBeNull();
    expect(names(coachView.program, 0, 0)).toEqual(names(getProgram("level-1"), 0, 0));
    expect((coachView.program.sessions as Program["sessions"])[0]?.mainWork[0]?.exercises[0]?.reps).toBe(
      "11 tempo",
    );
    const list = (
      await outcome(() => listLoader(app.args("/coach/content/programs", { cookie: coach }) as never))
    ).data as { programs: { slug: string; draftSavedAt: string | null; sessions: number }[] };
    expect(list.programs).toHaveLength(14);
    expect(list.programs.filter((program) => program.draftSavedAt).map((program) => program.slug)).toEqual([
      "level-1",
    ]);

    expect((await portalPage("level-1")).sessions[0]?.mainWork[0]?.exercises[0]?.reps).toBe(original);
    expect((await pdf("level-1", client)).text).not.toContain("11 tempo");
    expect(await listRevisions(database.db)).toHaveLength(1);

    expect((await press("level-1", "publish")).status).toBe(303);
    expect((await portalPage("level-1")).sessions[0]?.mainWork[0]?.exercises[0]?.reps).toBe("11 tempo");
    expect((await shown("level-1")).draftSavedAt).toBeNull();
  });

  it("discards a draft", async () => {
    await press("level-1", "save", { "program.title": "Level One" });
    expect((await press("level-1", "discard")).status).toBe(303);
    expect(await readDraft(database.db, "program:level-1")).toBeNull();
    expect((await shown("level-1")).program.title).toBe("Level 1");
  });

  it("adds, moves and removes exercises, keeping what she typed first", async () => {
    const start = names(getProgram("level-1"), 0, 0);
    const added = await press("level-1", "add:sessions.0.mainWork.0.exercises", {
      "program.title": "Level One",
    });
    expect(added).toMatchObject({
      status: 303,
      location: "/coach/content/programs/level-1?open=0#session-0",
    });
    let draft = (await shown("level-1")).program;
    expect(draft.title).toBe("Level One");
    const exercises = (draft.sessions as Program["sessions"])[0]?.mainWork[0]?.exercises ?? [];
    expect(exercises).toHaveLength(start.length + 1);
    expect(exercises.at(-1)).toEqual({ sets: 3, reps: "10", rest: "60 s", effort: "RPE 6" });

    const last = start.length;
    const at = `program.sessions.0.mainWork.0.exercises.${last}`;
    await press("level-1", `up:sessions.0.mainWork.0.exercises.${last}`, {
      [`${at}.name`]: "Wall push-up",
      [`${at}.cue`]: "Keep a long line from your head to your heels.",
      [`${at}.easier`]: "Stand closer to the wall.",
      [`${at}.harder`]: "Use a kitchen bench instead of the wall.",
    });
    draft = (await shown("level-1")).program;
    expect(names(draft, 0, 0)).toEqual([...start.slice(0, -1), "Wall push-up", start.at(-1)]);

    await press("level-1", "down:sessions.0.mainWork.0.exercises.0");
    draft = (await shown("level-1")).program;
    expect(names(draft, 0, 0)).toEqual([
      start[1],
      start[0],
      ...start.slice(2, -1),
      "Wall push-up",
      start.at(-1),
    ]);

    await press("level-1", "remove:sessions.0.mainWork.0.exercises.1");
    draft = (await shown("level-1")).program;
    expect(names(draft, 0, 0)).toEqual([start[1], ...start.slice(2, -1), "Wall push-up", start.at(-1)]);

    // The warm-up and the finisher take exercises too.
    const warmUp = getProgram("level-1").sessions[0]?.warmUp.exercises.length ?? 0;
    await press("level-1", "add:sessions.0.warmUp.exercises");
    draft = (await shown("level-1")).program;
    expect((draft.sessions as Program["sessions"])[0]?.warmUp.exercises).toHaveLength(warmUp + 1);
    await press("level-1", `remove:sessions.0.warmUp.exercises.${warmUp}`);

    expect((await press("level-1", "publish")).status).toBe(303);
    expect(names(getProgram("level-1"), 0, 0)).toEqual([
      start[1],
      ...start.slice(2, -1),
      "Wall push-up",
      start.at(-1),
    ]);
    expect(getProgram("level-1").title).toBe("Level One");
    expect((await portalPage("level-1")).sessions[0]?.mainWork[0]?.exercises.map((e) => e.name)).toEqual(
      names(getProgram("level-1"), 0, 0),
    );
  });

  it("adds a session from a template that publishes once the blanks are filled, then moves and removes it", async () => {
    const labels = () =>
      (shown("level-1") as Promise<Editor>).then((view) =>
        (view.program.sessions as Program["sessions"]).map((session) => session.label),
      );
    expect(await press("level-1", "add:sessions")).toMatchObject({
      status: 303,
      location: "/coach/content/programs/level-1?open=2#session-2",
    });
    const view = await shown("level-1");
    const added = (view.program.sessions as Program["sessions"])[2];
    expect(added?.label).toBe("Session C");
    expect(added?.id).toMatch(/^session-[0-9a-f]{6}$/);
    expect(await labels()).toEqual(["Session A", "Session B", "Session C"]);
    // The blanks are the draft's problems, named by field, and her new session opens.
    expect(view.problems).toMatchObject({
      "program.sessions.2.focus": "Please fill this in.",
      "program.sessions.2.mainWork.0.exercises.0.name": "Please fill this in.",
    });
    expect(view.openSessions).toContain(2);

    // Refused until the blanks are filled; nothing is published meanwhile.
    const refused = await press("level-1", "publish");
    expect(refused.status).toBe(400);
    expect(getProgram("level-1").sessions).toHaveLength(2);

    const fill: Record<string, string> = {
      "program.sessions.2.focus": "Whole-body strength with a gentle finish.",
    };
    for (const block of ["warmUp", "mainWork.0", "finisher"]) {
      const at = `program.sessions.2.${block}`;
      Object.assign(fill, {
        [`${at}.title`]: block === "mainWork.0" ? "Strength" : block === "warmUp" ? "Warm-up" : "Finisher",
        [`${at}.format`]: "2 rounds, move between exercises",
        [`${at}.exercises.0.name`]: `Step-up ${block}`,
        [`${at}.exercises.0.cue`]: "Press through the whole foot and stand tall at the top.",
        [`${at}.exercises.0.easier`]: "Use a lower step.",
        [`${at}.exercises.0.harder`]: "Hold a dumbbell in each hand.",
      });
    }
    await press("level-1", "up:sessions.2", fill);
    expect(await labels()).toEqual(["Session A", "Session C", "Session B"]);
    expect((await press("level-1", "publish")).status).toBe(303);
    expect(getProgram("level-1").sessions.map((session) => session.label)).toEqual([
      "Session A",
      "Session C",
      "Session B",
    ]);
    expect(getProgram("level-1").sessions[1]?.mainWork[0]?.exercises[0]?.name).toBe("Step-up mainWork.0");

    await press("level-1", "remove:sessions.1");
    expect(await labels()).toEqual(["Session A", "Session B"]);
    await press("level-1", "down:sessions.0");
    expect(await labels()).toEqual(["Session B", "Session A"]);
  });

  it("adds, moves and removes a main-work block", async () => {
    const titles = async () =>
      ((await shown("level-1")).program.sessions as Program["sessions"])[0]?.mainWork.map(
        (block) => block.title ?? "",
      );
    const first = getProgram("level-1").sessions[0]?.mainWork[0]?.title;
    await press("level-1", "add:sessions.0.mainWork");
    expect(await titles()).toEqual([first, ""]);
    await press("level-1", "up:sessions.0.mainWork.1", { "program.sessions.0.mainWork.1.title": "Balance" });
    expect(await titles()).toEqual(["Balance", first]);
    await press("level-1", "remove:sessions.0.mainWork.0");
    expect(await titles()).toEqual([first]);
    // The last block of a session stays: a session needs one.
    await press("level-1", "remove:sessions.0.mainWork.0");
    expect(await titles()).toEqual([first]);
  });

  it("refuses an invalid program with the errors under her fields, keeping what she typed", async () => {
    const base = "program.sessions.0.mainWork.0.exercises";
    const answer = await press("level-1", "publish", {
      [`${base}.0.sets`]: "0",
      [`${base}.1.name`]: "",
      [`${base}.2.time`]: "45 s",
      "program.schedule.weeks.min": "6",
    });
    expect(answer.status).toBe(400);
    const failure = formFailureOf(answer.data);
    expect(failure?.fieldErrors).toEqual({
      [`${base}.0.sets`]: "At least 1, please.",
      [`${base}.1.name`]: "Please fill this in.",
      [`${base}.2.reps`]: "Give the reps or a time, not both.",
      "program.schedule.weeks.max": "The first number must not be more than the second.",
    });
    expect(failure?.formError).toMatch(/^Not published: 4 problems are marked below/);
    expect(failure?.values[`${base}.0.sets`]).toBe("0");
    expect(failure?.values[`${base}.2.time`]).toBe("45 s");
    const submitted = (answer.data as { submitted: Program }).submitted;
    expect(submitted.sessions[0]?.mainWork[0]?.exercises[0]?.sets).toBe(0);
    expect(submitted.sessions[0]?.mainWork[0]?.exercises[2]?.time).toBe("45 s");

    expect(await listRevisions(database.db)).toHaveLength(1);
    expect(liveContent().programs.find((program) => program.slug === "level-1")).toEqual(
      shippedContent().programs.find((program) => program.slug === "level-1"),
    );
    // Saved as her draft, so nothing is lost, with the same problems marked.
    expect((await shown("level-1")).problems[`${base}.0.sets`]).toBe("At least 1, please.");
  });

  it("reads only the fields the editor shows, and refuses over-long text", async () => {
    const forged = await press("level-1", "save", {
      "program.slug": "level-2",
      "program.tabKind": "day",
      "program.sessions.0.id": "forged",
      "program.sessions.0.extra": "x",
      "program.__proto__.polluted": "yes",
    });
    expect(forged.status).toBe(303);
    const draft = (await shown("level-1")).program;
    expect(draft).toMatchObject({ slug: "level-1", tabKind: "session" });
    expect((draft.sessions as Shape[])[0]).toMatchObject({ id: "session-a" });
    expect((draft.sessions as Shape[])[0]).not.toHaveProperty("extra");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const long = await press("level-1", "save", { "program.title": "A".repeat(5000) });
    expect(long.status).toBe(400);
    expect(formFailureOf(long.data)?.fieldErrors).toEqual({
      "program.title": "At most 2,000 characters, please.",
    });
    expect((await shown("level-1")).program.title).toBe("Level 1");

    for (const intent of [
      "explode",
      "add:sessions.0",
      "remove:sessions",
      "up:slug.0",
      "add:sessions.0.warmUp",
    ]) {
      const refused = await press("level-1", intent);
      expect(refused.status, intent).toBe(400);
    }
    // An index past the end changes nothing.
    expect((await press("level-1", "remove:sessions.9")).status).toBe(303);
    expect((await shown("level-1")).program.sessions).toHaveLength(2);
  });

  it("is the coach's alone; an unknown program is a 404", async () => {
    expect((await editor("level-1", member)).status).toBe(403);
    expect((await send("level-1", { intent: "save" }, member)).status).toBe(403);
    expect((await editor("level-1", "")).status).toBe(302);
    expect((await editor("level-4")).status).toBe(404);
    expect((await send("level-4", { intent: "save" })).status).toBe(404);
    expect((await editor("constructor")).status).toBe(404);
    expect(
      (await outcome(() => listLoader(app.args("/coach/content/programs", { cookie: member }) as never)))
        .status,
    ).toBe(403);
  });
});
