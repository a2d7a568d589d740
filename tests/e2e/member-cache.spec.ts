import type { Page } from "@playwright/test";
import { PORTAL_PROGRAMS, type PortalProgramSlug } from "../../app/content/portal-programs";
import { getProgram } from "../../app/content/programs/index.server";
import { expect, logInAs, test, uniqueEmail } from "./fixtures";

// Issue 21: a program's content is rendered once per revision and shared by everyone who may
// open it (decision 0041). Two members with different access ask for the same pages; each must
// receive her own page around the shared content, and nothing of a program she may not open.

const PORTAL_ONLY = "level-1";
const PREMIUM = PORTAL_PROGRAMS.find((program) => program.tier === "premium")?.slug ?? "";

/** The page and its client-side data, as this browser context receives them. */
async function fetchProgram(page: Page, slug: string) {
  const document = await page.request.get(`/client-portal/${slug}`, { maxRedirects: 0 });
  const data = await page.request.get(`/client-portal/${slug}.data`, { maxRedirects: 0 });
  return {
    status: document.status(),
    location: document.headers().location,
    cacheControl: document.headers()["cache-control"],
    html: await document.text(),
    dataStatus: data.status(),
    data: await data.text(),
  };
}

/** Every exercise cue of a program: the text only someone with access may read. */
const cuesOf = (slug: string) =>
  getProgram(slug as PortalProgramSlug).sessions.flatMap((session) =>
    [session.warmUp, ...session.mainWork, session.finisher].flatMap((block) =>
      block.exercises.map((exercise) => exercise.cue),
    ),
  );
/** React escapes an apostrophe in HTML; the data keeps the text as it is. */
const asHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

test.describe("the shared program rendering", () => {
  test.skip(({ isMobile }) => isMobile, "HTTP only: one run is enough");

  test("two members with different access each receive their own page, and only what they may open", async ({
    browser,
  }, testInfo) => {
    expect(PREMIUM).not.toBe("");
    const people = {
      portal: { email: uniqueEmail(testInfo, "portal"), name: "Penelope Portal", portal: true },
      premium: { email: uniqueEmail(testInfo, "premium"), name: "Priscilla Premium", premium: true },
    };
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    const [portal, premium] = await Promise.all(contexts.map((context) => context.newPage()));
    if (!portal || !premium) throw new Error("no pages");
    await logInAs(portal, people.portal);
    await logInAs(premium, people.premium);

    // A premium-tier program both may open: the premium member asks first, so the rendering
    // both receive was made for her request.
    const premiumView = await fetchProgram(premium, PREMIUM);
    const portalView = await fetchProgram(portal, PREMIUM);
    for (const [view, self, other] of [
      [premiumView, people.premium, people.portal],
      [portalView, people.portal, people.premium],
    ] as const) {
      expect(view.status).toBe(200);
      expect(view.dataStatus).toBe(200);
      expect(view.cacheControl).toBe("private, no-store");
      for (const body of [view.html, view.data]) {
        expect(body).toContain(self.email);
        expect(body).toContain(self.name);
        expect(body).not.toContain(other.email);
        expect(body).not.toContain(other.name);
      }
    }
    // The program itself is the same for both: every cue, on the page and in its data.
    const cues = cuesOf(PREMIUM);
    expect(cues.length).toBeGreaterThan(5);
    for (const view of [premiumView, portalView]) {
      for (const cue of cues) expect(view.data).toContain(asHtml(cue));
    }

    // A portal-tier program only the portal member may open: she fills the rendering first,
    // and the premium member still receives none of it.
    const opened = await fetchProgram(portal, PORTAL_ONLY);
    expect(opened.status).toBe(200);
    for (const cue of cuesOf(PORTAL_ONLY)) expect(opened.html + opened.data).toContain(asHtml(cue));
    const refused = await fetchProgram(premium, PORTAL_ONLY);
    expect(refused.status).toBe(302);
    expect(refused.location).toBe("/client-portal");
    expect(refused.dataStatus).toBe(401);
    for (const cue of cuesOf(PORTAL_ONLY)) {
      expect(refused.html).not.toContain(asHtml(cue));
      expect(refused.data).not.toContain(asHtml(cue));
    }
    await Promise.all(contexts.map((context) => context.close()));
  });
});
