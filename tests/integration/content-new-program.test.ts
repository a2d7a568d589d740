import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { liveContent } from "~/content/live.server";
import type { Program } from "~/content/programs/schema";
import type { DatabaseHandle } from "~/db/client.server";
import {
  listRevisions,
  loadLiveContent,
  readDraft,
  restoreRevision,
} from "~/features/content/content-store.server";
import type { Shape } from "~/features/content/program-fields";
import { formFailureOf } from "~/lib/form-failure";
import { grantEntitlement } from "~/lib/members.server";
import { ensurePortalCode, getCurrentPortalCode } from "~/lib/portal-code.server";
import { action as editorAction, loader as editorLoader } from "~/routes/coach/content-program";
import { action as listAction, loader as listLoader } from "~/routes/coach/content-programs";
import { loader as portalIndexLoader } from "~/routes/portal/index";
import { loader as programLoader } from "~/routes/portal/program";
import { loader as programPdfLoader } from "~/routes/portal/program-pdf";
import { loader as programsLoader } from "~/routes/programs/index";
import { loader as sitemapLoader } from "~/routes/resources/sitemap";
import { loader as logLoader } from "~/routes/training/log";
import { programFormFor } from "../helpers/program-form";
import { cookieFrom, createTestApp, outcome, signedIn } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

// Decision 0042: the coach adds a program of her own, free or premium, with its page, PDF and
// cards. A draft reaches nobody; a premium one reaches only those with access.

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Editor = { program: Shape; isNew: boolean; title: string; tier: string };

const CUE = "program.sessions.0.mainWork.0.exercises.0.cue";
const SECRET_CUE = "Only members with access ever read this brand-new cue, pressing through the heels.";
const CARD_LINE = "Three short sessions a week to get strong for the garden.";

const formFor = programFormFor;

describe("a program the coach adds (issue 19 §2, decision 0042)", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let coach: string;
  let coachId: string;
  let member: string;
  let premium: string;
  let client: string;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database, new Date("2026-11-24T09:00:00Z"));
    const coachRow = await signedIn(app, { name: "Jane Coach", email: "coach@example.com", role: "coach" });
    coach = coachRow.cookie;
    coachId = coachRow.id;
    member = (await signedIn(app, { name: "Ann", email: "ann@example.com" })).cookie;
    const paid = await signedIn(app, { name: "Pam", email: "pam@example.com" });
    await grantEntitlement(database.db, {
      memberId: paid.id,
      kind: "premium",
      endsAt: null,
      source: "coach",
    });
    premium = paid.cookie;
    await ensurePortalCode(database.db, "a-shared-portal-code");
    const code = await getCurrentPortalCode(database.db);
    client = cookieFrom([
      (await app.services.sessions.create({ portalCodeVersion: code?.version ?? null })).setCookie,
    ]);
    await loadLiveContent(database.db, app.clock.now);
  });

  const add = (form: Record<string, string>, cookie = coach) =>
    outcome(() =>
      listAction(
        app.args("/coach/content/programs", { cookie, form: { intent: "add-program", ...form } }) as Args<
          typeof listAction
        >,
      ),
    );
  const editor = async (slug: string) =>
    outcome(() =>
      editorLoader(
        app.args(`/coach/content/programs/${slug}`, { cookie: coach, params: { slug } }) as Args<
          typeof editorLoader
        >,
      ),
    );
  const press = async (slug: string, intent: string, changes: Record<string, string> = {}) => {
    const shown = (await editor(slug)).data as Editor;
    const form = { ...formFor(shown.program, changes), intent };
    return outcome(() =>
      editorAction(
        app.args(`/coach/content/programs/${slug}`, { cookie: coach, form, params: { slug } }) as Args<
          typeof editorAction
        >,
      ),
    );
  };
  const page = (slug: string, cookie?: string) =>
    outcome(() =>
      programLoader({
        ...app.args(`/client-portal/${slug}`, { cookie, params: { program: slug } }),
        pattern: "/client-portal/:program",
      } as Args<typeof programLoader>),
    );
  const pdf = (slug: string, cookie?: string) =>
    outcome(() =>
      programPdfLoader(
        app.args(`/client-portal/${slug}/pdf`, { cookie, params: { program: slug } }) as Args<
          typeof programPdfLoader
        >,
      ),
    );
  const programsPage = async (cookie?: string) =>
    (await outcome(() => programsLoader(app.args("/programs", { cookie }) as Args<typeof programsLoader>)))
      .data as { sections: { id: string; programs: { slug: string; tag?: string }[] }[]; unlocked: string[] };
  const portalIndex = async (cookie?: string) =>
    (
      await outcome(() =>
        portalIndexLoader(app.args("/client-portal", { cookie }) as Args<typeof portalIndexLoader>),
      )
    ).data;

  /** Starts "Garden Strength" from Level 1 and gives it a cue of its own, as a draft. */
  async function startGardenStrength(access: "free" | "premium") {
    const started = await add({ title: "Garden Strength", from: "level-1", access, description: CARD_LINE });
    expect(started).toMatchObject({ status: 303, location: "/coach/content/programs/new-program" });
    expect((await press("new-program", "save", { [CUE]: SECRET_CUE })).status).toBe(303);
  }

  it("starts as a draft copied from a program she has, that reaches nobody until she publishes it", async () => {
    await startGardenStrength("premium");
    const draft = (await editor("new-program")).data as Editor;
    expect(draft).toMatchObject({ isNew: true, title: "Garden Strength", tier: "Premium" });
    expect((draft.program.listing as Shape).description).toBe(CARD_LINE);
    expect((draft.program.sessions as Program["sessions"])[0]?.mainWork[0]?.exercises[0]?.cue).toBe(
      SECRET_CUE,
    );

    // Nobody reaches it: not a visitor, not premium, not a portal client, not the coach's own client view.
    for (const cookie of [undefined, member, premium, client, coach]) {
      expect((await page("garden-strength", cookie)).status).toBe(404);
      expect((await pdf("garden-strength", cookie)).status).toBe(404);
    }
    const session =
      liveContent().programs.find((program) => program.slug === "level-1")?.sessions[0]?.id ?? "";
    const log = await outcome(() =>
      logLoader(
        app.args(`/client-portal/garden-strength/log/${session}`, {
          cookie: client,
          params: { program: "garden-strength", session },
        }) as Args<typeof logLoader>,
      ),
    );
    expect(log.status).toBe(404);
    for (const cookie of [undefined, premium, client]) {
      const seen = JSON.stringify([await programsPage(cookie), await portalIndex(cookie)]);
      expect(seen).not.toContain("garden-strength");
      expect(seen).not.toContain(CARD_LINE);
    }
    // A second program cannot be started while one is being added.
    const second = await add({ title: "Another", from: "level-1", access: "free", description: CARD_LINE });
    expect(second.status).toBe(409);
    expect(formFailureOf(second.data)?.formError).toContain('You are already adding "Garden Strength"');
  });

  it("publishes a premium program: its cards show it locked to a visitor, and only access opens it", async () => {
    await startGardenStrength("premium");
    const published = await press("new-program", "publish");
    expect(published).toMatchObject({ status: 303, location: "/coach/content/programs/garden-strength" });
    expect(await readDraft(database.db, "new-program")).toBeNull();
    const [latest] = await listRevisions(database.db);
    expect(latest?.summary).toBe("New program: Garden Strength");

    // A visitor and a free member: the card (title, line, Premium) but not the program, page or PDF.
    for (const cookie of [undefined, member]) {
      const programs = await programsPage(cookie);
      const more = programs.sections.find((section) => section.id === "more-programs");
      expect(more?.programs).toEqual([expect.objectContaining({ slug: "garden-strength", tag: "premium" })]);
      expect(programs.unlocked).not.toContain("garden-strength");
      expect(JSON.stringify(programs)).not.toContain(SECRET_CUE);
      const refused = await page("garden-strength", cookie);
      expect([302, 401]).toContain(refused.status);
      expect(JSON.stringify(refused.data ?? null)).not.toContain(SECRET_CUE);
      expect((await pdf("garden-strength", cookie)).status).toBe(401);
    }
    // Premium: unlocked, on her portal index, and the PDF is hers.
    expect((await programsPage(premium)).unlocked).toContain("garden-strength");
    expect(JSON.stringify(await portalIndex(premium))).toContain(CARD_LINE);
    const paidPdf = await pdf("garden-strength", premium);
    expect(paidPdf.status).toBe(200);
    // A portal client: the page with the new cue, and the card in the Signature tab.
    const opened = await page("garden-strength", client);
    expect(opened.status).toBe(200);
    expect((opened.data as { program: Program }).program.sessions[0]?.mainWork[0]?.exercises[0]?.cue).toBe(
      SECRET_CUE,
    );
    const index = (await portalIndex(client)) as { signaturePrograms: { slug: string }[] };
    expect(index.signaturePrograms.map((card) => card.slug)).toContain("garden-strength");
    // The coach's list has it, as hers to edit, and its tier can change.
    const list = (
      await outcome(() => listLoader(app.args("/coach/content/programs", { cookie: coach }) as never))
    ).data as { programs: { slug: string; tier: string }[] };
    expect(list.programs).toHaveLength(15);
    expect(list.programs.at(-1)).toEqual(
      expect.objectContaining({ slug: "garden-strength", tier: "Premium" }),
    );
  });

  it("goes in the portal section she chooses, and can move to the other (issue 36 §6)", async () => {
    const started = await add({
      title: "Garden Strength",
      from: "level-1",
      access: "premium",
      portalTab: "movementPatterns",
      description: CARD_LINE,
    });
    expect(started.status).toBe(303);
    expect((await press("new-program", "publish")).status).toBe(303);
    type Index = { movementPatterns: { slug: string }[]; signaturePrograms: { slug: string }[] };
    let index = (await portalIndex(client)) as Index;
    expect(index.movementPatterns.map((card) => card.slug)).toContain("garden-strength");
    expect(index.signaturePrograms.map((card) => card.slug)).not.toContain("garden-strength");

    const moved = await press("garden-strength", "publish", {
      "program.listing.portalTab": "signaturePrograms",
    });
    expect(moved.status).toBe(303);
    index = (await portalIndex(client)) as Index;
    expect(index.movementPatterns.map((card) => card.slug)).not.toContain("garden-strength");
    expect(index.signaturePrograms.map((card) => card.slug)).toContain("garden-strength");

    const refused = await add({
      title: "Another",
      from: "level-1",
      access: "free",
      portalTab: "somewhere",
      description: CARD_LINE,
    });
    expect(formFailureOf(refused.data)?.fieldErrors.portalTab).toBe(
      "Please choose the section of the Client Portal it goes in.",
    );
  });

  it("publishes a free program that a visitor opens, and can make it premium later", async () => {
    await startGardenStrength("free");
    expect(await sitemapLoader().text()).not.toContain("garden-strength");
    expect((await press("new-program", "publish")).status).toBe(303);
    expect(await sitemapLoader().text()).toContain("/client-portal/garden-strength</loc>");
    expect((await page("garden-strength")).status).toBe(200);
    expect((await pdf("garden-strength")).status).toBe(200);
    expect((await programsPage()).unlocked).toContain("garden-strength");

    expect((await press("garden-strength", "publish", { "program.listing.tier": "premium" })).status).toBe(
      303,
    );
    expect((await page("garden-strength")).status).toBe(302);
    expect((await pdf("garden-strength")).status).toBe(401);
    // Restoring the revision before it was added takes it away again, page and card.
    const revisions = await listRevisions(database.db);
    const first = revisions.at(-1);
    if (!first) throw new Error("no first revision");
    await restoreRevision(database.db, first.id, { id: coachId, name: "Jane Coach" }, app.clock.now);
    expect((await page("garden-strength", client)).status).toBe(404);
    expect(JSON.stringify(await programsPage(premium))).not.toContain("garden-strength");
  });

  it("answers bad input on her fields, and keeps the address of every other program", async () => {
    const refused = await add({ title: "Le", from: "constructor", access: "gold", description: "short" });
    expect(refused.status).toBe(400);
    expect(formFailureOf(refused.data)?.fieldErrors).toMatchObject({
      title: "At least 3 characters, please.",
      access: "Please choose free or premium.",
      description: "At least 20 characters, please.",
    });
    const taken = await add({ title: "Level 1", from: "level-1", access: "free", description: CARD_LINE });
    expect(formFailureOf(taken.data)?.fieldErrors.slug).toContain('already the address of "Level 1"');
    const reserved = await add({
      title: "Xyz",
      slug: "new-program",
      from: "level-1",
      access: "free",
      description: CARD_LINE,
    });
    expect(formFailureOf(reserved.data)?.fieldErrors.slug).toContain("kept for the editor");
    const badFrom = await add({
      title: "Garden",
      from: "constructor",
      access: "free",
      description: CARD_LINE,
    });
    expect(formFailureOf(badFrom.data)?.fieldErrors.from).toBe("Please choose the program to start from.");
    // Only the coach adds programs.
    expect(
      (await add({ title: "Garden", from: "level-1", access: "free", description: CARD_LINE }, premium))
        .status,
    ).toBe(403);

    // A card line left too short is named under its field, and the draft keeps it.
    await startGardenStrength("premium");
    const short = await press("new-program", "publish", { "program.listing.description": "Too short" });
    expect(short.status).toBe(400);
    expect(formFailureOf(short.data)?.fieldErrors["program.listing.description"]).toBe(
      "At least 20 characters, please.",
    );
    expect((await page("garden-strength", client)).status).toBe(404);
    // Discarding the new program ends it; its editor is then a 404.
    expect((await press("new-program", "discard")).location).toBe("/coach/content/programs");
    expect((await editor("new-program")).status).toBe(404);
  });
});
