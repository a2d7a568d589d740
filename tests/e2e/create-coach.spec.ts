import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

  test("creates a coach once, then promotes; refuses a short password and a bad email", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "wb50-cli-"));
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    try {
      const short = createCoach("jane@example.com", { ...env, COACH_PASSWORD: "short" });
      expect(short.status).toBe(2);
      expect(short.stderr).toContain("at least 12 characters");
      expect(createCoach("not-an-email", env).stderr).toContain("Usage: npm run create-coach");

      const created = createCoach("jane@example.com", env);
      expect(created.stdout).toContain("Coach account created for jane@example.com.");
      expect(created.stdout + created.stderr).not.toContain(PASSWORD);
      expect(createCoach("jane@example.com", env).stdout).toContain("it is now a coach account");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("on PostgreSQL, the running server honours the new coach at once", async ({ page }, testInfo) => {
    test.skip(!process.env.DATABASE_URL, "the embedded database belongs to the running server");
    const email = uniqueEmail(testInfo, "coach");
    expect(createCoach(email, {}).stdout).toContain(`Coach account created for ${email}.`);
    await logIn(page, email, PASSWORD, "/login?redirectTo=%2Fcoach");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coach area");
  });
});
