import type { CDPSession, Page, TestInfo } from "@playwright/test";
import { emulate, expectHeaderHolds, showAt, WALK_VIEWPORTS, walkPage } from "./every-size-helpers";
import { E2E_SECRETS, expect, logInAs, logInAsCoach, pages, test, uniqueEmail, visit } from "./fixtures";
import { CHECK_IN } from "./screenshot-pages";

// Issue 36 §2, decision 0052: every page, the visitor's, hers and the coach's, at each text
// size (Standard, Large, Larger), at 320, 360 and 390 px and at 200% zoom of a 1280 px window
// (and at 1280 px itself): it fits its viewport, its number fields show four digits, and its
// controls are 44 px targets. Each page is loaded once; the size and the viewport change in
// place (every-size-helpers.ts). Axe runs once per page. The spec sets its own viewports, so it
// runs once, in the desktop project; its tests are shards that three workers share.

const LOG = "/client-portal/movement-patterns-1/log/session-a";
const TIME_ZONE = "Australia/Sydney";

async function open(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

/** Yesterday in UTC: a day that is past in every zone, so the body form takes it. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * A member with something on every page: a finished session (10 reps at 112.5 kg), a body
 * entry, a check-in and a message. A long address, as many are, and a long name.
 */
async function memberWithData(page: Page, testInfo: TestInfo) {
  const email = uniqueEmail(testInfo, "margaret.fitzgerald-henderson");
  const name = "Margaret Fitzgerald-Henderson";
  await logInAs(page, { email, name, portal: true, premium: true });
  const posts: [string, Record<string, string>][] = [
    // The whole form at Finish, as a phone without JavaScript sends it.
    [
      LOG,
      {
        intent: "finish",
        logId: crypto.randomUUID(),
        timeZone: TIME_ZONE,
        unit: "kg",
        "set-0-1-reps": "10",
        "set-0-1-weight": "112.5",
        "set-0-1-done": "true",
      },
    ],
    ["/progress/body", { intent: "metrics", day: yesterday(), weight: "68.5", waist: "84", hips: "102" }],
    // Issue 39 §1 (h1): a function test, so her scorecard has a chart and a table.
    ["/progress/tests/chair-stand", { intent: "result", value: "12" }],
    ["/check-in", CHECK_IN],
    ["/messages", { messageId: crypto.randomUUID(), body: "Is it fine to train the day after a long walk?" }],
  ];
  for (const [path, form] of posts) {
    const response = await page.request.post(path, { form, maxRedirects: 0 });
    expect(response.status(), `${path} ${form.intent ?? ""}`).toBeLessThan(400);
  }
  return { email, name };
}

/** A client of the coach's with data, for the client and member pages, from a browser of her own. */
async function clientWithData(page: Page, baseURL: string | undefined, testInfo: TestInfo) {
  const context = await page.context().browser()?.newContext({ baseURL });
  if (!context) throw new Error("no browser");
  const member = await context.newPage();
  const client = await memberWithData(member, testInfo);
  const answer = await member.request.post("/__probe/session", {
    form: { email: client.email, name: client.name, password: E2E_SECRETS.memberPassword },
  });
  const { memberId } = (await answer.json()) as { memberId: string };
  await context.close();
  return { ...client, memberId };
}

// A visitor's pages: the route table, with the portal programs that only send her to the
// password form counted once (as /client-portal).
const visitorPaths = [
  ...pages.filter(
    ({ path, heading }) => !(path.startsWith("/client-portal/") && heading === "Client Portal"),
  ),
  { path: "/forgot-password" },
  { path: "/login/code" },
  { path: "/no-such-page" },
  // Issue 40 (h5): the booking pages.
  { path: "/book" },
  { path: "/book/consultation" },
].map(({ path }) => path);
const third = Math.ceil(visitorPaths.length / 3);

/**
 * The shards, about even in time (three workers share them; the heaviest pages, the log and the
 * content editors, are spread out). `client` stands for her id on the coach's pages. Axe runs
 * at the width the page's people use: her pages on the phone, the visitor's and the coach's on
 * the laptop (the phone menu is scanned open by accessibility.spec.ts).
 */
const SHARDS: { name: string; who: "visitor" | "member" | "coach"; paths: string[] }[] = [
  { name: "a visitor's pages, part 1", who: "visitor", paths: visitorPaths.slice(0, third) },
  { name: "a visitor's pages, part 2", who: "visitor", paths: visitorPaths.slice(third, 2 * third) },
  { name: "a visitor's pages, part 3", who: "visitor", paths: visitorPaths.slice(2 * third) },
  { name: "her pages, part 1", who: "member", paths: ["/dashboard", LOG, "/progress", "/calendar"] },
  {
    name: "her pages, part 2",
    who: "member",
    paths: [
      "/client-portal",
      "/client-portal/movement-patterns-1",
      "/progress/body",
      "/check-in",
      "/account",
      // Issue 38 §3 (h3): an exercise's demo page.
      "/exercises/goblet-squat-to-box",
      // Issue 39 §1 (h1): her function tests' scorecard and one guided test.
      "/progress/tests",
      "/progress/tests/chair-stand",
    ],
  },
  {
    name: "her pages, part 3",
    who: "member",
    paths: [
      "/messages",
      "/account/reminders",
      "/account/delete",
      "/nutrition",
      "/programs",
      "/screening",
      "/onboarding",
    ],
  },
  {
    name: "the coach's pages, part 1",
    who: "coach",
    paths: [
      "/coach",
      "/coach/inbox",
      "/coach/clients",
      "/coach/clients/client",
      "/coach/check-ins",
      "/coach/members",
      "/coach/members/client",
    ],
  },
  {
    name: "the coach's pages, part 2",
    who: "coach",
    paths: [
      "/coach/portal-code",
      "/coach/leads",
      "/coach/audit",
      "/coach/account",
      "/coach/emails",
      "/coach/newsletters",
      "/coach/content",
      "/coach/content/revisions",
    ],
  },
  {
    name: "the coach's pages, part 3",
    who: "coach",
    paths: [
      "/coach/content/site",
      "/coach/content/site/preview/home",
      "/coach/content/programs",
      "/coach/content/programs/level-1",
      "/coach/content/nutrition",
      "/coach/content/nutrition/easy-chickpea-salad",
    ],
  },
  {
    // Split from part 3, the longest journey of the run (69 s): a shard that starts last
    // should not hold the run open alone.
    name: "the coach's pages, part 4",
    who: "coach",
    paths: [
      // Issue 38 §2 (h2): a library entry's demo media.
      "/coach/library/goblet-squat/media",
      "/coach/library",
      "/coach/library/goblet-squat",
      // Issue 40 (h6): her calendar, its week, and her offers and hours.
      "/coach/calendar",
      "/coach/calendar?view=week",
      "/coach/calendar/settings",
    ],
  },
];

test.describe("every page at every size", () => {
  test.skip(({ isMobile }) => isMobile, "the walk sets its own viewports: it runs once");

  for (const shard of SHARDS) {
    test(shard.name, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(150_000);
      const first = shard === SHARDS.find((each) => each.who === shard.who);
      let paths = shard.paths;
      let client: Awaited<ReturnType<typeof clientWithData>> | null = null;
      if (shard.who === "member") await memberWithData(page, testInfo);
      if (shard.who === "coach") {
        if (paths.some((path) => path.endsWith("/client"))) {
          client = await clientWithData(page, baseURL, testInfo);
          const id = client.memberId;
          paths = paths.map((path) => path.replace(/\/client$/, `/${id}`));
        }
        await logInAsCoach(page);
      }
      if (paths.includes("/coach/emails")) {
        // One email and one newsletter, when the run has any.
        for (const list of ["/coach/emails", "/coach/newsletters"]) {
          await visit(page, list);
          const link = page.locator(`main a[href^="${list}/"]:not([href$="/new"])`).first();
          const href = (await link.count()) > 0 ? await link.getAttribute("href") : null;
          if (href) paths = [...paths, href];
        }
      }
      const cdp = await open(page);
      for (const path of paths) await walkPage(page, cdp, path, shard.who === "member" ? "phone" : "laptop");
      if (first) await expectHeaderHolds(page, cdp);
      if (client) {
        // Her long address breaks where an address can: after "@", ".", "-", never mid-word.
        const search = `/coach/members?q=${encodeURIComponent(client.email)}`;
        for (const path of [search, "/coach/clients", `/coach/clients/${client.memberId}`]) {
          await visit(page, path);
          await showAt(page, "larger");
          for (const viewport of [WALK_VIEWPORTS[0], WALK_VIEWPORTS[3]]) {
            await emulate(cdp, viewport);
            const breaks = await midWordBreaks(page, client.email);
            expect.soft(breaks, `${path}, ${viewport.name}: where her address breaks`).toEqual([]);
          }
        }
      }
    });
  }
});

/**
 * Where this address breaks across lines on the page, wherever it is shown: each break as the
 * characters either side ("ab|cd"), for the breaks that do not follow "@", ".", "-", "_" or "+".
 */
async function midWordBreaks(page: Page, email: string): Promise<string[]> {
  return page.evaluate((address) => {
    const bad: string[] = [];
    const holders = Array.from(document.querySelectorAll<HTMLElement>("main *")).filter(
      (element) =>
        element.textContent?.trim() === address &&
        !Array.from(element.children).some((child) => child.textContent?.trim() === address),
    );
    for (const holder of holders) {
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      const chars: { char: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect && text[index]?.trim()) chars.push({ char: text[index] ?? "", top: rect.top });
        }
      }
      for (let index = 1; index < chars.length; index++) {
        const before = chars[index - 1];
        const after = chars[index];
        if (!before || !after || after.top <= before.top + 1) continue;
        if (!"@.-_+".includes(before.char)) {
          const context = chars.map((entry) => entry.char).join("");
          bad.push(`${context.slice(Math.max(0, index - 6), index)}|${context.slice(index, index + 6)}`);
        }
      }
    }
    return bad;
  }, email);
}

// The pictures for review (issue 36): the session log with a long weight and /progress, at
// 390 px at Larger and at 1280 px. Only when asked: `SHOTS_DIR=/some/folder npx playwright test every-size -g pictures`.
test("pictures of the log and /progress at 390 px Larger and 1280 px", async ({
  page,
  isMobile,
}, testInfo) => {
  const dir = process.env.SHOTS_DIR;
  test.skip(!dir || isMobile, "only when SHOTS_DIR names a folder");
  test.setTimeout(120_000);
  await memberWithData(page, testInfo);
  for (const [width, size] of [
    [390, "larger"],
    [1280, "standard"],
  ] as const) {
    const answer = await page.request.post("/preferences/text-size", {
      form: { size, redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await visit(page, LOG);
    // The flash of the seeding posts ("Message sent.") would cover the fields: it goes in 4 s.
    if (width === 390) {
      await expect(page.getByText("Message sent.")).toBeVisible();
      await expect(page.getByText("Message sent.")).toHaveCount(0);
    }
    const weight = page.getByRole("textbox", { name: "Weight (kg), set 1" }).first();
    await weight.fill("112.5");
    await page.getByRole("textbox", { name: "Reps, set 1" }).first().fill("10");
    await weight.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/log-${width}-${size}.png` });
    await page.screenshot({ path: `${dir}/log-${width}-${size}-full.png`, fullPage: true });
    // Her choices at a place, as rows that wrap (a list box cut "As planned: …" off at 390 px).
    const choices = page.locator("summary", { hasText: "Do instead" }).first();
    await choices.click();
    await choices.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/log-${width}-${size}-do-instead.png` });
    await visit(page, "/progress");
    // In parts a person can look at: a long page in one picture is too small to judge.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0, part = 1; top < height; top += 1500, part++) {
      await page.screenshot({
        path: `${dir}/progress-${width}-${size}-${part}.png`,
        fullPage: true,
        clip: { x: 0, y: top, width, height: Math.min(1500, height - top) },
      });
    }
  }
});
