import { createECDH, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { site } from "~/content/site";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""], { error: 'must be "true" or "false"' })
  .optional()
  .transform((value) => value === "true" || value === "1");

/** An address, or `Name <address>` / `"Name" <address>`; never a line break (a header). */
const MAIL_FROM_PATTERN =
  /^(?:[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+|"?[^\r\n"<>]*"?\s*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>)$/;

export const EnvSchema = z
  .object({
    NODE_ENV: z
      .enum(["production", "development", "test"], {
        error: 'must be "production", "development" or "test"',
      })
      .default("development"),
    PORT: z.coerce
      .number({ error: "must be a whole number between 0 and 65535" })
      .int("must be a whole number between 0 and 65535")
      .min(0, "must be a whole number between 0 and 65535")
      .max(65535, "must be a whole number between 0 and 65535")
      .default(3000),
    HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
    /** The embedded database's nightly backups (issue 37 §5): the folder, default DATA_DIR/backups. */
    BACKUP_DIR: optionalText,
    /** How many nightly backups are kept; older ones are deleted after a good backup. */
    BACKUP_KEEP: z.coerce
      .number({ error: "must be a whole number between 1 and 365" })
      .int("must be a whole number between 1 and 365")
      .min(1, "must be a whole number between 1 and 365")
      .max(365, "must be a whole number between 1 and 365")
      .default(14),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters long").optional()),
    PORTAL_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters long").optional()),
    /** Number of reverse proxies in front of the app; needed to see HTTPS and client addresses. */
    TRUST_PROXY: z.coerce
      .number({ error: "must be a whole number of proxy hops (0 for none)" })
      .int("must be a whole number of proxy hops (0 for none)")
      .min(0, "must be a whole number of proxy hops (0 for none)")
      .default(0),
    /** The first coach account, created (or promoted) at start-up when both are set. */
    ADMIN_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, "must be at least 12 characters long").optional()),
    /** The payment provider's webhook signing secret (Stripe: "whsec_..."). */
    PAYMENT_WEBHOOK_SECRET: optionalText.pipe(
      z.string().min(16, "must be at least 16 characters long").optional(),
    ),
    /**
     * The payment provider's secret API key (Stripe: "sk_live_..." or a restricted "rk_..." key),
     * used only to open a member's billing portal. Without it, "Manage billing" is not offered.
     */
    PAYMENT_API_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[\x21-\x7e]{16,255}$/, "must be the provider's API key: 16 or more characters, no spaces")
        .optional(),
    ),
    /** The payment provider's API address; tests point it at a local fake. */
    PAYMENT_API_URL: z
      .string()
      .trim()
      .default("https://api.stripe.com")
      .pipe(
        z
          .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
          .transform((value) => value.replace(/\/+$/, "")),
      ),
    /**
     * Where emails go out (decision 0029): smtp://user:pass@host:587 or smtps://…:465. Without it,
     * emails wait in the outbox, listed on the coach's Emails page and in the server log.
     */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    /** The sender of every email: an address, or a name and an address ("Jo <jo@example.com>"). */
    MAIL_FROM: z
      .string()
      .trim()
      .default(`"${site.businessName}" <${site.contact.email}>`)
      .refine((value) => MAIL_FROM_PATTERN.test(value), {
        message: 'must be an email address, or a name and an address: "Jo Smith <jo@example.com>"',
      }),
    /**
     * The address of this site as people reach it, for the links in emails. Defaults to
     * http://localhost:PORT, which is right only on the coach's own computer.
     */
    APP_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
        .transform((value) => value.replace(/\/+$/, ""))
        .optional(),
    ),
    /**
     * Web push's VAPID key pair (issue 20), base64url as `npx web-push generate-vapid-keys`
     * prints them. Without them they are generated once into DATA_DIR/secrets.json; with several
     * instances set them here, like SESSION_SECRET, or each would sign with its own key.
     */
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}$/, "must be a VAPID public key: 87 base64url characters")
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, "must be a VAPID private key: 43 base64url characters")
        .optional(),
    ),
    /** Who push services may contact about our pushes: mailto: or https:. Defaults to the sender's address. */
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: or https:// address")
        .optional(),
    ),
    /**
     * Push endpoints allowed besides the known push services, as host[:port], comma-separated
     * (the tests' local push service). Anything else is refused when she subscribes (SSRF guard).
     */
    PUSH_ALLOWED_HOSTS: z
      .string()
      .trim()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$/, "must be host or host:port names, comma-separated"),
        ),
      ),
    /**
     * Exposes /__probe (the error views and toasts) and /__probe/session, which signs anyone in as
     * any account, the coach's included, without a password: for the end-to-end tests only.
     */
    /**
     * /metrics (Prometheus text) answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset,
     * it answers 404 (issue 37 §3).
     */
    /**
     * Unhandled errors go to this error tracker (Sentry's DSN, or a compatible service's);
     * unset, nothing leaves the machine (issue 37 §4).
     */
    SENTRY_DSN: optionalText.pipe(z.url("must be a DSN such as https://key@host/1").optional()),
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters long").optional()),
    TEST_PROBES: booleanFlag,
    /**
     * The end-to-end tests run the production build with the probes on; this says so out loud, so
     * a production deployment cannot turn them on by accident (a copied .env, a stray flag).
     */
    ALLOW_TEST_PROBES_IN_PRODUCTION: booleanFlag,
  })
  .refine((env) => Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY), {
    path: ["VAPID_PRIVATE_KEY"],
    message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together",
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    path: ["ADMIN_PASSWORD"],
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
  })
  .refine((env) => env.NODE_ENV !== "production" || !env.TEST_PROBES || env.ALLOW_TEST_PROBES_IN_PRODUCTION, {
    path: ["TEST_PROBES"],
    message:
      "must not be true in production: /__probe/session signs anyone in as any account without a password " +
      "(only the end-to-end tests set it, with ALLOW_TEST_PROBES_IN_PRODUCTION=true)",
  })
  // Emails sent for real must carry links that work: localhost is only right on her own computer.
  .refine((env) => env.NODE_ENV !== "production" || !env.SMTP_URL || Boolean(env.APP_URL), {
    path: ["APP_URL"],
    message: "must be set when SMTP_URL is set in production: it is the address in every emailed link",
  });

export type Env = z.infer<typeof EnvSchema>;

/** Web push's signing keys and contact (issue 20). */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * Env plus the secrets that were generated because they were not set. `vapid` is null when push
 * cannot work: SESSION_SECRET is configured (an instance of several) but the VAPID keys are not.
 */
export type AppConfig = Env & {
  SESSION_SECRET: string;
  dataDir: string;
  appUrl: string;
  vapid: VapidKeys | null;
};

export class EnvError extends Error {
  override name = "EnvError";
}

/** Variables whose value may hold a password: a rejected value is never printed. */
const CREDENTIAL_NAME = /SECRET|PASSWORD|API_KEY|DATABASE_URL|SMTP_URL|PRIVATE_KEY/;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "environment");
    const raw = source[name];
    const shown = raw === undefined || CREDENTIAL_NAME.test(name) ? "" : ` (got "${raw}")`;
    return `  ${name}: ${issue.message}${shown}`;
  });
  throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
}

const SECRETS_FILE = "secrets.json";

/**
 * Stops the start with a plain message when DATA_DIR cannot be created or written, rather than
 * with a stack trace from deep inside the database (issue 8).
 */
export function ensureWritable(dataDir: string) {
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new EnvError(
      `DATA_DIR (${dataDir}) cannot be written (${code}). Point DATA_DIR at a folder this user can write, or set DATABASE_URL and SESSION_SECRET to run without one.`,
    );
  }
}
const GeneratedSecretsSchema = z.object({
  SESSION_SECRET: z.string().min(32),
  // Added by issue 20: a file written before it has none, and gets them at the next start.
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
});

/** The `mailto:` push services may write to: the sender's address. */
export function vapidSubject(env: Pick<Env, "VAPID_SUBJECT" | "MAIL_FROM">): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = env.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

/** A P-256 key pair in the form web push uses: the raw public point and private scalar, base64url. */
function generateVapidKeys() {
  const curve = createECDH("prime256v1");
  curve.generateKeys();
  // The scalar may have leading zero bytes that getPrivateKey drops: push wants all 32.
  const scalar = curve.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: curve.getPublicKey().toString("base64url"),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]).toString("base64url"),
  };
}

/**
 * A secret that is not configured is generated once and kept in the data folder, so that
 * restarts keep sessions valid and no default secret ever ships in the code.
 */
export function resolveConfig(env: Env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  // The folder holds the embedded database and the generated secret: without either, nothing.
  if (!env.DATABASE_URL || !env.SESSION_SECRET) ensureWritable(dataDir);
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const configured =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: vapidSubject(env) }
      : null;
  // A configured session secret means secrets come from the environment (several instances may
  // share the database): keys generated here would differ per instance, so push stays off.
  if (env.SESSION_SECRET)
    return { ...env, SESSION_SECRET: env.SESSION_SECRET, dataDir, appUrl, vapid: configured };

  const file = path.join(dataDir, SECRETS_FILE);
  let stored: z.infer<typeof GeneratedSecretsSchema> | undefined;
  try {
    stored = GeneratedSecretsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new EnvError(`${file} is unreadable or damaged; fix or delete it (${String(error)})`);
    }
  }
  if (!stored) {
    stored = { SESSION_SECRET: randomBytes(32).toString("base64url"), ...generateVapidKeys() };
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  } else if (!stored.VAPID_PUBLIC_KEY || !stored.VAPID_PRIVATE_KEY) {
    stored = { ...stored, ...generateVapidKeys() };
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  const vapid = configured ?? {
    publicKey: stored.VAPID_PUBLIC_KEY ?? "",
    privateKey: stored.VAPID_PRIVATE_KEY ?? "",
    subject: vapidSubject(env),
  };
  return { ...env, SESSION_SECRET: stored.SESSION_SECRET, dataDir, appUrl, vapid };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  return resolveConfig(parseEnv(source));
}
