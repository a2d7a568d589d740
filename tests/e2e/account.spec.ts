import {
  E2E_SECRETS,
  expect,
  expectNoAxeViolations,
  signOut,
  signUp,
  test,
  uniqueEmail,
  visit,
} from "./fixtures";

test("sign-up keeps what she typed on an error, then signs her in; the header becomes her account", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await visit(page, "/signup");
  await page.getByLabel("Your name").fill("Margaret Ellis");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("too short");
  await page.getByRole("button", { name: "Create Account" }).click();

  const password = page.getByLabel("Password", { exact: true });
  await expect(page.getByText("Please use at least 12 characters.", { exact: false })).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Your name")).toHaveValue("Margaret Ellis");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(password).toHaveValue("");
  await expectNoAxeViolations(page);

  await password.fill(E2E_SECRETS.memberPassword);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Welcome! Your account is ready.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  if (testInfo.project.name === "desktop") {
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "My dashboard" })).toBeVisible();
    await page.getByRole("button", { name: "Account menu for Margaret Ellis" }).click();
    await expect(page.getByRole("menu")).toContainText(email);
    await page.keyboard.press("Escape");
  } else {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toContainText(`Signed in as ${email}`);
    await page.getByRole("button", { name: "Close menu" }).click();
  }

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  if (testInfo.project.name === "desktop")
    await expect(page.getByRole("link", { name: "Log In" }).first()).toBeVisible();
});

test("sign-in brings her back to the page she asked for, and a wrong password is answered plainly", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, { name: "Joan", email });
  await signOut(page);

  await visit(page, "/coach");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcoach$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not my password at all");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "do not match an account" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

  await page.getByLabel("Password", { exact: true }).fill(E2E_SECRETS.memberPassword);
  await page.getByRole("button", { name: "Log In" }).click();
  // Back where she was going, where a member who is not the coach is refused.
  await expect(page).toHaveURL(/\/coach$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This page is not available to your account",
  );
});

test("a signed-in member's pages and data never carry a password, hash or session id", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, { name: "Rose", email });
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "wb50_session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  const sessionId = decodeURIComponent(session?.value ?? "").split(".")[0] ?? "";
  expect(sessionId.length).toBeGreaterThan(10);

  for (const path of ["/", "/client-portal", "/login", "/dashboard", "/_root.data", "/client-portal.data"]) {
    const body = await (await page.request.get(path)).text();
    for (const secret of [E2E_SECRETS.memberPassword, E2E_SECRETS.portalCode, "$argon2", sessionId]) {
      expect(body, `${path} must not contain a secret`).not.toContain(secret);
    }
  }
});
