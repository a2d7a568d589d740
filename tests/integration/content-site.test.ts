import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shippedContent } from "~/content/content.server";
import { liveContent, liveSite } from "~/content/live.server";
import type { DatabaseHandle } from "~/db/client.server";
import { listRevisions, loadLiveContent, readDraft } from "~/features/content/content-store.server";
import { listAudit } from "~/lib/audit.server";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { action as siteAction, loader as siteLoader } from "~/routes/coach/content-site";
import { loader as previewLoader } from "~/routes/coach/content-site-preview";
import { loader as aboutLoader } from "~/routes/marketing/about";
import { loader as homeLoader } from "~/routes/marketing/home";
import { loader as workWithMeLoader } from "~/routes/marketing/work-with-me";
import { createTestApp, outcome, signedIn } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Editor = Awaited<ReturnType<typeof siteLoader>>;
type Preview = Awaited<ReturnType<typeof previewLoader>>;

const PATH = "/coach/content/site";
const shipped = shippedContent();

describe("the coach's site settings editor (issue 19 §1)", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let coachCookie: string;
  let memberCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database, new Date("2026-11-24T09:00:00Z"));
    coachCookie = (await signedIn(app, { name: "Jane Coach", email: "coach@example.com", role: "coach" }))
      .cookie;
    memberCookie = (await signedIn(app, { name: "Ann", email: "ann@example.com" })).cookie;
    await loadLiveContent(database.db, app.clock.now);
  });

  const editor = async (cookie = coachCookie) => {
    const result = await outcome(() => siteLoader(app.args(PATH, { cookie }) as Args<typeof siteLoader>));
    expect(result.status).toBe(200);
    return result.data as Editor;
  };
  const send = (form: Record<string, string>, cookie = coachCookie) =>
    outcome(() => siteAction(app.args(PATH, { cookie, form }) as Args<typeof siteAction>));
  const preview = async (page: string) => {
    const result = await outcome(() =>
      previewLoader(
        app.args(`${PATH}/preview/${page}`, { cookie: coachCookie, params: { page } }) as Args<
          typeof previewLoader
        >,
      ),
    );
    expect(result.status).toBe(200);
    return result.data as Preview;
  };
  const workWithMe = () => workWithMeLoader(app.args("/work-with-me") as Args<typeof workWithMeLoader>);
  const continuumLabels = (offers: Awaited<ReturnType<typeof workWithMe>>["offers"]) =>
    offers.flatMap((offer) =>
      "options" in offer.checkout ? offer.checkout.options.map((option) => option.label) : [],
    );

  const newFacts = {
    "site.faceToFaceResumes": "2027-03-02",
    "site.prices.oneOnOne.amount": "65",
    "marketing.heroBadge": "Strong at every age",
  };

  it("shows the published version, every field named by its path", async () => {
    const page = await editor();
    expect(page.draftSavedAt).toBeNull();
    expect(page.problems).toEqual({});
    expect(page.site).toEqual(shipped.site);
    expect(page.marketing).toEqual(shipped.marketing);
  });

  it("keeps a saved draft to the coach: visitors and the live site still have the old values", async () => {
    const saved = await send({ intent: "save", ...newFacts });
    expect(saved).toMatchObject({ status: 302, location: PATH });

    const page = await editor();
    expect(page.draftSavedAt).not.toBeNull();
    expect(page.problems).toEqual({});
    expect(page.site).toMatchObject({
      faceToFaceResumes: "2027-03-02",
      prices: { oneOnOne: { amount: 65 } },
    });
    expect(page.marketing).toMatchObject({ heroBadge: "Strong at every age" });
    expect(await readDraft(database.db, "site")).not.toBeNull();
    expect(await readDraft(database.db, "marketing")).not.toBeNull();

    expect(liveSite().faceToFaceResumes).toBe("2025-05-27");
    expect(liveSite().prices.oneOnOne.amount).toBe(50);
    const visitor = await workWithMe();
    expect(visitor.resumesOn).toBe("27 May 2025");
    expect(visitor.running).toBe(true);
    expect(continuumLabels(visitor.offers)).toContain("1:1 coaching, $50 a week");
    expect(homeLoader().marketing.heroBadge).toBe(shipped.marketing.heroBadge);
  });

  it("previews the draft with each page's own props, and the live content with no draft", async () => {
    const before = await preview("work-with-me");
    expect(before).toMatchObject({
      hasDraft: false,
      page: "work-with-me",
      props: { resumesOn: "27 May 2025" },
    });

    await send({ intent: "preview", ...newFacts }).then((result) =>
      expect(result.location).toBe(`${PATH}/preview/home`),
    );
    const work = await preview("work-with-me");
    if (!("props" in work) || work.page !== "work-with-me") throw new Error("no work-with-me preview");
    expect(work.hasDraft).toBe(true);
    expect(work.props.resumesOn).toBe("2 March 2027");
    expect(work.props.running).toBe(false);
    expect(continuumLabels(work.props.offers)).toContain("1:1 coaching, $65 a week");

    const home = await preview("home");
    if (!("props" in home) || home.page !== "home") throw new Error("no home preview");
    expect(home.props.marketing.heroBadge).toBe("Strong at every age");

    const about = await preview("about");
    if (!("props" in about) || about.page !== "about") throw new Error("no about preview");
    expect(about.props.founderStoryHtml).toContain("<p>");

    const missing = await outcome(() =>
      previewLoader(
        app.args(`${PATH}/preview/shop`, { cookie: coachCookie, params: { page: "shop" } }) as Args<
          typeof previewLoader
        >,
      ),
    );
    expect(missing.status).toBe(404);
  });

  it("publishes both sections in one revision, with a readable change, for everyone at once", async () => {
    await send({ intent: "save", ...newFacts });
    // The preview's Publish button sends no fields: the draft is what is published.
    const published = await send({ intent: "publish" });
    expect(published.status).toBe(302);
    expect(published.location).toBe(PATH);
    expect(published.cookies.join(";")).toContain("wb50_flash=content-published");

    expect(liveSite().faceToFaceResumes).toBe("2027-03-02");
    expect(liveContent().marketing.heroBadge).toBe("Strong at every age");
    const visitor = await workWithMe();
    expect(visitor.resumesOn).toBe("2 March 2027");
    expect(visitor.running).toBe(false);
    expect(continuumLabels(visitor.offers)).toContain("1:1 coaching, $65 a week");
    expect(homeLoader().marketing.heroBadge).toBe("Strong at every age");

    const revisions = await listRevisions(database.db);
    expect(revisions).toHaveLength(2);
    expect(revisions[0]?.authorName).toBe("Jane Coach");
    expect(revisions[0]?.changes).toEqual(
      expect.arrayContaining([
        { path: "site › face to face resumes", before: "2025-05-27", after: "2027-03-02" },
        { path: "site › prices › one on one › amount", before: "50", after: "65" },
        { path: "marketing › hero badge", before: shipped.marketing.heroBadge, after: "Strong at every age" },
      ]),
    );
    expect(await readDraft(database.db, "site")).toBeNull();
    expect(await readDraft(database.db, "marketing")).toBeNull();
    const [audit] = await listAudit(database.db);
    expect(audit).toMatchObject({
      action: "published content",
      target: "site",
      actorEmail: "coach@example.com",
    });
    expect((await editor()).draftSavedAt).toBeNull();
  });

  it("answers a bad date, price, URL, email, an emptied field and an oversize one with field errors, keeping what she typed", async () => {
    const typed = {
      intent: "publish",
      "site.faceToFaceResumes": "2 March 2027",
      "site.prices.oneOnOne.amount": "fifty",
      "site.links.communityGroup": "not a link",
      "site.contact.email": "hello at example",
      "site.businessName": "   ",
      "marketing.heroBadge": "B".repeat(61),
      "marketing.homeTestimonials.0.quote": "Q".repeat(601),
    };
    const result = await send(typed);
    expect(result.status).toBe(400);
    const failure = formFailureOf(result.data);
    expect(Object.keys(failure?.fieldErrors ?? {}).sort()).toEqual(
      [
        "marketing.heroBadge",
        "marketing.homeTestimonials.0.quote",
        "site.businessName",
        "site.contact.email",
        "site.faceToFaceResumes",
        "site.links.communityGroup",
        "site.prices.oneOnOne.amount",
      ].sort(),
    );
    expect(failure?.fieldErrors["site.businessName"]).toBe("Please fill this in.");
    expect(typedValue(failure, "site.faceToFaceResumes")).toBe("2 March 2027");
    expect(typedValue(failure, "site.prices.oneOnOne.amount")).toBe("fifty");
    expect(typedValue(failure, "site.links.communityGroup")).toBe("not a link");
    expect(result.data).toMatchObject({
      submitted: {
        site: { faceToFaceResumes: "2 March 2027", prices: { oneOnOne: { amount: "fifty" } } },
        marketing: { heroBadge: "B".repeat(61) },
      },
    });

    // Nothing was published; what she typed is her draft, with its problems on the page.
    expect(liveSite()).toEqual(shipped.site);
    expect(await listRevisions(database.db)).toHaveLength(1);
    const page = await editor();
    expect(page.draftSavedAt).not.toBeNull();
    expect(page.site).toMatchObject({ faceToFaceResumes: "2 March 2027" });
    expect(Object.keys(page.problems)).toContain("site.prices.oneOnOne.amount");
    // A draft that cannot be published is not drawn: the preview names its problems instead.
    const broken = await preview("work-with-me");
    expect(broken).not.toHaveProperty("props");
    expect(broken).toMatchObject({
      hasDraft: true,
      problems: expect.arrayContaining([expect.stringMatching(/^1:1 coaching: price in dollars: /)]),
    });

    // Typed again correctly (a price emptied in the draft is a number again), it publishes.
    const fixed = await send({
      intent: "publish",
      "site.faceToFaceResumes": "2027-03-02",
      "site.prices.oneOnOne.amount": "65",
      "site.links.communityGroup": shipped.site.links.communityGroup,
      "site.contact.email": shipped.site.contact.email,
      "site.businessName": shipped.site.businessName,
      "marketing.heroBadge": "Strong at every age",
      "marketing.homeTestimonials.0.quote": "Stronger than at forty.",
    });
    expect(fixed.status).toBe(302);
    expect(liveSite().prices.oneOnOne.amount).toBe(65);
  });

  it("never lets a script in the founder story reach the About page", async () => {
    const story = [
      "My story. <script>alert(1)</script>",
      "",
      "[click me](javascript:alert(1)) and <img src=x onerror=alert(1)>",
      "",
      '<a href="javascript:alert(2)" onclick="alert(3)">more</a>',
    ].join("\n");
    const result = await send({ intent: "publish", "marketing.founderStory": story });
    expect(result.status).toBe(302);
    expect(liveContent().marketing.founderStory).toBe(story);
    const { founderStoryHtml } = aboutLoader();
    expect(founderStoryHtml).toContain("My story.");
    expect(founderStoryHtml).not.toMatch(/<script/i);
    expect(founderStoryHtml).not.toMatch(/javascript:/i);
    expect(founderStoryHtml).not.toMatch(/onerror|onclick|<img/i);
    const about = await preview("about");
    if (!("props" in about) || about.page !== "about") throw new Error("no about preview");
    expect(about.props.founderStoryHtml).toBe(founderStoryHtml);
  });

  it("ignores forged field names and refuses forged intents", async () => {
    const result = await send({
      intent: "save",
      "site.__proto__.polluted": "yes",
      "site.constructor.prototype.polluted": "yes",
      "site.prices.oneOnOne.amount.deeper": "1",
      "site.unknownField": "x",
      "marketing.homeTestimonials.9.quote": "nowhere",
      "site.tagline": "stronger every year",
    });
    expect(result.status).toBe(302);
    const page = await editor();
    expect(page.site).toEqual({ ...shipped.site, tagline: "stronger every year" });
    expect(page.marketing).toEqual(shipped.marketing);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();

    for (const intent of ["delete-everything", "add:pillars", "remove:homeTestimonials.99x", ""]) {
      const refused = await send({ intent });
      expect(refused.status, intent).toBe(400);
      expect(formFailureOf(refused.data)?.formError).toBe("Please use the buttons on this page.");
    }
    // An index past the end changes nothing.
    await send({ intent: "remove:homeTestimonials.42" });
    expect((await editor()).marketing).toEqual(shipped.marketing);
  });

  it("adds, moves and removes testimonials without losing what was typed", async () => {
    const testimonials = shipped.marketing.homeTestimonials;
    await send({ intent: "add:homeTestimonials", "marketing.homeTestimonials.0.author": "Margo" });
    let page = await editor();
    let list = (page.marketing as typeof shipped.marketing).homeTestimonials;
    expect(list).toHaveLength(testimonials.length + 1);
    expect(list[0]?.author).toBe("Margo");
    expect(list.at(-1)).toEqual({});
    // The new one is empty: a problem to fix, not a lost edit.
    expect(page.problems[`marketing.homeTestimonials.${testimonials.length}.quote`]).toBe(
      "Please fill this in.",
    );

    await send({ intent: "up:homeTestimonials.1" });
    list = ((await editor()).marketing as typeof shipped.marketing).homeTestimonials;
    expect(list.slice(0, 2).map((item) => item.author)).toEqual([testimonials[1]?.author, "Margo"]);

    await send({ intent: `remove:homeTestimonials.${testimonials.length}` });
    await send({ intent: "down:homeTestimonials.0" });
    page = await editor();
    list = (page.marketing as typeof shipped.marketing).homeTestimonials;
    expect(list.map((item) => item.author)).toEqual([
      "Margo",
      testimonials[1]?.author,
      ...testimonials.slice(2).map((item) => item.author),
    ]);
    expect(page.problems).toEqual({});
  });

  it("discards the draft", async () => {
    await send({ intent: "save", ...newFacts });
    const discarded = await send({ intent: "discard" });
    expect(discarded).toMatchObject({ status: 302, location: PATH });
    expect(await readDraft(database.db, "site")).toBeNull();
    expect(await readDraft(database.db, "marketing")).toBeNull();
    const page = await editor();
    expect(page.draftSavedAt).toBeNull();
    expect(page.site).toEqual(shipped.site);
  });

  it("refuses a member and a visitor, on the editor, its action and the preview", async () => {
    expect((await outcome(() => siteLoader(app.args(PATH, { cookie: memberCookie }) as never))).status).toBe(
      403,
    );
    expect((await send({ intent: "publish", ...newFacts }, memberCookie)).status).toBe(403);
    expect(
      (
        await outcome(() =>
          previewLoader(
            app.args(`${PATH}/preview/home`, { cookie: memberCookie, params: { page: "home" } }) as never,
          ),
        )
      ).status,
    ).toBe(403);
    const visitor = await outcome(() => siteAction(app.args(PATH, { form: { intent: "publish" } }) as never));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?redirectTo=/);
    expect(liveSite()).toEqual(shipped.site);
    expect(await readDraft(database.db, "site")).toBeNull();
  });
});
