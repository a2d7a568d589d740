import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 37 §6: the Docker image's runtime stage lacked server/backup.js and create-coach.js, so
// the documented `npm run backup` and `npm run create-coach` failed inside it. These machines
// have no Docker, so this test rebuilds the runtime stage's files from the Dockerfile's own COPY
// lines (node_modules linked from the checkout, the build from `npm run build`) and runs the
// operator's commands there, as `docker exec` would.

const ROOT = path.resolve(import.meta.dirname, "../..");
const PASSWORD = "a new coach's password";

/** The runtime stage's `COPY --from=build <sources...> <destination>` lines, as paths. */
function runtimeCopies(): { sources: string[]; destination: string }[] {
  const dockerfile = readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
  const stage = dockerfile.slice(dockerfile.search(/^FROM \S+ AS runtime$/m));
  expect(stage.length).toBeGreaterThan(0);
  return [...stage.matchAll(/^COPY --from=build (.+)$/gm)].map(([, args]) => {
    const parts = (args ?? "").trim().split(/\s+/);
    const destination = parts.pop() ?? "";
    return { sources: parts.map((source) => source.replace(/^\/app\//, "")), destination };
  });
}

/** The image's /app, laid out in a temporary folder. */
function buildLayout(app: string) {
  for (const { sources, destination } of runtimeCopies()) {
    for (const source of sources) {
      const into = destination.endsWith("/")
        ? path.join(app, destination, path.basename(source))
        : path.join(app, destination);
      mkdirSync(path.dirname(into), { recursive: true });
      // The image has the pruned production dependencies; here the checkout's are linked.
      if (source === "node_modules") symlinkSync(path.join(ROOT, source), into, "dir");
      else cpSync(path.join(ROOT, source), into, { recursive: true });
    }
  }
}

describe("the Docker image's runtime files", () => {
  let app: string;

  beforeAll(() => {
    app = mkdtempSync(path.join(tmpdir(), "wb50-image-"));
    buildLayout(app);
  });
  afterAll(() => rmSync(app, { recursive: true, force: true }));

  /** One of the documented commands, run in the image's folder as `docker exec` would. */
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync("npm", ["run", "--silent", ...args], {
      cwd: app,
      env: { PATH: process.env.PATH ?? "", HOME: app, NODE_ENV: "production", ...env },
      encoding: "utf8",
      timeout: 60_000,
    });

  it("has no sources, so the entry files use the build as it is", () => {
    expect(existsSync(path.join(app, "app"))).toBe(false);
    expect(existsSync(path.join(app, "build/server/index.js"))).toBe(true);
  });

  // Four commands, each opening the embedded database: slow on a busy 2-core machine.
  it("creates a coach, backs the database up and restores it into a fresh data folder", {
    timeout: 180_000,
  }, () => {
    const data = path.join(app, "data");
    const created = run(["create-coach", "--", "--email", "jane@example.com", "--name", "Jane"], {
      DATA_DIR: data,
      COACH_PASSWORD: PASSWORD,
    });
    expect(created.stderr).toBe("");
    expect(created.stdout).toContain("Coach account created for jane@example.com.");
    expect(created.stdout + created.stderr).not.toContain(PASSWORD);
    const short = run(["create-coach", "--", "--email", "ann@example.com"], {
      DATA_DIR: data,
      COACH_PASSWORD: "short",
    });
    expect(short.status).toBe(2);
    expect(short.stderr).toContain("at least 12 characters");
    const bad = run(["create-coach", "--", "--email", "not-an-email"], {
      DATA_DIR: data,
      COACH_PASSWORD: PASSWORD,
    });
    expect(bad.stderr).toContain("Usage: npm run create-coach");

    const backup = run(["backup"], { DATA_DIR: data });
    expect(backup.status, backup.stderr).toBe(0);
    const archives = readdirSync(path.join(data, "backups"));
    expect(archives).toHaveLength(1);

    const fresh = path.join(app, "restored");
    const restored = run(["restore", "--", path.join(data, "backups", archives[0] ?? "")], {
      DATA_DIR: fresh,
    });
    expect(restored.status, restored.stderr).toBe(0);
    // The restored database has her: creating her again makes an existing account a coach.
    const again = run(["create-coach", "--", "--email", "jane@example.com"], {
      DATA_DIR: fresh,
      COACH_PASSWORD: PASSWORD,
    });
    expect(again.stdout).toContain("jane@example.com already had an account");
  });
});
