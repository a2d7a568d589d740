import type { Browser, Page } from "@playwright/test";
import {
  answerQuestionnaire,
  expect,
  expectNoAxeViolations,
  logInAs,
  logInAsCoach,
  test,
  uniqueEmail,
  visit,
} from "./fixtures";

// Issue 18 §3-5, the coach's side of the loop: clients check in on their phones, the coach's
// list (at 1280 px) puts the one in pain first; the coach opens a client, replies to her
// check-in and assigns a program, and the client's dashboard follows on her phone.

test.skip(({ isMobile }) => !isMobile, "the clients are on their phones; the coach gets a desktop context");

/** A name no other test or project uses, so rows can be told apart on the shared server. */
function uniqueName(first: string): string {
  return `${first} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

async function coachAtDesk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const coach = await context.newPage();
  await logInAsCoach(coach);
  return coach;
}

/** Taps an answer in the question's fieldset. */
async function choose(page: Page, question: string, answer: string) {
  const group = page.getByRole("group", { name: question });
  await group.locator("label", { has: page.getByRole("radio", { name: answer, exact: true }) }).tap();
  await expect(group.getByRole("radio", { name: answer, exact: true })).toBeChecked();
}

/** Her weekly check-in through the form, with pain or without. */
async function checkIn(page: Page, pain: { area: string; level: string } | null) {
  await visit(page, "/check-in");
  await choose(page, "Your energy this week", "4: Good");
  await choose(page, "Your sleep this week", "3: Okay");
  await choose(page, "Your stress this week", "2: A little");
  await choose(page, "How well you ate to plan", "4: Mostly");
  if (pain) {
    await page.getByRole("textbox", { name: "Where? (optional)" }).fill(pain.area);
    await page.getByRole("combobox", { name: "How bad, from 0 (none) to 10" }).selectOption(pain.level);
  }
  await page.getByRole("button", { name: "Send my check-in" }).tap();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText(/Check-in sent to .*Thank you!/)).toBeVisible();
}

test("the coach's list puts the client in pain at the top", async ({ page, browser }, testInfo) => {
  const inPain = uniqueName("Rosalind");
  const fine = uniqueName("Agnes");
  await logInAs(page, { email: uniqueEmail(testInfo, "pain"), name: inPain, portal: true });
  const other = await phone(browser);
  await logInAs(other, { email: uniqueEmail(testInfo, "fine"), name: fine, portal: true });
  // Agnes checks in first, Rosalind after her: the order comes from the pain, not from time.
  await checkIn(other, null);
  await checkIn(page, { area: "right shoulder", level: "4" });

  const coach = await coachAtDesk(browser);
  await visit(coach, "/coach/clients");
  await expect(coach.getByRole("heading", { level: 2, name: "Clients" })).toBeVisible();
  const table = coach.getByRole("table", { name: "Clients, who needs you first" });
  const rows = table.locator("tbody tr");
  const names = await rows.locator("th").allInnerTexts();
  const painRow = names.findIndex((text) => text.includes(inPain));
  const fineRow = names.findIndex((text) => text.includes(fine));
  expect(painRow).toBeGreaterThanOrEqual(0);
  expect(fineRow).toBeGreaterThan(painRow);
  // She is in the group at the very top: every row above hers reports pain too (other journeys
  // share this server), and her reason is said in words, with her flags.
  for (let index = 0; index <= painRow; index++) {
    await expect(rows.nth(index)).toContainText("Pain in her last check-in");
  }
  await expect(rows.nth(painRow)).toContainText("Pain (right shoulder, 4 of 10)");
  await expect(rows.nth(fineRow)).not.toContainText("Pain in her last check-in");
  await expect(rows.nth(fineRow)).toContainText("No flags");
  await expect(coach.getByRole("link", { name: "Export clients (CSV)" })).toHaveAttribute(
    "href",
    "/coach/export/clients.csv",
  );
  await expect(coach.getByRole("link", { name: "Export with health answers (CSV)" })).toHaveAttribute(
    "href",
    "/coach/export/clients.csv?health=1",
  );
  await expectNoAxeViolations(coach);

  // A client reaches neither page, nor their data, by any address.
  const href = (await coach.getByRole("link", { name: fine }).getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/coach\/clients\/.+/);
  for (const path of ["/coach/clients", "/coach/clients.data", href, `${href}.data`]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
    expect(await response.text(), path).not.toContain(fine);
  }

  // On a phone the table scrolls inside its own box; the page itself does not scroll sideways.
  await coach.setViewportSize({ width: 390, height: 844 });
  await visit(coach, "/coach/clients");
  const overflow = await coach.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(coach.getByRole("link", { name: inPain })).toBeVisible();
  await expectNoAxeViolations(coach);
  await coach.context().close();
  await other.context().close();
});

test("the coach opens a client, replies and assigns a program, and the client's dashboard follows it", async ({
  page,
  browser,
}, testInfo) => {
  const name = uniqueName("Beatrice");
  await logInAs(page, { email: uniqueEmail(testInfo, "assigned"), name, portal: true });
  await answerQuestionnaire(page);
  await checkIn(page, null);
  await visit(page, "/dashboard");
  await expect(page.getByText(/Chosen for you by/)).toHaveCount(0);

  const coach = await coachAtDesk(browser);
  await visit(coach, "/coach/clients");
  await coach.getByRole("link", { name }).click();
  await expect(coach.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(coach.getByRole("navigation", { name: "On this page" })).toBeVisible();
  await expect(coach.getByRole("link", { name: "Her access and password reset" })).toBeVisible();
  await expectNoAxeViolations(coach);

  // A reply to her check-in.
  await coach.getByRole("link", { name: "Reply to this check-in" }).first().click();
  await expect(coach).toHaveURL(/\?checkIn=/);
  const thread = coach.getByRole("region", { name: "Messages" });
  await expect(thread.getByText(/^About her check-in of/)).toBeVisible();
  await thread.getByRole("textbox", { name: `Your reply to ${name}` }).fill("Lovely week! Add one walk.");
  await thread.getByRole("button", { name: "Send reply" }).click();
  await expect(coach.getByText("Message sent.")).toBeVisible();
  const sent = thread.getByRole("listitem").filter({ hasText: "Lovely week! Add one walk." });
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText(/About her check-in of/);

  // A program for her.
  await coach
    .getByRole("combobox", { name: "A ready-made sequence" })
    .selectOption({ label: "Kick Start, 8 weeks" });
  await coach.getByRole("button", { name: "Assign the program" }).click();
  await expect(coach.getByRole("status")).toHaveText("Program saved: her dashboard shows it now.");
  await expect(coach.getByText("Now: Movement Patterns")).toBeVisible();
  await expectNoAxeViolations(coach);

  // Her dashboard, on her phone: the reply, marked new, and the program her coach chose.
  await visit(page, "/dashboard");
  const coachCard = page.getByRole("region", { name: "From your coach" });
  await expect(coachCard).toContainText("Lovely week! Add one walk.");
  await expect(coachCard).toContainText("1 new");
  // Saturday and Sunday (in her zone, the gym's by default) are optional days: the workout card
  // names no program then, so the program her coach chose shows on the weekdays only.
  const weekend = ["Sat", "Sun"].includes(
    new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "Australia/Sydney" }).format(new Date()),
  );
  if (weekend) {
    await expect(page.getByText("Optional · a gentle day between training days")).toBeVisible();
  } else {
    await expect(page.getByText(/Chosen for you by/)).toBeVisible();
    await expect(page.getByText(/^Movement Patterns: Beginner · Week 1 of 4$/)).toBeVisible();
  }
  await coachCard.getByRole("link", { name: /Open messages/ }).tap();
  await expect(page).toHaveURL("/messages");
  const reply = page.getByRole("listitem").filter({ hasText: "Lovely week! Add one walk." });
  await expect(reply).toContainText("New");
  await expect(reply).toContainText(/About your check-in of/);

  // Read: the mark is gone from her dashboard.
  await visit(page, "/dashboard");
  await expect(coachCard).toContainText("Lovely week! Add one walk.");
  await expect(coachCard).not.toContainText("1 new");
  await coach.context().close();
});
