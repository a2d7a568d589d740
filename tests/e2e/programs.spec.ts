import {
  expect,
  expectNoAxeViolations,
  grantPremiumAsCoach,
  logInAsCoach,
  signUp,
  test,
  uniqueEmail,
  visit,
} from "./fixtures";

test("a visitor sees the free month, the premium months and the locked programs", async ({ page }) => {
  await visit(page, "/programs");
  await expect(page.getByRole("tab", { name: "Our Programs" })).toHaveAttribute("aria-selected", "true");
  for (const section of ["Movement Patterns", "Signature Programs", "Summer Shred"]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }

  const beginner = page.getByRole("article", { name: "Beginner", exact: true });
  await expect(beginner.getByText("Month 1")).toBeVisible();
  await expect(beginner.getByText("Free", { exact: true })).toBeVisible();
  await expect(beginner.getByRole("link", { name: /^Access Program/ })).toHaveAttribute(
    "href",
    "/client-portal/movement-patterns-1",
  );

  for (const [title, month] of [
    ["Next Level", "Month 2"],
    ["Advanced", "Month 3"],
  ] as const) {
    const card = page.getByRole("article", { name: title, exact: true });
    await expect(card.getByText(month)).toBeVisible();
    await expect(card.getByText("Premium", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Upgrade to Access/ })).toHaveAttribute(
      "href",
      "/work-with-me",
    );
    await expect(card.getByText("This content requires premium access")).toBeVisible();
  }

  for (const [title, minutes] of [
    ["Signature Program: Beginner", "45-60 minutes"],
    ["Signature Program: Next Level", "45 minutes"],
    ["Signature Program: Advanced", "30-45 minutes"],
    ["Summer Shred: 4-Day Split", "4 sessions a week"],
    ["Summer Shred: 3-Day Split", "3 sessions a week"],
  ] as const) {
    const card = page.getByRole("article", { name: title });
    await expect(card.getByText(minutes, { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Locked" })).toBeDisabled();
    await expect(card.getByText("This content is locked")).toBeVisible();
    await expect(card.getByRole("link", { name: /^Access Program/ })).toHaveCount(0);
  }
  await expect(
    page.getByRole("article", { name: /^Summer Shred/ }).getByText("Premium", { exact: true }),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The free month really is free: no code, no account.
  await beginner.getByRole("link", { name: /^Access Program/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Movement Patterns: Beginner");
});

test("the tabs sit side by side on a wide screen and stack on a phone", async ({ page, isMobile }) => {
  await visit(page, "/programs");
  const programs = await page.getByRole("tab", { name: "Our Programs" }).boundingBox();
  const live = await page.getByRole("tab", { name: "Live Classes" }).boundingBox();
  if (!programs || !live) throw new Error("tabs not rendered");
  if (isMobile) {
    expect(live.y).toBeGreaterThan(programs.y + programs.height - 1);
    expect(Math.round(live.x)).toBe(Math.round(programs.x));
  } else {
    expect(Math.round(live.y)).toBe(Math.round(programs.y));
  }
});

test("Live Classes: the newsletter takes a valid sign-up once and explains every mistake", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "newsletter");
  await visit(page, "/programs");
  await page.getByRole("tab", { name: "Live Classes" }).click();
  await expect(page.getByRole("heading", { name: "Live Classes Coming Soon" })).toBeVisible();
  await expectNoAxeViolations(page);

  const emailField = page.getByLabel("Email address");
  const consent = page.getByRole("checkbox", { name: /^Yes, email me when Live Classes open/ });
  const submit = page.getByRole("button", { name: "Sign Me Up" });

  await emailField.fill("rose@");
  await consent.check();
  await submit.click();
  await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
  await expect(emailField).toHaveValue("rose@");
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await emailField.fill(email);
  await consent.uncheck();
  await submit.click();
  await expect(page.getByText("Please tick the box so we may email you.")).toBeVisible();
  await expect(emailField).toHaveValue(email);

  await consent.check();
  await submit.click();
  // Double opt-in: she is asked to confirm by email (tests/e2e/email.spec.ts follows the link).
  await expect(
    page.getByRole("status").filter({ hasText: "Almost there! We have sent you an email" }),
  ).toBeVisible();
  await expect(page.getByRole("tab", { name: "Live Classes" })).toHaveAttribute("aria-selected", "true");

  await emailField.fill(email.toUpperCase());
  await consent.check();
  await submit.click();
  // The same answer again: the page never tells who is on the list.
  await expect(page.getByRole("status").filter({ hasText: "Almost there!" })).toBeVisible();

  // The coach sees her, once.
  const context = await browser.newContext();
  const coach = await context.newPage();
  await logInAsCoach(coach);
  await visit(coach, "/coach/leads");
  await expect(coach.getByRole("heading", { name: /^Newsletter sign-ups/ })).toBeVisible();
  await expect(coach.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  await expectNoAxeViolations(coach);
  const csv = await coach.request.get("/coach/export/newsletter.csv");
  expect((await csv.text()).split(email).length - 1).toBe(1);
  // She asked to leave the list.
  await coach.getByRole("button", { name: `Remove ${email}` }).click();
  await expect(coach.getByRole("status")).toHaveText(`${email} was removed from the list.`);
  await expect(coach.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await context.close();
});

test("after the coach grants premium, every program card opens", async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo, "premium");
  await signUp(page, { name: "Pat", email });
  await visit(page, "/programs");
  await expect(page.getByRole("link", { name: /^Access Program/ })).toHaveCount(1);

  await grantPremiumAsCoach(browser, email);
  await visit(page, "/programs");
  await expect(page.getByRole("link", { name: /^Access Program/ })).toHaveCount(8);
  await expect(page.getByRole("button", { name: "Locked" })).toHaveCount(0);
  await expect(page.getByText("This content requires premium access")).toHaveCount(0);
  await page.getByRole("link", { name: "Access Program: Signature Program: Advanced" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signature Program: Advanced");
});
