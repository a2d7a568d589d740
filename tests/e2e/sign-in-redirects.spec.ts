import { expect, signUp, test, uniqueEmail, visit } from "./fixtures";

// A crafted link to /login must never take her to another site: Chromium drops a TAB from a
// Location header, so "/\t/evil.example" would become "//evil.example".
test("a signed-in member following a crafted sign-in link stays on this site", async ({ page }, testInfo) => {
  await signUp(page, { name: "Ruth", email: uniqueEmail(testInfo, "redirect") });
  const origin = new URL(page.url()).origin;

  for (const redirectTo of ["/%09/evil.example", "/%0d%0aSet-Cookie:x=1", "/%5cevil.example"]) {
    const response = await visit(page, `/login?redirectTo=${redirectTo}`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${origin}/dashboard`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  // A path of this site is still honoured.
  await visit(page, "/login?redirectTo=%2Fprograms");
  expect(page.url()).toBe(`${origin}/programs`);
  await expect(page.getByRole("heading", { name: "Fitness Programs", level: 1 })).toBeVisible();
});
