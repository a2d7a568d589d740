import { PORTAL_PROGRAMS } from "../../app/content/portal-programs";
import { blockHeading } from "../../app/content/programs/headings";
import { allPrograms } from "../../app/content/programs/index.server";
import { enterPortal, expect, expectNoAxeViolations, test, visit } from "./fixtures";

test("the portal index: two tabs of cards, tags where the spec has them, never locked", async ({ page }) => {
  await enterPortal(page);
  await visit(page, "/client-portal");
  const tabs = page.getByRole("tablist", { name: "Program groups" });
  await expect(tabs.getByRole("tab")).toHaveText(["Movement Patterns", "Signature Programs"]);
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("link")).toHaveCount(3);
  await expect(panel.getByRole("link", { name: /Movement Patterns: Beginner/ })).toBeVisible();

  await tabs.getByRole("tab", { name: "Signature Programs" }).click();
  const cards = page.getByRole("tabpanel").getByRole("link");
  await expect(cards).toHaveCount(8);
  await expect(cards.filter({ hasText: "Grit Block" })).toContainText("new");
  await expect(cards.filter({ hasText: "Summer Shred" })).toHaveCount(2);
  for (const card of await cards.filter({ hasText: "Summer Shred" }).all())
    await expect(card).toContainText("shred");
  await expect(cards.filter({ hasText: "Bootcamp" })).toContainText("bootcamp");
  await expect(page.getByText(/locked/i)).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Level \d/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const program of allPrograms()) {
  test(`${program.slug}: back link, every tab with warm-up, main work and finisher, notes and progression`, async ({
    page,
  }) => {
    await enterPortal(page);
    await visit(page, `/client-portal/${program.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      PORTAL_PROGRAMS.find((record) => record.slug === program.slug)?.title ?? "(not in the catalog)",
    );
    await expect(page.getByRole("link", { name: "Back to Portal" })).toHaveAttribute(
      "href",
      "/client-portal",
    );
    await expect(page.getByRole("link", { name: "Download PDF Version" })).toBeVisible();

    const tabs = page.getByRole("tablist").getByRole("tab");
    await expect(tabs).toHaveCount(program.sessions.length);
    for (const [index, session] of program.sessions.entries()) {
      const tab = tabs.nth(index);
      await expect(tab).toContainText(session.label);
      if (session.badge) await expect(tab).toContainText(session.badge);
      await tab.click();
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByRole("heading", { level: 2 })).toContainText(session.label);
      await expect(panel.getByRole("heading", { name: "Warm-up" })).toBeVisible();
      const mainWork = session.mainWork[0]?.title ?? "(no main work)";
      await expect(
        panel.getByRole("heading", { name: blockHeading("Main work", mainWork), exact: true }).first(),
      ).toBeVisible();
      // Once, not "Finisher: Finisher: core and balance" as the page said when the title has it.
      await expect(
        panel.getByRole("heading", { name: blockHeading("Finisher", session.finisher.title), exact: true }),
      ).toBeVisible();
      await expect(panel.getByRole("heading", { name: /finisher:.*finisher:/i })).toHaveCount(0);
      const first = session.mainWork[0]?.exercises[0];
      await expect(
        panel.getByRole("heading", { level: 4, name: first?.name, exact: true }).first(),
      ).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Notes", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Progression", level: 2 })).toBeVisible();
    await expect(page.getByText("Leave 48 hours between sessions")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("tabs follow the keyboard, and the day she was on is remembered", async ({ page }) => {
  await enterPortal(page);
  await visit(page, "/client-portal/summer-shred-3day");
  const day1 = page.getByRole("tab", { name: "Day 1" });
  await day1.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Day 2" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Day 2" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Day 3" })).toHaveAttribute("aria-selected", "true");

  await page.reload();
  await expect(page.locator("html[data-interactive]")).toHaveCount(1);
  await expect(page.getByRole("tab", { name: "Day 3" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toContainText("Day 3");

  // Home and End reach the ends; Left from the first tab wraps round to the last.
  const tabs = page.getByRole("tab");
  await tabs.nth(2).focus();
  await page.keyboard.press("Home");
  await expect(tabs.first()).toBeFocused();
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(tabs.last()).toBeFocused();
  await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(tabs.last()).toBeFocused();
  // One Tab stop for the whole list: the next press reaches the open panel.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel")).toBeFocused();
  await expect(page.getByRole("tabpanel")).toHaveAttribute(
    "aria-labelledby",
    (await tabs.last().getAttribute("id")) ?? "",
  );
});

// Decision 0071: a visitor reads the free month without React; its small inline script drives the
// tabs, with the same keys, and remembers her session as the hydrated page does.
test("a visitor's free month: tabs without React, by tap and key, and her session remembered", async ({
  page,
}) => {
  await visit(page, "/client-portal/movement-patterns-1");
  await expect(page.locator("html")).toHaveAttribute("data-interactive", "static");
  const tabs = page.getByRole("tablist", { name: "Sessions" }).getByRole("tab");
  await expect(tabs).toHaveText(["Session A", "Session B"]);
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveAttribute(
    "aria-labelledby",
    (await tabs.nth(1).getAttribute("id")) ?? "",
  );

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-interactive", "static");
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
  await tabs.nth(1).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(0)).toBeFocused();
  await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
  await expectNoAxeViolations(page);
});

test("the PDF downloads with a sensible name, behind the same check", async ({ page, request }) => {
  const visitor = await request.get("/client-portal/bootcamp/pdf", { maxRedirects: 0 });
  expect(visitor.status()).toBe(401);

  await enterPortal(page);
  await visit(page, "/client-portal/bootcamp");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF Version" }).click();
  expect((await download).suggestedFilename()).toBe("wellness-beyond-50-bootcamp.pdf");

  const letter = await page.request.get("/client-portal/bootcamp/pdf?paper=letter");
  expect(letter.headers()["content-type"]).toBe("application/pdf");
  expect(letter.headers()["content-disposition"]).toContain("wellness-beyond-50-bootcamp-letter.pdf");
  expect((await letter.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
