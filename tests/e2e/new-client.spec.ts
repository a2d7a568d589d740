import { SCREENING_QUESTIONS } from "~/content/screening";
import { expect, expectNoAxeViolations, logInAs, logInAsCoach, test, uniqueEmail, visit } from "./fixtures";
import { E2E_SECRETS } from "./secrets";

// Issue 36 §1, on phones: a woman enters the portal code, answers the health screening "yes"
// (a knee), checks in with knee pain and a question, and writes to the coach, and nothing else:
// no program, no access granted. The coach sees her at once: on her home, flagged new with what
// she did, in Clients, in Check-ins, in the inbox (with its count in the navigation) and from
// her row in Members; opening her record and marking her message read clears both.

test.skip(({ isMobile }) => !isMobile, "she and the coach are on their phones");

test("a new portal client's screening, check-in and message reach the coach at once", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "new-client");
  const name = `Rosalind ${testInfo.workerIndex}${Date.now() % 100000}`;
  await logInAs(page, { email, name, screened: false });

  await visit(page, "/client-portal");
  await page.getByLabel("Portal password").fill(E2E_SECRETS.portalCode);
  await page.getByRole("button", { name: "Enter the Portal" }).tap();
  await expect(page.getByRole("button", { name: "Leave the portal on this device" })).toBeVisible();

  const answers = Object.fromEntries(SCREENING_QUESTIONS.map((question) => [question.id, "no"]));
  const screened = await page.request.post("/screening", {
    form: { intent: "answer", redirectTo: "/dashboard", ...answers, joints: "yes", followUp: "My left knee" },
    maxRedirects: 0,
  });
  expect(screened.status()).toBe(302);

  await visit(page, "/check-in");
  for (const [question, answer] of [
    ["Your energy this week", "3: Okay"],
    ["Your sleep this week", "3: Okay"],
    ["Your stress this week", "3: Some"],
    ["How well you ate to plan", "4: Mostly"],
  ] as const) {
    const group = page.getByRole("group", { name: question });
    await group.locator("label", { has: page.getByRole("radio", { name: answer, exact: true }) }).tap();
  }
  await page.getByRole("textbox", { name: "Where? (optional)" }).fill("left knee");
  await page.getByRole("combobox", { name: "How bad, from 0 (none) to 10" }).selectOption("5");
  await page.getByRole("textbox", { name: /^A question for/ }).fill("Should I skip lunges?");
  await page.getByRole("button", { name: "Send my check-in" }).tap();
  await expect(page).toHaveURL("/dashboard");

  await visit(page, "/messages");
  await page.getByRole("textbox", { name: "Your message" }).fill("Hello! My knee clicks on the stairs.");
  await page.getByRole("button", { name: "Send" }).tap();
  await expect(page.getByText("Message sent.")).toBeVisible();

  const coachContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const coach = await coachContext.newPage();
  await logInAsCoach(coach);

  // Her home: who needs her today, and the unread count. Other journeys share this server, so
  // the home's first eight may all be others in pain; the full list below always has her.
  await visit(coach, "/coach");
  await expect(coach.getByRole("region", { name: "Who needs you today" })).toBeVisible();
  const nav = coach.getByRole("navigation", { name: "Coach area" });
  await expect(nav.getByRole("link", { name: /^Inbox \d+ unread$/ })).toBeVisible();
  await expectNoAxeViolations(coach);

  // The inbox: her message, a link to answer it.
  await nav.getByRole("link", { name: /^Inbox/ }).tap();
  const thread = coach.getByRole("article", { name });
  await expect(thread).toContainText("Hello! My knee clicks on the stairs.");
  await expectNoAxeViolations(coach);

  // Clients lists her, flagged new with what she did; Check-ins has her question; Members links
  // her row to her client page.
  await visit(coach, "/coach/clients");
  const client = coach.getByRole("row").filter({ hasText: name });
  await expect(client).toContainText("Pain in her last check-in");
  await expect(client).toContainText("Health check: yes, not reviewed");
  await expect(client).toContainText(
    "New client: entered the portal code, answered the health screening, checked in and wrote to you",
  );
  // On her phone each client is a card (decision 0101): the list never scrolls sideways, every
  // badge is inside it, the columns are named in the card, and a screen reader still meets a
  // table: her name is the row's header and the rest are its cells.
  const list = coach.getByRole("region", { name: "Clients, who needs you first" });
  const fits = await list.evaluate((region) => {
    const edge = region.getBoundingClientRect().right;
    return {
      scrolls: region.scrollWidth > region.clientWidth + 1,
      past: [...region.querySelectorAll("li")].filter(
        (badge) => badge.getBoundingClientRect().right > edge + 1,
      ).length,
    };
  });
  expect(fits).toEqual({ scrolls: false, past: 0 });
  await expect(client.getByText("Needs attention", { exact: true })).toBeVisible();
  await expect(client.getByText("Last check-in", { exact: true })).toBeVisible();
  await expect(client.getByRole("cell", { name: /Health check: yes, not reviewed/ })).toBeVisible();
  await expect(client.getByRole("rowheader", { name: new RegExp(name) })).toBeVisible();
  await expectNoAxeViolations(coach);
  await visit(coach, "/coach/check-ins");
  await expect(coach.getByRole("row").filter({ hasText: name })).toContainText("Should I skip lunges?");
  await visit(coach, `/coach/members?q=${encodeURIComponent(email)}`);
  const row = coach.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Entered the portal code");
  // Members is a card on her phone too: its column names show, nothing scrolls sideways.
  await expect(row.getByText("Access", { exact: true })).toBeVisible();
  // (The page's section is named "Members" too: the list is the box with that label.)
  const members = coach.locator("section[aria-label='Members']");
  expect(await members.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(1);
  await row.getByRole("link", { name: `Client page of ${name}` }).tap();
  await expect(coach.getByRole("heading", { level: 2, name })).toBeVisible();

  // Her page shows the message and marks it read (in the background): she leaves the inbox and
  // is no longer new.
  await expect(coach.getByText("Hello! My knee clicks on the stairs.")).toBeVisible();
  await expect(async () => {
    await visit(coach, "/coach/inbox");
    await expect(coach.getByRole("article", { name })).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await visit(coach, "/coach/clients");
  await expect(coach.getByRole("row").filter({ hasText: name })).not.toContainText("New client");
  await coachContext.close();
});
