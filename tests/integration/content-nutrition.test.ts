import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { liveContent, liveRevision } from "~/content/live.server";
import { dayTotals } from "~/content/nutrition/macros";
import { auditLog, contentRevisions } from "~/db/schema";
import { readDraft } from "~/features/content/content-store.server";
import { formFailureOf } from "~/lib/form-failure";
import { createMember, grantEntitlement } from "~/lib/members.server";
import { action as listAction, loader as listLoader } from "~/routes/coach/content-nutrition";
import { action as itemAction, loader as itemLoader } from "~/routes/coach/content-nutrition-item";
import { loader as pdfLoader } from "~/routes/nutrition/download";
import { loader as nutritionLoader } from "~/routes/nutrition/index";
import { pdfText } from "../e2e/pdf-text";
import { GATED, RECIPE_FORM } from "../helpers/nutrition-recipe";
import { cookieFrom, outcome } from "../helpers/test-app";
import { type Args, useTestApp } from "../helpers/test-suite";

type NutritionData = Awaited<ReturnType<typeof nutritionLoader>>;
type ItemData = Awaited<ReturnType<typeof itemLoader>>;
type ListData = Awaited<ReturnType<typeof listLoader>>;

describe("the coach's nutrition editor", () => {
  const { database, app } = useTestApp();
  let coach: string;
  let member: string;
  let premium: string;

  beforeEach(async () => {
    const cookieOf = async (email: string, role: "member" | "coach", withPremium = false) => {
      const person = await createMember(database.db, {
        name: email.split("@")[0] ?? "x",
        email,
        password: "a-long-enough-password",
        role,
      });
      if (!person) throw new Error("no member");
      if (withPremium)
        await grantEntitlement(database.db, {
          memberId: person.id,
          kind: "premium",
          endsAt: null,
          source: "coach",
        });
      return cookieFrom([(await app.services.sessions.create({ memberId: person.id })).setCookie]);
    };
    coach = await cookieOf("coach@example.com", "coach");
    member = await cookieOf("plain@example.com", "member");
    premium = await cookieOf("premium@example.com", "member", true);
  });

  const list = (cookie = coach) =>
    outcome(() => listLoader(app.args("/coach/content/nutrition", { cookie }) as Args<typeof listLoader>));
  const addRecipe = (form: Record<string, string>, cookie = coach) =>
    outcome(() =>
      listAction(
        app.args("/coach/content/nutrition", { cookie, form: { intent: "add-recipe", ...form } }) as Args<
          typeof listAction
        >,
      ),
    );
  const open = (item: string, cookie = coach) =>
    outcome(() =>
      itemLoader(
        app.args(`/coach/content/nutrition/${item}`, { cookie, params: { item } }) as Args<typeof itemLoader>,
      ),
    );
  const submit = (item: string, form: Record<string, string>, cookie = coach) =>
    outcome(() =>
      itemAction(
        app.args(`/coach/content/nutrition/${item}`, { cookie, form, params: { item } }) as Args<
          typeof itemAction
        >,
      ),
    );
  const nutrition = async (cookie?: string) =>
    (await outcome(() => nutritionLoader(app.args("/nutrition", { cookie }) as Args<typeof nutritionLoader>)))
      .data as NutritionData;
  const pdf = (item: string, cookie?: string) =>
    outcome(() =>
      pdfLoader(app.args(`/nutrition/${item}/pdf`, { cookie, params: { item } }) as Args<typeof pdfLoader>),
    );
  const revisions = () => database.db.select({ id: contentRevisions.id }).from(contentRevisions);

  /** The serialized loader data of /nutrition for a visitor, a member and a premium member. */
  const everyonesPage = async () =>
    Promise.all([undefined, member, premium].map(async (cookie) => JSON.stringify(await nutrition(cookie))));

  it("refuses a plan with a day outside its range, naming the day, and publishes nothing", async () => {
    const plan = liveContent().nutrition.mealPlans.find(
      (candidate) => candidate.id === "starter-mediterranean",
    );
    const day3 = plan?.days[2];
    if (!plan || !day3) throw new Error("no plan");
    const lunch = day3.meals.lunch;
    // Enough protein at lunch to carry day 3 past its ceiling.
    const protein = lunch.macros.protein + (plan.target.protein.max - dayTotals(day3).protein) + 25;

    const refused = await submit("starter-mediterranean", {
      intent: "publish",
      "body.days.2.meals.lunch.macros.protein": String(protein),
      "body.days.2.meals.lunch.title": "Draft-only lunch 5521",
    });
    expect(refused.status).toBe(400);
    const failure = formFailureOf(refused.data);
    expect(failure?.fieldErrors["body.days.2"]).toMatch(/^Day 3: protein adds up to \d+, outside 90-110/);
    expect(failure?.formError).toMatch(/^Not published/);
    expect(failure?.values["body.days.2.meals.lunch.title"]).toBe("Draft-only lunch 5521");
    expect(await revisions()).toEqual([]);
    expect(liveRevision()).toBe(0);

    // What she typed is kept as her draft, flagged on the page, and seen by nobody else.
    expect(await readDraft(database.db, "meal-plan:starter-mediterranean")).not.toBeNull();
    const page = (await open("starter-mediterranean")).data as ItemData;
    expect(page.draftSavedAt).not.toBeNull();
    expect(page.days[2]?.ok).toBe(false);
    expect(page.days[2]?.checks.find((check) => check.key === "protein")?.ok).toBe(false);
    expect(page.days.filter((day) => !day.ok).map((day) => day.day)).toEqual([3]);
    expect(page.problems["body.days.2"]).toMatch(/^Day 3: protein/);
    for (const serialized of await everyonesPage()) expect(serialized).not.toContain("Draft-only lunch 5521");

    // Back inside the range, it publishes.
    const fixed = await submit("starter-mediterranean", {
      intent: "publish",
      "body.days.2.meals.lunch.macros.protein": String(lunch.macros.protein),
    });
    expect(fixed.status).toBe(303);
    const visitor = await nutrition();
    expect(visitor.plans[0]?.body?.days[2]?.meals.lunch.title).toBe("Draft-only lunch 5521");
  });

  it("publishes a premium plan's edit within its range, for premium members only", async () => {
    const plan = liveContent().nutrition.mealPlans.find((candidate) => candidate.id === "low-carb-muscle");
    const day1 = plan?.days[0];
    if (!plan || !day1) throw new Error("no plan");
    const protein = day1.meals.breakfast.macros.protein + 1;
    expect(dayTotals(day1).protein + 1).toBeLessThanOrEqual(plan.target.protein.max);

    const saved = await submit("low-carb-muscle", {
      intent: "save",
      "body.days.0.meals.breakfast.macros.protein": String(protein),
      "body.days.0.meals.breakfast.description": "Edited breakfast description 8810",
    });
    expect(saved).toMatchObject({ status: 303, location: "/coach/content/nutrition/low-carb-muscle" });
    expect((await list()).data as ListData).toMatchObject({
      rows: expect.arrayContaining([expect.objectContaining({ id: "low-carb-muscle", draft: true })]),
    });
    for (const serialized of await everyonesPage()) expect(serialized).not.toContain("8810");

    const published = await submit("low-carb-muscle", { intent: "publish" });
    expect(published.status).toBe(303);
    expect(published.location).toBe("/coach/content/nutrition/low-carb-muscle");
    expect(published.cookies.join()).toContain("wb50_flash=content-published");
    expect(await readDraft(database.db, "meal-plan:low-carb-muscle")).toBeNull();
    expect(await revisions()).toHaveLength(1);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "published content"));
    expect(audit?.target).toBe("meal-plan:low-carb-muscle");

    const theirs = await nutrition(premium);
    const breakfast = theirs.plans.find((entry) => entry.teaser.id === "low-carb-muscle")?.body?.days[0]
      ?.meals.breakfast;
    expect(breakfast?.description).toBe("Edited breakfast description 8810");
    expect(breakfast?.macros.protein).toBe(protein);
    for (const cookie of [undefined, member]) {
      const page = await nutrition(cookie);
      expect(page.plans.find((entry) => entry.teaser.id === "low-carb-muscle")?.body).toBeNull();
      expect(JSON.stringify(page)).not.toContain("8810");
    }
  });

  it("adds a premium recipe: a teaser for everyone, the recipe and its PDF for premium members", async () => {
    const started = await addRecipe({ title: "Smoky Bean Stew", id: "", access: "premium" });
    expect(started).toMatchObject({ status: 303, location: "/coach/content/nutrition/new-recipe" });
    const draft = (await open("new-recipe")).data as ItemData;
    expect(draft).toMatchObject({
      isNew: true,
      kind: "recipe",
      id: "smoky-bean-stew",
      title: "Smoky Bean Stew",
    });
    expect(draft.card).toMatchObject({ premium: true });
    expect(draft.problems["body.summary"]).toBe("Please fill this in.");
    expect(draft.problems["body.ingredients"]).toBe("Please give at least 5, one per line.");
    expect(((await list()).data as ListData).adding).toBe("Smoky Bean Stew");
    // A second one waits for the first.
    expect((await addRecipe({ title: "Another", access: "free" })).status).toBe(409);

    // Saved but not published: nobody but the coach reads it.
    const saved = await submit("new-recipe", { intent: "save", ...RECIPE_FORM, access: "premium" });
    expect(saved.status).toBe(303);
    for (const serialized of await everyonesPage()) {
      expect(serialized).not.toContain("Smoky Bean Stew");
      for (const text of GATED) expect(serialized).not.toContain(text);
    }
    expect((await pdf("smoky-bean-stew", premium)).status).toBe(404);

    const published = await submit("new-recipe", { intent: "publish", ...RECIPE_FORM, access: "premium" });
    expect(published).toMatchObject({ status: 303, location: "/coach/content/nutrition/smoky-bean-stew" });
    expect(await readDraft(database.db, "new-recipe")).toBeNull();
    const items = liveContent().nutrition.items;
    // Its card comes after the other recipes, before the grocery lists.
    const at = items.findIndex((item) => item.id === "smoky-bean-stew");
    expect(items[at - 1]?.id).toBe("walnut-stuffed-portobellos");
    expect(items[at + 1]?.kind).toBe("grocery-list");

    for (const cookie of [undefined, member]) {
      const page = await nutrition(cookie);
      const entry = page.recipes.find((recipe) => recipe.teaser.id === "smoky-bean-stew");
      expect(entry).toEqual({
        teaser: {
          id: "smoky-bean-stew",
          kind: "recipe",
          title: "Smoky Bean Stew",
          description: "Borlotti beans simmered with smoked paprika, tomato and greens.",
          highlights: ["55 minutes", "Serves 4"],
          premium: true,
        },
        body: null,
      });
      const serialized = JSON.stringify(page);
      for (const text of GATED) expect(serialized).not.toContain(text);
      expect((await pdf("smoky-bean-stew", cookie)).status).toBe(403);
    }

    const theirs = (await nutrition(premium)).recipes.find(
      (recipe) => recipe.teaser.id === "smoky-bean-stew",
    );
    expect(theirs?.body?.ingredients).toHaveLength(6);
    expect(theirs?.body?.steps[0]).toContain("step-only-text-4417");
    expect(theirs?.body?.perServing).toEqual({ kcal: 412, protein: 24, carbs: 45, fat: 12, fibre: 14 });
    const file = await pdfLoader(
      app.args("/nutrition/smoky-bean-stew/pdf", {
        cookie: premium,
        params: { item: "smoky-bean-stew" },
      }) as Args<typeof pdfLoader>,
    );
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    const { text } = await pdfText(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain("Smoky Bean Stew");
    expect(text).toContain("ingredient-only-text-4417");
  });

  it("opens a free recipe to everyone, page and PDF", async () => {
    await addRecipe({ title: "Green Lentil Soup", id: "lentil-soup", access: "free" });
    const published = await submit("new-recipe", {
      intent: "publish",
      ...RECIPE_FORM,
      "body.title": "Green Lentil Soup",
      access: "free",
    });
    expect(published.location).toBe("/coach/content/nutrition/lentil-soup");
    const page = await nutrition();
    expect(page.recipes.find((recipe) => recipe.teaser.id === "lentil-soup")?.body?.tip).toBe(
      "It freezes well for a month, tip-only-text-4417.",
    );
    const file = await pdf("lentil-soup");
    expect(file.status).toBe(200);
  });

  it("keeps an unpublished edit of a published recipe away from everyone", async () => {
    const saved = await submit("easy-chickpea-salad", {
      intent: "save",
      "body.ingredients": `${liveContent().nutrition.recipes[0]?.ingredients.join("\n")}\nA draft-only pinch of sumac 3390`,
      "body.title": "Draft Title 3390",
      "card.description": "Draft card 3390",
    });
    expect(saved.status).toBe(303);
    const page = (await open("easy-chickpea-salad")).data as ItemData;
    expect(page.title).toBe("Draft Title 3390");
    for (const serialized of await everyonesPage()) expect(serialized).not.toContain("3390");
    const file = await pdfLoader(
      app.args("/nutrition/easy-chickpea-salad/pdf", { params: { item: "easy-chickpea-salad" } }) as Args<
        typeof pdfLoader
      >,
    );
    expect((await pdfText(new Uint8Array(await file.arrayBuffer()))).text).not.toContain("3390");

    // Discarded, the published version is back in the editor.
    const discarded = await submit("easy-chickpea-salad", { intent: "discard" });
    expect(discarded).toMatchObject({
      status: 303,
      location: "/coach/content/nutrition/easy-chickpea-salad",
    });
    expect(((await open("easy-chickpea-salad")).data as ItemData).title).toBe("Easy Chickpea Salad");
  });

  it("refuses an id already used, or kept for the editor, as a field error", async () => {
    for (const [form, message] of [
      [{ title: "Easy Chickpea Salad" }, /already used by "Easy Chickpea Salad"/],
      [{ title: "Anything", id: "starter-mediterranean" }, /already used by "7-Day Starter/],
      [{ title: "New Recipe" }, /kept for the editor/],
      [{ title: "Bad", id: "Not An Id" }, /Lower-case letters/],
      [{ title: "¿¡!?" }, /Please choose an id/],
    ] as const) {
      const refused = await addRecipe({ access: "free", ...form });
      expect(refused.status).toBe(400);
      expect(formFailureOf(refused.data)?.fieldErrors.id).toMatch(message);
    }
    expect(await readDraft(database.db, "new-recipe")).toBeNull();

    // Changed to a used id in the editor, it is refused at publishing.
    await addRecipe({ title: "Smoky Bean Stew", access: "premium" });
    const refused = await submit("new-recipe", {
      intent: "publish",
      ...RECIPE_FORM,
      "body.id": "lemon-herb-lentil-bowls",
      access: "premium",
    });
    expect(refused.status).toBe(400);
    expect(formFailureOf(refused.data)?.fieldErrors["body.id"]).toMatch(
      /already used by "Lemon Herb Lentil Bowls"/,
    );
    expect(await revisions()).toEqual([]);
  });

  it("keeps the structure whatever names are sent, refuses over-long text, and answers unknown items with 404", async () => {
    const forged = await submit("starter-mediterranean", {
      intent: "save",
      "body.days": "",
      "body.days.0.meals": "",
      "body.target": "x",
      "body.__proto__.polluted": "yes",
      "card.premium": "false",
      "body.notes": "Only one line",
    });
    expect(forged.status).toBe(303);
    const page = (await open("starter-mediterranean")).data as ItemData;
    expect(page.days).toHaveLength(7);
    expect(page.problems["body.notes"]).toBe("Please give at least 2, one per line.");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    const long = await submit("starter-mediterranean", { intent: "save", "body.summary": "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(formFailureOf(long.data)?.fieldErrors["body.summary"]).toMatch(/^At most 2,000 characters/);
    expect(formFailureOf(long.data)?.values["body.summary"]).toHaveLength(2001);

    const typo = await submit("starter-mediterranean", {
      intent: "publish",
      "body.days.0.meals.lunch.macros.kcal": "lots",
    });
    expect(typo.status).toBe(400);
    expect(formFailureOf(typo.data)?.fieldErrors["body.days.0.meals.lunch.macros.kcal"]).toBe(
      "Please enter a number.",
    );

    expect((await submit("starter-mediterranean", { intent: "again" })).status).toBe(400);
    expect((await open("no-such-item")).status).toBe(404);
    expect((await submit("no-such-item", { intent: "save" })).status).toBe(404);
    expect((await open("new-recipe")).location).toBe("/coach/content/nutrition");
    expect((await submit("new-recipe", { intent: "publish", ...RECIPE_FORM })).status).toBe(409);
    expect(await revisions()).toEqual([]);
  });

  it("is the coach's alone", async () => {
    for (const cookie of [member, premium]) {
      expect((await list(cookie)).status).toBe(403);
      expect((await addRecipe({ title: "Sneaky", access: "free" }, cookie)).status).toBe(403);
      expect((await open("easy-chickpea-salad", cookie)).status).toBe(403);
      expect(
        (await submit("easy-chickpea-salad", { intent: "publish", "body.title": "Hacked" }, cookie)).status,
      ).toBe(403);
    }
    const visitor = await open("easy-chickpea-salad", "");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?redirectTo=/);
    expect(await revisions()).toEqual([]);
    expect(await readDraft(database.db, "new-recipe")).toBeNull();
  });
});
