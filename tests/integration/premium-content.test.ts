import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GROCERY_LISTS, MEAL_PLANS, NUTRITION_ITEMS, RECIPES } from "~/content/nutrition/catalog";
import { getRecipe } from "~/content/nutrition/index.server";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, newsletterSignups, outbox } from "~/db/schema";
import { createMember, grantEntitlement } from "~/lib/members.server";
import { action as leadsAction } from "~/routes/coach/leads";
import { loader as nutritionPdfLoader } from "~/routes/nutrition/download";
import { loader as nutritionLoader } from "~/routes/nutrition/index";
import { loader as programLoader } from "~/routes/portal/program";
import { loader as programPdfLoader } from "~/routes/portal/program-pdf";
import { action as programsAction, loader as programsLoader } from "~/routes/programs/index";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

describe("premium content, downloads and the newsletter", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database);
  });

  async function memberCookie(premium: boolean) {
    const member = await createMember(database.db, {
      name: "Joan",
      email: `joan-${premium}@example.com`,
      password: "correct horse battery",
    });
    if (!member) throw new Error("no member");
    if (premium) {
      await grantEntitlement(database.db, {
        memberId: member.id,
        kind: "premium",
        endsAt: null,
        source: "coach",
      });
    }
    return cookieFrom([(await app.services.sessions.create({ memberId: member.id })).setCookie]);
  }

  const nutrition = (cookie?: string) =>
    outcome(() => nutritionLoader(app.args("/nutrition", { cookie }) as Args<typeof nutritionLoader>));
  const download = (item: string, cookie?: string) =>
    outcome(() =>
      nutritionPdfLoader(
        app.args(`/nutrition/${item}/pdf`, { cookie, params: { item } }) as Args<typeof nutritionPdfLoader>,
      ),
    );
  const signUp = (form: Record<string, string>) =>
    outcome(() => programsAction(app.args("/programs", { form }) as Args<typeof programsAction>));

  type NutritionData = Awaited<ReturnType<typeof nutritionLoader>>;

  it("sends a visitor and a member without premium the free bodies and teasers only", async () => {
    for (const cookie of [undefined, await memberCookie(false)]) {
      const result = await nutrition(cookie);
      const page = result.data as NutritionData;
      expect(page.premium).toBe(false);
      for (const entry of [...page.plans, ...page.recipes, ...page.lists]) {
        expect(entry.body === null, entry.teaser.id).toBe(entry.teaser.premium);
      }
      // Not even a trace of a premium body in what is serialised for the page.
      const serialised = JSON.stringify(page);
      for (const recipe of RECIPES.filter((item) => item.premium)) {
        for (const step of getRecipe(recipe.id).steps) expect(serialised).not.toContain(step);
      }
    }
  });

  it("sends a premium member every body", async () => {
    const page = (await nutrition(await memberCookie(true))).data as NutritionData;
    expect(page.premium).toBe(true);
    expect([...page.plans, ...page.recipes, ...page.lists].every((entry) => entry.body !== null)).toBe(true);
    expect(page.plans.map((entry) => entry.body?.title)).toEqual(MEAL_PLANS.map((plan) => plan.title));
  });

  it("answers every premium download with 403 unless she holds premium, and free downloads for anyone", async () => {
    const plain = await memberCookie(false);
    const premium = await memberCookie(true);
    for (const item of NUTRITION_ITEMS) {
      for (const cookie of [undefined, plain]) {
        const result = await download(item.id, cookie);
        expect(result.status, `${item.id} without premium`).toBe(item.premium ? 403 : 200);
      }
      const granted = await download(item.id, premium);
      expect(granted.status, item.id).toBe(200);
    }
    expect((await download("no-such-plan")).status).toBe(404);
  });

  it("makes a real PDF for a free grocery list, cacheable; a premium one private", async () => {
    const free = await nutritionPdfLoader(
      app.args("/nutrition/x/pdf", { params: { item: GROCERY_LISTS[0]?.id ?? "" } }) as Args<
        typeof nutritionPdfLoader
      >,
    );
    expect(free.headers.get("Content-Type")).toBe("application/pdf");
    expect(free.headers.get("Cache-Control")).toContain("public");
    const bytes = new Uint8Array(await free.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const premium = await memberCookie(true);
    const gated = await nutritionPdfLoader(
      app.args("/nutrition/x/pdf", { cookie: premium, params: { item: "advanced-muscle" } }) as Args<
        typeof nutritionPdfLoader
      >,
    );
    expect(gated.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("opens the free month 1 for a visitor (page and PDF) and keeps month 2 locked", async () => {
    const open = (slug: string) =>
      outcome(() =>
        programLoader({
          ...app.args(`/client-portal/${slug}`, { params: { program: slug } }),
          pattern: "/client-portal/:program",
        } as Args<typeof programLoader>),
      );
    expect((await open("movement-patterns-1")).status).toBe(200);
    expect((await open("movement-patterns-2")).location).toBe("/client-portal");
    const pdf = await outcome(() =>
      programPdfLoader(
        app.args("/client-portal/movement-patterns-1/pdf", {
          params: { program: "movement-patterns-1" },
        }) as Args<typeof programPdfLoader>,
      ),
    );
    expect(pdf.status).toBe(200);
  });

  it("unlocks the Programs page's premium cards for premium only", async () => {
    const unlocked = async (cookie?: string) =>
      (
        (
          await outcome(() =>
            programsLoader(app.args("/programs", { cookie }) as Args<typeof programsLoader>),
          )
        ).data as { unlocked: string[] }
      ).unlocked;
    expect(await unlocked()).toEqual(["movement-patterns-1"]);
    expect(await unlocked(await memberCookie(false))).toEqual(["movement-patterns-1"]);
    expect(await unlocked(await memberCookie(true))).toHaveLength(8);
  });

  describe("newsletter sign-up", () => {
    it("stores a valid sign-up once, lower-cased, with its consent time", async () => {
      const result = await signUp({ intent: "newsletter", email: " Rose@Example.com ", consent: "yes" });
      expect(result).toMatchObject({ status: 200, data: { ok: true, outcome: "confirm-sent" } });
      const rows = await database.db.select().from(newsletterSignups);
      expect(rows).toHaveLength(1);
      // Double opt-in: stored, but not a subscriber until she confirms by email.
      expect(rows[0]).toMatchObject({ email: "rose@example.com", source: "live-classes", confirmedAt: null });
      expect(rows[0]?.consentedAt.toISOString()).toBe(app.clock.now.toISOString());
    });

    it("answers a second sign-up with the same words, without a second row or a second email", async () => {
      await signUp({ intent: "newsletter", email: "rose@example.com", consent: "yes" });
      const again = await signUp({ intent: "newsletter", email: "ROSE@example.com", consent: "yes" });
      expect(again).toMatchObject({ status: 200, data: { ok: true, outcome: "confirm-sent" } });
      expect(await database.db.select().from(newsletterSignups)).toHaveLength(1);
      expect(await database.db.select().from(outbox)).toHaveLength(1);
    });

    it("never makes two rows from two submits at once", async () => {
      const form = { intent: "newsletter", email: "iris@example.com", consent: "yes" };
      const results = await Promise.all([signUp(form), signUp(form), signUp(form)]);
      expect(results.map((result) => (result.data as { outcome: string }).outcome)).toEqual([
        "confirm-sent",
        "confirm-sent",
        "confirm-sent",
      ]);
      expect(await database.db.select().from(newsletterSignups)).toHaveLength(1);
      // One confirmation email, so the link she taps is the one that works.
      expect(await database.db.select().from(outbox)).toHaveLength(1);
    });

    it("lets the coach, and only the coach, remove a sign-up, with an audit entry", async () => {
      await signUp({ intent: "newsletter", email: "rose@example.com", consent: "yes" });
      const [row] = await database.db.select().from(newsletterSignups);
      const coach = await createMember(database.db, {
        name: "Coach",
        email: "coach@example.com",
        password: "correct horse battery",
        role: "coach",
      });
      if (!coach || !row) throw new Error("setup");
      const coachCookie = cookieFrom([
        (await app.services.sessions.create({ memberId: coach.id })).setCookie,
      ]);
      const remove = (form: Record<string, string>, cookie: string) =>
        outcome(() => leadsAction(app.args("/coach/leads", { form, cookie }) as Args<typeof leadsAction>));

      const byMember = await remove(
        { intent: "remove-signup", id: String(row.id) },
        await memberCookie(false),
      );
      expect(byMember.status).toBe(403);
      expect((await remove({ intent: "remove-signup", id: "x" }, coachCookie)).status).toBe(400);
      const removed = await remove({ intent: "remove-signup", id: String(row.id) }, coachCookie);
      expect(removed).toMatchObject({ status: 200, data: { removed: "rose@example.com" } });
      expect(await database.db.select().from(newsletterSignups)).toHaveLength(0);
      expect((await remove({ intent: "remove-signup", id: String(row.id) }, coachCookie)).status).toBe(404);
      const [entry] = await database.db.select().from(auditLog);
      expect(entry).toMatchObject({ action: "remove newsletter sign-up", target: "rose@example.com" });
    });

    it("refuses an invalid email or a missing consent with a field message, keeping what she typed", async () => {
      const bad = await signUp({ intent: "newsletter", email: "rose@", consent: "yes" });
      expect(bad).toMatchObject({
        status: 400,
        data: { fieldErrors: { email: "Please enter a valid email address, like name@example.com." } },
      });
      expect((bad.data as { values: Record<string, string> }).values.email).toBe("rose@");
      const noConsent = await signUp({ intent: "newsletter", email: "rose@example.com" });
      expect(noConsent).toMatchObject({
        status: 400,
        data: { fieldErrors: { consent: "Please tick the box so we may email you." } },
      });
      const forged = await signUp({ intent: "other", email: "rose@example.com", consent: "yes" });
      expect(forged.status).toBe(400);
      expect(await database.db.select().from(newsletterSignups)).toHaveLength(0);
    });
  });
});
