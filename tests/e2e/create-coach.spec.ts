import { spawnSync } from "node:child_process";
import { expect, logIn, test, uniqueEmail } from "./fixtures";

const PASSWORD = "a new coach's password";

/** `npm run create-coach` as the operator runs it, with the built server code. */
function createCoach(email: string, env: Record<string, string | undefined>) {
  return spawnSync(process.execPath, ["server/create-coach.js", "--email", email, "--name", "Second Coach"], {
    env: { ...process.env, NODE_ENV: "production", COACH_PASSWORD: PASSWORD, ...env },
    encoding: "utf8",
  });
}

test.describe("npm run create-coach", () => {
  test.skip(({ isMobile }) => isMobile, "a command-line tool: one run is enough");

  // Creating, promoting and refusing are run in the image's own file layout by
  // tests/http/runtime-layout.test.ts; here, only what needs the running server.
  test("on PostgreSQL, the running server honours the new coach at once", async ({ page }, testInfo) => {
    test.skip(!process.env.DATABASE_URL, "the embedded database belongs to the running server");
    const email = uniqueEmail(testInfo, "coach");
    expect(createCoach(email, {}).stdout).toContain(`Coach account created for ${email}.`);
    await logIn(page, email, PASSWORD, "/login?redirectTo=%2Fcoach");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coach area");
  });
});
