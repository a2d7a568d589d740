import { expect, logInAs, logInAsCoach, settleAnimations, test, uniqueEmail, visit } from "./fixtures";

// `npm run screenshots` (with screenshots.spec.ts): pictures for review, never in the suite.
test.skip(!process.env.SCREENSHOTS, "only runs through npm run screenshots");
test.use({ deviceScaleFactor: async ({ isMobile }, use) => use(isMobile ? 2 : 1) });

// Issue 36: the coach's home and inbox, with a new client's message waiting, at Standard and at
// Larger text (her phone and her laptop).
test("screenshot the coach home and inbox", async ({ page, browser }, testInfo) => {
  const dir = `screenshots/${testInfo.project.name}`;
  await logInAs(page, { email: uniqueEmail(testInfo, "inbox-shot"), name: "Margaret Okafor", portal: true });
  await visit(page, "/messages");
  await page
    .getByRole("textbox", { name: "Your message" })
    .fill("Hello! My left knee clicks on the stairs since Tuesday. Should I skip the lunges this week?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Message sent.")).toBeVisible();
  const coach = await browser.newPage({ viewport: page.viewportSize() });
  await logInAsCoach(coach);
  for (const size of ["standard", "larger"] as const) {
    const saved = await coach.request.post("/preferences/text-size", {
      form: { size, redirectTo: "/coach" },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);
    for (const [path, name] of [
      ["/coach", "coach-home"],
      ["/coach/inbox", "coach-inbox"],
    ] as const) {
      await visit(coach, path);
      await settleAnimations(coach);
      await coach.screenshot({ path: `${dir}/${name}-${size}.png`, fullPage: true });
    }
  }
  await coach.close();
});
