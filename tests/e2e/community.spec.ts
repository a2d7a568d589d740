import { expect, test, visit } from "./fixtures";

const GROUP_URL = "https://www.facebook.com/groups/wellness-beyond-50";

test("Community's button opens the private group in a new tab", async ({ page, context }) => {
  // The group lives outside this machine: answer for it at the network boundary.
  await context.route(`${GROUP_URL}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Private group</title><h1>Group</h1>" }),
  );
  await visit(page, "/community");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You don't have to do this alone");

  const button = page.getByRole("link", { name: /Join Our Private Community/ });
  await expect(button).toHaveAttribute("target", "_blank");
  await expect(button).toHaveAttribute("rel", "noopener noreferrer");
  await expect(button).toHaveAttribute("href", GROUP_URL);

  const [tab] = await Promise.all([context.waitForEvent("page"), button.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(GROUP_URL);
  // noopener: the new tab cannot reach back into ours.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL("/community");
});
