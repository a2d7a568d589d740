import { expect, expectNoAxeViolations, logInAs, test, uniqueEmail, visit } from "./fixtures";

// Issue 40 §4: a live class's video link is shown only to a booked attendee, from 15 minutes
// before the start. The browser runs on the real clock, so the test-only probe books her into
// an online class starting in 10 minutes and another in 2 hours (the link rule itself, across
// the whole window, is reminder-times.test.ts and booking-reminders.test.ts with the injected
// clock).
const VIDEO_URL = "https://video.example/probe-live-class";

test("a live class's link shows only for her booked place, from 15 minutes before it starts", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "live-class");
  await logInAs(page, { email, portal: true });
  for (const startsIn of ["10", "120"]) {
    const booked = await page.request.post("/__probe/booking", { form: { email, startsIn, kind: "class" } });
    expect(booked.status(), await booked.text()).toBe(200);
  }

  await visit(page, "/calendar");
  // Two classes booked, one link: the class in 10 minutes has it, the one in 2 hours not yet.
  const join = page.getByRole("link", { name: /Join the video call/ });
  await expect(join).toHaveCount(1);
  await expect(join).toHaveAttribute("href", VIDEO_URL);
  await expectNoAxeViolations(page);

  // Another client, with no place in the class, finds the link nowhere on her calendar page.
  const otherContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await otherContext.newPage();
  await logInAs(other, { email: uniqueEmail(testInfo, "no-place"), portal: true });
  await visit(other, "/calendar");
  await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await other.content()).not.toContain(VIDEO_URL);
  await otherContext.close();
});
