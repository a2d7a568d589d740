import { readFileSync } from "node:fs";
import { expect, test, visit } from "./fixtures";

test("an unknown path shows the not-found page with a 404 status and logs the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));

  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Oops! The page you're looking for cannot be found" }),
  ).toBeVisible();
  await expect(page.getByText("/no-such-page", { exact: true })).toBeVisible();
  await expect.poll(() => logged.some((line) => line.includes("/no-such-page"))).toBe(true);

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Embrace Your Strength");
});

test("an unknown portal program is a 404 too", async ({ page }) => {
  const response = await page.goto("/client-portal/not-a-program");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("/client-portal/not-a-program", { exact: true })).toBeVisible();
});

test("a client-side navigation to an unknown path shows the not-found page", async ({ page }) => {
  await visit(page, "/");
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/missing/deeper";
    link.textContent = "Broken link";
    document.querySelector("main")?.append(link);
  });
  await page.getByRole("link", { name: "Broken link" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Oops! The page you're looking for cannot be found",
  );
});

test("a request the router refuses shows its fallback screen", async ({ page }) => {
  await visit(page, "/");
  // A form POST to a page that takes no form: the router answers 405.
  const responsePromise = page.waitForResponse((response) => response.request().method() === "POST");
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/";
    document.body.append(form);
    HTMLFormElement.prototype.submit.call(form);
  });
  expect((await responsePromise).status()).toBe(405);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.getByText("405 Method Not Allowed")).toBeVisible();
});

test("a server error answers 500 with the error view, no stack, and logs the stack", async ({ page }) => {
  const response = await page.goto("/__probe?fail=server");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(page.getByText("Unexpected Server Error")).toBeVisible();
  const html = (await response?.text()) ?? "";
  expect(html).not.toContain("Error probe: a loader failed");
  expect(html).not.toMatch(/at .*\.js:\d+/);
  // The layout survives: she can still find her way.
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();

  const logFile = process.env.E2E_SERVER_LOG_FILE ?? "";
  await expect
    .poll(() => readFileSync(logFile, "utf8"))
    .toMatch(/Error probe: a loader failed on the server\n\s+at /);
});

test("a render error shows the error text, and Try again resets the view", async ({ page }) => {
  await visit(page, "/__probe");
  await page.getByRole("button", { name: "Break this page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Something went wrong");
  await expect(page.getByText("Error probe: a component failed to render")).toBeVisible();

  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test probe");
  await expect(page.getByRole("button", { name: "Break this page" })).toBeVisible();
});

test("a form posted to the app from another website is refused with 403", async ({
  page,
  context,
  baseURL,
}) => {
  // Another website, answered at the network boundary: its form posts to our home page.
  await context.route("http://other-site.test/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form method="post" action="${baseURL}/"><input name="a" value="1"><button>Send</button></form>`,
    }),
  );
  await page.goto("http://other-site.test/");
  const responsePromise = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Send" }).click();
  expect((await responsePromise).status()).toBe(403);
  await expect(page.getByText("This form was sent from another website, so it was refused.")).toBeVisible();
});
