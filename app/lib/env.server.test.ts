import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnvError, loadConfig, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      TRUST_PROXY: 0,
      TEST_PROBES: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it("reads the mail settings, and links in emails default to this computer", () => {
    const env = parseEnv({
      SMTP_URL: "smtps://jo:pw@mail.example.com:465",
      MAIL_FROM: "Jo Smith <jo@example.com>",
    });
    expect(env).toMatchObject({
      SMTP_URL: "smtps://jo:pw@mail.example.com:465",
      MAIL_FROM: "Jo Smith <jo@example.com>",
    });
    expect(parseEnv({}).MAIL_FROM).toBe('"Wellness Beyond 50" <hello@example.com>');
    expect(parseEnv({ APP_URL: "https://www.example.com/" }).APP_URL).toBe("https://www.example.com");
  });

  it("asks for APP_URL when emails are really sent in production", () => {
    const mail = { NODE_ENV: "production", SMTP_URL: "smtp://mail.example.com:587" };
    expect(() => parseEnv(mail)).toThrow(/APP_URL: must be set when SMTP_URL is set in production/);
    expect(parseEnv({ ...mail, APP_URL: "https://www.example.com" }).APP_URL).toBe("https://www.example.com");
    expect(parseEnv({ NODE_ENV: "production" }).APP_URL).toBeUndefined();
  });

  it("reads the payment provider's API settings, with Stripe's address by default", () => {
    expect(parseEnv({}).PAYMENT_API_URL).toBe("https://api.stripe.com");
    expect(parseEnv({}).PAYMENT_API_KEY).toBeUndefined();
    const env = parseEnv({
      PAYMENT_API_KEY: "sk_test_0123456789abcdef",
      PAYMENT_API_URL: "http://127.0.0.1:9999/",
    });
    expect(env).toMatchObject({
      PAYMENT_API_KEY: "sk_test_0123456789abcdef",
      PAYMENT_API_URL: "http://127.0.0.1:9999",
    });
  });

  it("never echoes a rejected payment API key", () => {
    let message = "";
    try {
      parseEnv({ PAYMENT_API_KEY: "sk live with spaces" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("PAYMENT_API_KEY: must be the provider's API key");
    expect(message).not.toContain("sk live");
  });

  it("refuses the test probes in production unless the end-to-end tests say it is them", () => {
    const probes = { NODE_ENV: "production", TEST_PROBES: "true" };
    expect(() => parseEnv(probes)).toThrow(/TEST_PROBES: must not be true in production/);
    expect(parseEnv({ ...probes, ALLOW_TEST_PROBES_IN_PRODUCTION: "true" }).TEST_PROBES).toBe(true);
    expect(parseEnv({ NODE_ENV: "development", TEST_PROBES: "true" }).TEST_PROBES).toBe(true);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SESSION_SECRET: " " }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "abc", /PORT: must be a whole number between 0 and 65535 \(got "abc"\)/],
    ["PORT", "70000", /PORT: must be a whole number between 0 and 65535/],
    ["PORT", "3.5", /PORT: must be a whole number/],
    ["NODE_ENV", "staging", /NODE_ENV: must be "production", "development" or "test"/],
    ["DATABASE_URL", "mysql://db/app", /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/],
    ["TRUST_PROXY", "-1", /TRUST_PROXY: must be a whole number of proxy hops/],
    ["TEST_PROBES", "yes", /TEST_PROBES: must be "true" or "false"/],
    ["HOST", "  ", /HOST: must not be empty/],
    ["SMTP_URL", "http://mail.example.com", /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL$/],
    [
      "MAIL_FROM",
      "Jo <jo@example.com>\r\nBcc: x@y.z",
      /MAIL_FROM: must be an email address, or a name and an address/,
    ],
    ["MAIL_FROM", "not an address", /MAIL_FROM: must be an email address/],
    ["APP_URL", "ftp://example.com", /APP_URL: must be an http:\/\/ or https:\/\/ address/],
    ["PAYMENT_API_URL", "file:///etc/passwd", /PAYMENT_API_URL: must be an http:\/\/ or https:\/\/ address/],
  ])("rejects %s=%s with a message naming the variable", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it("never echoes a rejected secret", () => {
    let message = "";
    try {
      parseEnv({ SESSION_SECRET: "short-secret" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("SESSION_SECRET: must be at least 32 characters long");
    expect(message).not.toContain("short-secret");
  });

  it("lists every invalid variable at once", () => {
    expect(() => parseEnv({ PORT: "x", NODE_ENV: "y" })).toThrow(/PORT[\s\S]*NODE_ENV|NODE_ENV[\s\S]*PORT/);
  });
});

describe("loadConfig secrets", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "wb50-env-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("generates a session secret once, keeps it private in DATA_DIR and reuses it", () => {
    const dataDir = path.join(dir, "new-folder");
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "secrets.json");
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.SESSION_SECRET).toBe(first.SESSION_SECRET);

    const elsewhere = loadConfig({ DATA_DIR: path.join(dir, "other") });
    expect(elsewhere.SESSION_SECRET).not.toBe(first.SESSION_SECRET);
  });

  it("uses a configured secret and writes nothing", () => {
    const secret = "s".repeat(40);
    const config = loadConfig({ DATA_DIR: dir, SESSION_SECRET: secret });
    expect(config.SESSION_SECRET).toBe(secret);
    expect(existsSync(path.join(dir, "secrets.json"))).toBe(false);
  });

  it("stops with a clear message when the stored secrets file is damaged", () => {
    loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, "secrets.json");
    expect(readFileSync(file, "utf8")).toContain("SESSION_SECRET");
    rmSync(file);
    writeFileSync(file, "{not json");
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/secrets.json is unreadable or damaged/);
  });

  it("generates the VAPID keys once with the session secret, and adds them to an older file", () => {
    const first = loadConfig({ DATA_DIR: dir, MAIL_FROM: "Jo <jo@example.com>" });
    expect(first.vapid?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.vapid?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.vapid?.subject).toBe("mailto:jo@example.com");
    expect(loadConfig({ DATA_DIR: dir }).vapid?.publicKey).toBe(first.vapid?.publicKey);

    // A secrets file from before issue 20 keeps its session secret and gains the keys.
    const file = path.join(dir, "secrets.json");
    rmSync(file);
    writeFileSync(file, JSON.stringify({ SESSION_SECRET: "k".repeat(43) }), { mode: 0o600 });
    const upgraded = loadConfig({ DATA_DIR: dir });
    expect(upgraded.SESSION_SECRET).toBe("k".repeat(43));
    expect(upgraded.vapid?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(JSON.parse(readFileSync(file, "utf8")).VAPID_PUBLIC_KEY).toBe(upgraded.vapid?.publicKey);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it("takes VAPID keys from the environment; with only a configured session secret, push is off", () => {
    const keys = { VAPID_PUBLIC_KEY: `B${"a".repeat(86)}`, VAPID_PRIVATE_KEY: "p".repeat(43) };
    const config = loadConfig({
      DATA_DIR: dir,
      SESSION_SECRET: "s".repeat(40),
      VAPID_SUBJECT: "https://example.com/contact",
      ...keys,
    });
    expect(config.vapid).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: "https://example.com/contact",
    });
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: "s".repeat(40) }).vapid).toBeNull();
    expect(existsSync(path.join(dir, "secrets.json"))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    // A rejected private key is never echoed.
    expect(() => loadConfig({ DATA_DIR: dir, ...keys, VAPID_PRIVATE_KEY: "short-secret" })).toThrow(
      /VAPID_PRIVATE_KEY: must be a VAPID private key: 43 base64url characters$/m,
    );
  });

  it("reads the push hosts allowed besides the known push services", () => {
    expect(parseEnv({}).PUSH_ALLOWED_HOSTS).toEqual([]);
    expect(parseEnv({ PUSH_ALLOWED_HOSTS: " 127.0.0.1:4000, Push.Example.com " }).PUSH_ALLOWED_HOSTS).toEqual(
      ["127.0.0.1:4000", "push.example.com"],
    );
    expect(() => parseEnv({ PUSH_ALLOWED_HOSTS: "https://evil.example/" })).toThrow(/PUSH_ALLOWED_HOSTS/);
  });

  it("stops with a clear message when DATA_DIR cannot be written", () => {
    const file = path.join(dir, "a-file");
    writeFileSync(file, "");
    const unwritable = path.join(file, "data");
    expect(() => loadConfig({ DATA_DIR: unwritable })).toThrow(
      `DATA_DIR (${unwritable}) cannot be written (ENOTDIR). Point DATA_DIR at a folder this user can write`,
    );
    // With PostgreSQL and a configured secret, no folder is needed at all.
    expect(
      loadConfig({
        DATA_DIR: unwritable,
        DATABASE_URL: "postgres://u:p@127.0.0.1/db",
        SESSION_SECRET: "s".repeat(40),
      }).dataDir,
    ).toBe(unwritable);
  });
});
