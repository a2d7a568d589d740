import { E2E_SECRETS, enterPortal, expect, logIn, pages, test, visit } from "./fixtures";

// `npm run screenshots`: full-page PNGs of every page at 390 px and 1280 px, for review.
test.skip(!process.env.SCREENSHOTS, "only runs through npm run screenshots");

for (const { path } of [...pages.slice(0, 14), { path: "/no-such-page" }]) {
  test(`screenshot ${path}`, async ({ page }, testInfo) => {
    if (path === "/no-such-page") await page.goto(path);
    else await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(800); // let the hero fade-in finish
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    await page.screenshot({ path: `screenshots/${testInfo.project.name}/${name}.png`, fullPage: true });
  });
}

test("screenshot the mobile menu", async ({ page, isMobile }) => {
  test.skip(!isMobile, "mobile only");
  await visit(page, "/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: "screenshots/mobile/menu-open.png" });
});

test("screenshot the portal, account and coach pages", async ({ page, browser }, testInfo) => {
  const dir = `screenshots/${testInfo.project.name}`;
  const shot = async (name: string) => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  };
  await visit(page, "/client-portal");
  await page.getByLabel("Portal password").fill("wrong-code");
  await page.getByRole("button", { name: "Enter the Portal" }).click();
  await expect(page.getByText("Incorrect password. Please try again.").first()).toBeVisible();
  await shot("client-portal-wrong-code");
  await page.getByLabel("Portal password").fill(E2E_SECRETS.portalCode);
  await page.getByRole("button", { name: "Enter the Portal" }).click();
  await expect(page.getByRole("tab", { name: "Movement Patterns" })).toBeVisible();
  await shot("client-portal-in");

  await visit(page, "/signup");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await shot("signup-errors");

  const coach = await browser.newPage({ viewport: page.viewportSize() });
  await logIn(coach, E2E_SECRETS.coachEmail, E2E_SECRETS.coachPassword, "/login?redirectTo=%2Fcoach");
  const shotCoach = async (name: string) => {
    await coach.waitForTimeout(300);
    await coach.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  };
  await shotCoach("coach-members");
  await coach
    .getByRole("link", { name: /^Manage / })
    .first()
    .click();
  await coach.getByRole("button", { name: "Create reset link" }).click();
  await expect(coach.getByLabel("Reset link (shown only now)")).toBeVisible();
  await shotCoach("coach-member");
  for (const path of ["/coach/portal-code", "/coach/leads", "/coach/audit"]) {
    await visit(coach, path);
    await shotCoach(path.slice(1).replaceAll("/", "_"));
  }
  if (testInfo.project.name === "desktop") {
    await coach.getByRole("button", { name: /^Account menu for/ }).click();
    await coach.screenshot({ path: `${dir}/account-menu.png` });
  }
  await coach.close();
});

test("screenshot the portal program pages", async ({ page }, testInfo) => {
  await enterPortal(page);
  for (const path of ["/client-portal", "/client-portal/bootcamp", "/client-portal/movement-patterns-1"]) {
    await visit(page, path);
    await page.waitForTimeout(300);
    const name = `screenshots/${testInfo.project.name}/portal-${path.split("/").pop()}`;
    await page.screenshot({ path: `${name}.png`, fullPage: true });
    // What she sees first, and the first exercises, at real size.
    await page.screenshot({ path: `${name}-top.png` });
    if (path !== "/client-portal") {
      await page.getByRole("tablist").scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -80));
      await page.screenshot({ path: `${name}-tabs.png` });
      await page.getByRole("tabpanel").getByRole("listitem").nth(4).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${name}-exercise.png` });
    }
  }
});

test("screenshot the programs and nutrition tabs, the gate and the premium view", async ({
  page,
}, testInfo) => {
  const dir = `screenshots/${testInfo.project.name}`;
  const shot = async (name: string, fullPage = true) => {
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
  };
  await visit(page, "/programs");
  await page.getByRole("tab", { name: "Live Classes" }).click();
  await shot("programs-live-classes");
  await visit(page, "/nutrition");
  for (const tab of ["Recipes", "Grocery Lists"]) {
    await page.getByRole("tab", { name: tab }).click();
    await shot(`nutrition-${tab.toLowerCase().replace(" ", "-")}`);
  }
  await page.getByRole("tab", { name: "Meal Plans" }).click();
  const gate = page.getByRole("button", { name: /^Premium content: Advanced Muscle Plan/ });
  await gate.scrollIntoViewIfNeeded();
  await gate.click({ position: { x: 12, y: 12 } });
  await shot("nutrition-gate-popover", false);
  await page
    .getByRole("article", { name: "Advanced Muscle Plan" })
    .getByRole("button", { name: "Unlock Premium Content" })
    .click();
  await shot("nutrition-gate-dialog", false);
});

test("screenshot the first question, a server refusal kept on the page, and a gated download", async ({
  page,
}, testInfo) => {
  const dir = `screenshots/${testInfo.project.name}`;
  await visit(page, "/onboarding");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/onboarding\?step=fitness$/);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/onboarding-first-question.png`, fullPage: true });

  // The server's answer when the page is bypassed: the message beside the choices, her choice kept.
  await page.getByRole("radio", { name: "Beginner" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("checkbox", { name: "Mobility" }).check();
  await page.evaluate(() => {
    const form = document.getElementById("onboarding-step") as HTMLFormElement;
    const goal = form.querySelector<HTMLInputElement>('input[name="goals"]:checked');
    if (goal) goal.value = "olympics";
  });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Please choose one of the options shown." }),
  ).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/onboarding-refused.png`, fullPage: true });

  await visit(page, "/nutrition");
  await page.getByRole("tab", { name: "Grocery Lists" }).click();
  const button = page.getByRole("button", { name: "Download Grocery List" }).last();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.getByRole("dialog", { name: "Upgrade to Premium" })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/nutrition-gated-download-dialog.png` });
});
