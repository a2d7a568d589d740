// Relative, not "~/": drizzle-kit reads this file without the app's path aliases.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  APPOINTMENT_AUDIENCES,
  APPOINTMENT_KINDS,
  APPOINTMENT_PLACES,
  BOOKING_STATUSES,
} from "./calendar-kinds";
import { ENTITLEMENT_KINDS, type EntitlementKind, ONBOARDING_STEP_IDS } from "./kinds";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Server-side sessions; the browser only holds a signed cookie naming the row's id. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** Small, typed-by-feature facts (portal access, member id) that later features add. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** The signed-in member; deleting the member ends her sessions. */
    memberId: text("member_id").references((): AnyPgColumn => members.id, { onDelete: "cascade" }),
    /** The portal-code version this session unlocked the portal with; a rotation outdates it. */
    portalCodeVersion: integer("portal_code_version"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index("sessions_expires_at_idx").on(table.expiresAt),
    index("sessions_member_id_idx").on(table.memberId),
  ],
);

export const MEMBER_ROLES = ["member", "coach"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Member accounts. Emails are stored trimmed and lower-cased, so the unique index is exact. */
export const TEXT_SIZES = ["standard", "large", "larger"] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const members = pgTable("members", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: MEMBER_ROLES }).notNull().default("member"),
  /**
   * When she proved the address is hers (the confirm link, or an emailed sign-in code or link).
   * Only then does premium paid for with that address attach to the account (decision 0029).
   */
  emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  /** Her reading size (issue 20), applied by the server so that nothing jumps; a visitor's is a cookie. */
  textSize: text("text_size", { enum: TEXT_SIZES }).notNull().default("standard"),
  /**
   * When she first held the portal code while signed in (issue 36): the code lives on a browser's
   * session, so this is what keeps her a client of the coach after that session ends.
   */
  portalCodeAt: timestamp("portal_code_at", { withTimezone: true }),
  /**
   * The coach who added this account as an assistant coach (issue 37). Null for the coaches
   * the operator made (ADMIN_EMAIL, `npm run create-coach`): the owners, who alone manage
   * coach accounts. Not a foreign key: the row stays an assistant's after the inviter leaves.
   */
  coachInvitedBy: text("coach_invited_by"),
  ...timestamps,
});

export { ENTITLEMENT_KINDS, type EntitlementKind };

/** What a member may open beyond the public site; no row means no access. */
export const entitlements = pgTable(
  "entitlements",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ENTITLEMENT_KINDS }).notNull(),
    /** Complimentary access that ends; null means until revoked. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** "coach" or "payment:<event id>", so the coach can see where access came from. */
    source: text("source").notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.memberId, table.kind] })],
);

/** A paid checkout whose email has no account yet; applied when that email signs up. */
export const pendingGrants = pgTable(
  "pending_grants",
  {
    email: text("email").notNull(),
    kind: text("kind", { enum: ENTITLEMENT_KINDS }).notNull(),
    source: text("source").notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.email, table.kind] })],
);

/** Every version of the shared portal code; the highest id is the current one. */
export const portalCodes = pgTable("portal_codes", {
  id: serial("id").primaryKey(),
  codeHash: text("code_hash").notNull(),
  /** "env" (PORTAL_PASSWORD), "generated" (first start) or "coach" (rotated in the coach area). */
  source: text("source", { enum: ["env", "generated", "coach"] }).notNull(),
  ...timestamps,
});

/**
 * Attempts per throttle bucket ("portal:ip:…", "login:session:…") in the current window, one
 * row per bucket, so a single upsert can check and count an attempt at once (the row lock
 * serialises parallel requests).
 */
export const throttleCounters = pgTable(
  "throttle_counters",
  {
    bucket: text("bucket").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull(),
    ...timestamps,
  },
  (table) => [index("throttle_counters_window_idx").on(table.windowStartedAt)],
);

/** Single-use password-reset links; only a SHA-256 of the token is stored. */
export const passwordResets = pgTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  memberId: text("member_id")
    .notNull()
    .references(() => members.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  ...timestamps,
});

/** Payment-provider events already handled; the primary key makes delivery idempotent. */
export const webhookEvents = pgTable("webhook_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** What the event did, in words the coach can read ("granted premium to …"). */
  outcome: text("outcome").notNull(),
  ...timestamps,
});

/** Who did what, when, in the coach area (and what the payment webhook granted). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull().default(""),
    detail: text("detail").notNull().default(""),
    ...timestamps,
  },
  (table) => [index("audit_log_created_idx").on(table.createdAt)],
);

/**
 * Live Classes newsletter sign-ups. The email is stored lower-cased and unique, so a second
 * sign-up (or a double submit) never makes a second row.
 */
export const newsletterSignups = pgTable("newsletter_signups", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  /** Where she signed up, for the coach ("live-classes"). */
  source: text("source").notNull(),
  /** When she ticked the consent box; the form refuses a sign-up without it. */
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
  /** Double opt-in (decision 0030): she counts as subscribed only once she clicked the link. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** SHA-256 of the live confirmation link's token; null once confirmed. */
  confirmTokenHash: text("confirm_token_hash"),
  /** One-click unsubscribe; the row stays so the coach's records and a later sign-up hold. */
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  ...timestamps,
});

export const NEWSLETTER_STATUSES = ["draft", "sending", "sent"] as const;

/** The coach's newsletters: a Markdown body, sent once to the confirmed subscribers of its day. */
export const newsletters = pgTable("newsletters", {
  id: serial("id").primaryKey(),
  subject: text("subject").notNull(),
  /** Markdown as she wrote it; rendered and sanitised on the server when sent or previewed. */
  body: text("body").notNull(),
  status: text("status", { enum: NEWSLETTER_STATUSES }).notNull().default("draft"),
  authorId: text("author_id").references(() => members.id, { onDelete: "set null" }),
  recipients: integer("recipients").notNull().default(0),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  ...timestamps,
});

/**
 * One row per day the coach's digest was sent (or found nothing to say). Inserting the day is
 * the claim: of several instances, the one whose insert succeeds sends it.
 */
export const digests = pgTable("digests", {
  day: date("day", { mode: "string" }).primaryKey(),
  /** What it reported, for the record ("2 questionnaires, 1 newsletter confirmation"). */
  summary: text("summary").notNull(),
  createdAt: timestamps.createdAt,
});

/**
 * Her questionnaire answers and where she is in it. A visitor's profile is named by a signed
 * cookie; signing up or in attaches it to her account (member_id), after which only her
 * sessions reach it.
 */
export const profiles = pgTable("profiles", {
  id: text("id").primaryKey(),
  memberId: text("member_id")
    .unique()
    .references(() => members.id, { onDelete: "cascade" }),
  /** product.md §2.1: keyed by step id; one option id, or a list for goals. Validated on every write. */
  answers: jsonb("answers").$type<Record<string, string | string[]>>().notNull().default({}),
  step: text("step", { enum: ONBOARDING_STEP_IDS }).notNull().default("welcome"),
  completedAt: timestamp("completed_at", { withTimezone: true }),
  /** The IANA zone her browser last reported; days, streaks and weeks are counted in it. */
  timeZone: text("time_zone"),
  ...timestamps,
});

export const ACTIVITY_KINDS = ["workout", "meal", "mindfulness", "steps"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * What she did, one row per kind per day in her time zone: the key makes a double click (or a
 * retried request) record nothing twice. "steps" are the 10K-steps challenge's ticked days.
 */
export const activities = pgTable(
  "activities",
  {
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ACTIVITY_KINDS }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** What the card said when she did it, so her history reads true if the plan changes. */
    title: text("title").notNull().default(""),
    createdAt: timestamps.createdAt,
  },
  (table) => [primaryKey({ columns: [table.profileId, table.kind, table.day] })],
);

/** Who joined a challenge; counting these rows is the "participating" number. */
export const challengeMembers = pgTable(
  "challenge_members",
  {
    challenge: text("challenge").notNull(),
    profileId: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.challenge, table.profileId] })],
);

export const OUTBOX_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * How an outbox row is delivered, the same for emails and push notifications: claimed by one
 * worker (`claimDue` in outbox.server.ts), retried with backoff, and its last reply kept. A
 * function, so that each table gets its own column builders.
 */
function deliveryColumns() {
  return {
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim on a row being sent; a crashed worker's claim runs out and the row is retried. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The SMTP server's or push service's last reply (or the connection error), for the coach to read. */
    lastReply: text("last_reply"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  };
}

/**
 * Every email, written in the same transaction as the change that causes it (the transactional
 * outbox, decision 0029); the worker delivers it. The row's id is the email's Message-ID, so a
 * second delivery after a crash is recognisably the same email.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    /** What the email is ("password-reset", "welcome"…), for the coach's Emails page. */
    kind: text("kind").notNull(),
    /** One email per key: a retried request or a replayed webhook queues nothing twice. */
    dedupeKey: text("dedupe_key").unique(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** Extra headers (List-Unsubscribe…), already checked to hold no line breaks. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** A bulk send this email belongs to ("newsletter:12"), for its recipients' statuses. */
    campaign: text("campaign"),
    /** The body holds a sign-in link or code: it is blanked once delivered. */
    sensitive: boolean("sensitive").notNull().default(false),
    ...deliveryColumns(),
    ...timestamps,
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_created_idx").on(table.createdAt),
    index("outbox_campaign_idx").on(table.campaign),
  ],
);

export const EMAIL_TOKEN_PURPOSES = ["sign-in", "confirm-email", "change-email"] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * Tokens sent by email: a sign-in link with its 6-digit code, or an address confirmation.
 * Only digests are stored (the code's is keyed by the server's secret, since a million codes
 * are quickly tried); each is single-use and expires.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose", { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The address it was sent to: confirming proves this address, not a later one. */
    email: text("email").notNull(),
    codeHash: text("code_hash"),
    /** Wrong codes tried; the code dies at the fifth. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("email_tokens_member_idx").on(table.memberId, table.purpose)],
);

/**
 * A sign-up waiting for its emailed code (issue 16): no account exists until the code proves
 * the address, so nobody can make an account with someone else's address and a password of
 * their own. Each start is its own row, bound to the browser that began it (issue 37 §1,
 * decision 0050): a later start, from this browser or another, never changes what an earlier
 * code creates, and a code finishes only a sign-up begun in the browser it is typed in.
 */
export const pendingSignups = pgTable(
  "pending_signups",
  {
    /** Random, and the key of the code's digest, so a copy of the table does not give codes up. */
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** SHA-256 of the nonce in the browser's signed `wb50_signup` cookie. */
    browserHash: text("browser_hash").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Wrong codes tried; the code dies at the fifth. */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("pending_signups_email_idx").on(table.email, table.browserHash)],
);

/** Raw bytes: PostgreSQL's bytea. PGlite hands back a Uint8Array and pg a Buffer; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const WEIGHT_UNITS = ["kg", "lb"] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** How she likes her numbers (decision 0031): kg or lb, the smallest step her gym's plates make, her goal. */
export const trainingPreferences = pgTable("training_preferences", {
  memberId: text("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  unit: text("unit", { enum: WEIGHT_UNITS }).notNull().default("kg"),
  /** In her unit: 0.5, 1, 2 or 2.5 kg; 1, 2.5 or 5 lb. */
  plateStep: doublePrecision("plate_step").notNull().default(1),
  goalWeightKg: doublePrecision("goal_weight_kg"),
  ...timestamps,
});

/**
 * One workout she started from a program page. The id is made by the log page, so every set
 * saved from it (and a retry of any of them) lands on the same row; finishedAt marks it done.
 */
export const workoutLogs = pgTable(
  "workout_logs",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    program: text("program").notNull(),
    sessionId: text("session_id").notNull(),
    /** What the session was called when she did it, so her history reads true if the program changes. */
    sessionLabel: text("session_label").notNull(),
    /** Her local day when she started: the dashboard's and the heatmap's day. */
    day: date("day", { mode: "string" }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("workout_logs_member_day_idx").on(table.memberId, table.day),
    index("workout_logs_member_session_idx").on(table.memberId, table.program, table.sessionId),
  ],
);

export const EFFORTS = ["easy", "right", "hard"] as const;
export type Effort = (typeof EFFORTS)[number];

/** Per exercise of a log: how hard it felt and her note ("knee sore"). */
export const exerciseLogs = pgTable(
  "exercise_logs",
  {
    logId: text("log_id")
      .notNull()
      .references(() => workoutLogs.id, { onDelete: "cascade" }),
    /** The exercise's place in the session's main work, counted across blocks from 0. */
    position: integer("position").notNull(),
    /** The entry she performed (issue 38, h3: a swap or the coach's substitution changes it). */
    exerciseKey: text("exercise_key").notNull(),
    /** The entry the program wrote there; null when she did what was written (issue 38, h3). */
    writtenKey: text("written_key"),
    name: text("name").notNull(),
    effort: text("effort", { enum: EFFORTS }),
    note: text("note").notNull().default(""),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.logId, table.position] })],
);

/**
 * One set. The key (log, exercise position, set number) makes saving a set idempotent: a
 * double tap or a retried request writes the same row again.
 */
export const setLogs = pgTable(
  "set_logs",
  {
    logId: text("log_id")
      .notNull()
      .references(() => workoutLogs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    setNumber: integer("set_number").notNull(),
    /** Copied from the log, so her history of one exercise is one indexed read. */
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    exerciseKey: text("exercise_key").notNull(),
    reps: integer("reps"),
    weightKg: doublePrecision("weight_kg"),
    seconds: integer("seconds"),
    done: boolean("done").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.logId, table.position, table.setNumber] }),
    index("set_logs_member_exercise_idx").on(table.memberId, table.exerciseKey),
  ],
);

/**
 * Decision 0077: her done sets of finished workouts added up per exercise and day, what
 * `/progress` and her records read instead of every set she ever logged. Written only by the
 * triggers of drizzle/0038 on set_logs and workout_logs, in the same statement as the sets.
 */
export const exerciseDays = pgTable(
  "exercise_days",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    exerciseKey: text("exercise_key").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** [kg, reps] of the heaviest set, most reps breaking a tie. */
    bestPair: doublePrecision("best_pair").array(),
    /** Epley's estimate from her best set, a single rep counting as the weight itself. */
    oneRepMaxKg: doublePrecision("one_rep_max_kg"),
    volumeKg: doublePrecision("volume_kg").notNull(),
    mostReps: integer("most_reps"),
    longestSeconds: integer("longest_seconds"),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.exerciseKey, table.day] })],
);

/** Weight, waist and hips, each optional, one row per day she measured. */
export const bodyMetrics = pgTable(
  "body_metrics",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    weightKg: doublePrecision("weight_kg"),
    waistCm: doublePrecision("waist_cm"),
    hipsCm: doublePrecision("hips_cm"),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

export const PHOTO_POSES = ["front", "side", "back"] as const;
export type PhotoPose = (typeof PHOTO_POSES)[number];

/**
 * Progress photos, re-encoded without metadata (no EXIF, no location) and stored here, so every
 * instance can serve them and one backup holds them (DESIGN.md §7). One per pose per day.
 */
export const progressPhotos = pgTable(
  "progress_photos",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    pose: text("pose", { enum: PHOTO_POSES }).notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bytea("bytes").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("progress_photos_member_day_pose_idx").on(table.memberId, table.day, table.pose)],
);

/* ------------------------------------------------------------------------------------------ */
/* Coaching (issue 18, decision 0032): screening, check-ins, the thread, notes, assignments.  */
/* ------------------------------------------------------------------------------------------ */

/** The seven general questions of the pre-exercise screen (PAR-Q+), in `content/screening.ts`. */
export const SCREENING_QUESTION_IDS = [
  "heart",
  "chestPain",
  "dizziness",
  "chronic",
  "medicines",
  "joints",
  "supervision",
] as const;
export type ScreeningQuestionId = (typeof SCREENING_QUESTION_IDS)[number];

/**
 * Her answers to the health screen. The newest row is the one that counts; it lasts 12 months.
 * A "yes" flags her for the coach until the coach marks it reviewed; her first log waits for her
 * doctor's clearance (clearedAt) or that review.
 */
export const screenings = pgTable(
  "screenings",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<Record<ScreeningQuestionId, boolean>>().notNull(),
    anyYes: boolean("any_yes").notNull(),
    /** What she told us about a "yes", in her words. */
    followUp: text("follow_up").notNull().default(""),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
    /** She confirmed that her doctor cleared her to exercise. */
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: text("reviewed_by").references((): AnyPgColumn => members.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [index("screenings_member_answered_idx").on(table.memberId, table.answeredAt)],
);

/** The coach's settings for the coaching loop: one row, id 1. */
export const coachSettings = pgTable("coach_settings", {
  id: integer("id").primaryKey(),
  /** The weekday check-ins open, ISO numbering: 1 is Monday, 7 is Sunday. */
  checkInWeekday: integer("check_in_weekday").notNull().default(7),
  ...timestamps,
});

/** Her weekly check-in. One per week (keyed by the day it opened), so a resend changes the same row. */
export const checkIns = pgTable(
  "check_ins",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The day this check-in opened (the coach's check-in weekday), in her time zone: its key. */
    week: date("week", { mode: "string" }).notNull(),
    energy: integer("energy").notNull(),
    sleep: integer("sleep").notNull(),
    stress: integer("stress").notNull(),
    /** Where it hurts ("left knee"); empty when nothing does. */
    painArea: text("pain_area").notNull().default(""),
    /** 0 is no pain, 10 the worst. */
    painLevel: integer("pain_level").notNull().default(0),
    sessionsDone: integer("sessions_done").notNull(),
    /** How well she ate to plan, 1-5. */
    eating: integer("eating").notNull(),
    wins: text("wins").notNull().default(""),
    question: text("question").notNull().default(""),
    weightKg: doublePrecision("weight_kg"),
    waistCm: doublePrecision("waist_cm"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("check_ins_member_week_idx").on(table.memberId, table.week)],
);

/**
 * One thread per client, between her and the coach. The id is made when the form is drawn, so a
 * double tap or a retried post writes one message. A reply can be about a check-in or a session.
 */
export const messages = pgTable(
  "messages",
  {
    id: text("id").primaryKey(),
    /** The client whose thread it is. */
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    authorId: text("author_id").references((): AnyPgColumn => members.id, { onDelete: "set null" }),
    fromCoach: boolean("from_coach").notNull(),
    body: text("body").notNull(),
    checkInId: text("check_in_id").references(() => checkIns.id, { onDelete: "set null" }),
    workoutLogId: text("workout_log_id").references(() => workoutLogs.id, { onDelete: "set null" }),
    /** When the other side (the client for the coach's messages, the coach for hers) read it. */
    readAt: timestamp("read_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("messages_member_created_idx").on(table.memberId, table.createdAt),
    // The coach area's unread count on every page, and the inbox: only what she has not read,
    // so the count costs the unread messages, not every message of every client (issue 41 §2).
    index("messages_unread_idx")
      .on(table.memberId)
      .where(sql`${table.fromCoach} = false and ${table.readAt} is null`),
  ],
);

/** The coach's private notes on a client. The client never sees them. */
export const clientNotes = pgTable(
  "client_notes",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    authorId: text("author_id").references((): AnyPgColumn => members.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    ...timestamps,
  },
  (table) => [index("client_notes_member_idx").on(table.memberId, table.createdAt)],
);

/** One step of an assigned sequence: a portal program for a number of weeks. */
export type AssignmentStep = { program: string; weeks: number };

/** The program the coach chose for her; it replaces the questionnaire's pick on her dashboard. */
export const programAssignments = pgTable("program_assignments", {
  memberId: text("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  steps: jsonb("steps").$type<AssignmentStep[]>().notNull(),
  /** Her local day the first step starts. */
  startDay: date("start_day", { mode: "string" }).notNull(),
  assignedBy: text("assigned_by").references((): AnyPgColumn => members.id, { onDelete: "set null" }),
  /** Who chose it, as she is shown it ("Chosen for you by Jane"). */
  assignedByName: text("assigned_by_name").notNull(),
  ...timestamps,
});

/**
 * Every published version of the editable content (site facts, public words, programs,
 * nutrition), whole: the highest id is live. The files in app/content/ are revision 1, written
 * at the first start (decision 0035).
 */
export const contentRevisions = pgTable("content_revisions", {
  id: serial("id").primaryKey(),
  content: jsonb("content").$type<unknown>().notNull(),
  /** What was published, in the coach's words: "Site settings", "Program: Level 1". */
  summary: text("summary").notNull(),
  /** The readable diff from the revision before, computed once when it was published. */
  changes: jsonb("changes").$type<{ path: string; before: string; after: string }[]>().notNull(),
  authorId: text("author_id").references((): AnyPgColumn => members.id, { onDelete: "set null" }),
  authorName: text("author_name").notNull(),
  /** Set when this revision brought back an earlier one. */
  restoredFrom: integer("restored_from"),
  ...timestamps,
});

/** The coach's unpublished edits, one per section ("site", "program:level-1"); never public. */
export const contentDrafts = pgTable("content_drafts", {
  section: text("section").primaryKey(),
  data: jsonb("data").$type<unknown>().notNull(),
  /** The live revision the draft was started from, to warn when someone published since. */
  baseRevision: integer("base_revision").notNull(),
  updatedBy: text("updated_by").references((): AnyPgColumn => members.id, { onDelete: "set null" }),
  ...timestamps,
});

/* ------------------------------------------------------------------------------------------ */
/* Billing (issue 19, decision 0034): the provider's subscriptions and every payment event.   */
/* ------------------------------------------------------------------------------------------ */

export const PAYMENT_KINDS = [
  "purchase",
  "subscription-checkout",
  "renewal",
  "payment-failed",
  "refund",
  "partial-refund",
  "dispute",
  "subscription-updated",
  "subscription-ended",
] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * Every payment event the provider sent, one row per event id: the member's and the coach's
 * payment history, and the facts a subscription's access is folded from. Folding from the whole
 * history, sorted by the provider's `created` time, is what makes delivery order irrelevant.
 * Ids (customer, invoice, charge, payment intent) tie a refund or dispute to what it refunds.
 */
export const payments = pgTable(
  "payments",
  {
    eventId: text("event_id").primaryKey(),
    /** Null until the event is tied to an account, and again once she deletes it (kept for the books). */
    memberId: text("member_id").references((): AnyPgColumn => members.id, { onDelete: "set null" }),
    subscriptionId: text("subscription_id"),
    customerId: text("customer_id"),
    invoiceId: text("invoice_id"),
    chargeId: text("charge_id"),
    paymentIntentId: text("payment_intent_id"),
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    /** In the currency's smallest unit (cents), as the provider sends it. */
    amount: integer("amount"),
    currency: text("currency"),
    /** The provider's `created` time of the event: the order the fold follows. */
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** A paid invoice's period end, or a subscription snapshot's current period end. */
    periodEnd: timestamp("period_end", { withTimezone: true }),
    /** A subscription snapshot's cancel-at-period-end flag. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end"),
    /** What it did, in words the coach can read. */
    outcome: text("outcome").notNull(),
    ...timestamps,
  },
  (table) => [
    index("payments_member_idx").on(table.memberId, table.occurredAt),
    index("payments_subscription_idx").on(table.subscriptionId),
    index("payments_customer_idx").on(table.customerId),
    index("payments_invoice_idx").on(table.invoiceId),
    index("payments_charge_idx").on(table.chargeId),
    index("payments_payment_intent_idx").on(table.paymentIntentId),
  ],
);

export const SUBSCRIPTION_STATES = ["active", "ending", "past-due", "canceled", "revoked"] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * A subscription as the payment history says it is now: recomputed from `payments` after every
 * event, so it is a cache that a replay or a late event can only bring up to date.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    /** The provider's id ("sub_…"). */
    id: text("id").primaryKey(),
    memberId: text("member_id").references((): AnyPgColumn => members.id, { onDelete: "set null" }),
    customerId: text("customer_id"),
    status: text("status", { enum: SUBSCRIPTION_STATES }).notNull().default("active"),
    /** The end of the last period she paid for; null until an invoice (or snapshot) says. */
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When the provider ended the subscription (no more renewals). */
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** 7 days after the first failed payment since the last good one. */
    graceUntil: timestamp("grace_until", { withTimezone: true }),
    /** A refund or dispute ended access at this moment. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** When the access it pays for ends; null means open (paid, period end not known yet). */
    accessEndsAt: timestamp("access_ends_at", { withTimezone: true }),
    /** The newest event's `created` time among those folded. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [
    index("subscriptions_member_idx").on(table.memberId),
    index("subscriptions_customer_idx").on(table.customerId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Reminders and web push (issue 20)

export const REMINDER_CHANNELS = ["off", "email", "push", "both"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** What she asked to be reminded of, how and when; no row means reminders are off. */
export const reminderSettings = pgTable("reminder_settings", {
  memberId: text("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  channel: text("channel", { enum: REMINDER_CHANNELS }).notNull().default("off"),
  /** Her workout days, ISO weekday numbers (1 Monday … 7 Sunday). */
  days: jsonb("days").$type<number[]>().notNull().default([]),
  /** "HH:MM" in her time zone, outside quiet hours (21:00-06:00). */
  time: text("time").notNull().default("09:00"),
  /** The weekly check-in's reminder on the coach's check-in day. */
  checkIn: boolean("check_in").notNull().default(true),
  /** The weekly summary email: sessions done, streak, a record. */
  weeklySummary: boolean("weekly_summary").notNull().default(true),
  ...timestamps,
});

/** One browser's push subscription; removed when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Chrome on Android", for her list of devices. */
    label: text("label").notNull().default(""),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("push_subscriptions_member_idx").on(table.memberId)],
);

export type PushPayload = {
  title: string;
  body: string;
  /** Where tapping the notification goes (same origin path). */
  url: string;
  /** The one-tap "Turn off reminders" address (a signed path). */
  offUrl: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
};

/**
 * Every push notification, written like an email (decision 0029's outbox) in the transaction
 * that decides it, and claimed by one worker; the dedupe key makes a second instance's or a
 * second tick's decision a no-op.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key").unique(),
    payload: jsonb("payload").$type<PushPayload>().notNull(),
    ...deliveryColumns(),
    ...timestamps,
  },
  (table) => [index("push_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

/* ------------------------------------------------------------------------------------------ */
/* Issue 38 §2 (helper h2, decision 0059): demo media. Bytes live in the database, in chunks,  */
/* named by their SHA-256, so every instance serves the same clip and one backup holds it.     */
/* ------------------------------------------------------------------------------------------ */

/** Who may fetch a demo: anyone, any signed-in member, or premium members (and the coach). */
export const MEDIA_ACCESS = ["public", "members", "premium"] as const;
export type MediaAccess = (typeof MEDIA_ACCESS)[number];
export const MEDIA_ROLES = ["clip", "image"] as const;
export type MediaRole = (typeof MEDIA_ROLES)[number];

/** One immutable file (a prepared clip, a poster, a still, a captions file), by content digest. */
export const mediaAssets = pgTable("media_assets", {
  /** Hex SHA-256 of the bytes: the URL is `/media/<digest>.<extension>`. */
  digest: text("digest").primaryKey(),
  extension: text("extension").notNull(),
  contentType: text("content_type").notNull(),
  byteLength: integer("byte_length").notNull(),
  chunkSize: integer("chunk_size").notNull(),
  width: integer("width"),
  height: integer("height"),
  durationMs: integer("duration_ms"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The bytes of an asset, in order; a range request reads only the chunks it needs. */
export const mediaChunks = pgTable(
  "media_chunks",
  {
    digest: text("digest")
      .notNull()
      .references(() => mediaAssets.digest, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (table) => [primaryKey({ columns: [table.digest, table.position] })],
);

/** A clip or a still attached to a library entry (the entry id is the exercise key). */
export const exerciseMedia = pgTable(
  "exercise_media",
  {
    id: text("id").primaryKey(),
    exerciseId: text("exercise_id").notNull(),
    role: text("role", { enum: MEDIA_ROLES }).notNull(),
    position: integer("position").notNull().default(0),
    assetDigest: text("asset_digest")
      .notNull()
      .references(() => mediaAssets.digest),
    posterDigest: text("poster_digest").references(() => mediaAssets.digest),
    access: text("access", { enum: MEDIA_ACCESS }).notNull().default("public"),
    /** WebVTT as the coach wrote it; served from `captionsDigest`. */
    captionsVtt: text("captions_vtt"),
    captionsDigest: text("captions_digest").references(() => mediaAssets.digest),
    noSpeech: boolean("no_speech").notNull().default(false),
    alt: text("alt").notNull().default(""),
    ...timestamps,
  },
  (table) => [index("exercise_media_exercise_idx").on(table.exerciseId, table.role, table.position)],
);

// =============================================================================================
// Issue 40 (helper h4): the calendar — what she offers, when she works, and every booking.
// Decision 0061. Closed lists are in ./calendar-kinds (client-safe).

export {
  APPOINTMENT_AUDIENCES,
  APPOINTMENT_KINDS,
  APPOINTMENT_PLACES,
  type AppointmentAudience,
  type AppointmentKind,
  type AppointmentPlace,
  BOOKING_STATUSES,
  type BookingStatus,
  COACHING_PLANS,
  type CoachingPlan,
} from "./calendar-kinds";

/** One thing she offers: the free consultation, a gym session, the remote call, a class. */
export const appointmentTypes = pgTable("appointment_types", {
  /** A slug: "consultation", "one-to-one"… */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** One or two plain sentences for the booking page. */
  description: text("description").notNull().default(""),
  /** "$50/week", "Free"; shown as written. */
  price: text("price").notNull().default(""),
  minutes: integer("minutes").notNull(),
  place: text("place", { enum: APPOINTMENT_PLACES }).notNull(),
  capacity: integer("capacity").notNull().default(1),
  audience: text("audience", { enum: APPOINTMENT_AUDIENCES }).notNull().default("clients"),
  /** For audience "plan": the plans (or access kinds) that may book it. */
  plans: text("plans").array().notNull().default(sql`'{}'::text[]`),
  /** Free time after it before the next appointment may start. */
  bufferMinutes: integer("buffer_minutes").notNull().default(0),
  /** The least time between booking and the start. */
  noticeHours: integer("notice_hours").notNull().default(12),
  /** How far ahead bookings open. */
  horizonDays: integer("horizon_days").notNull().default(28),
  /** She may cancel or move it until this many hours before the start. */
  cutoffHours: integer("cutoff_hours").notNull().default(24),
  policyText: text("policy_text").notNull().default(""),
  kind: text("kind", { enum: APPOINTMENT_KINDS }).notNull().default("appointment"),
  /** An online class's or call's video link, shown only to the booked from 15 minutes before. */
  videoUrl: text("video_url"),
  active: boolean("active").notNull().default(true),
  position: integer("position").notNull().default(0),
  ...timestamps,
});

/** Her weekly hours per place; a dated change closes the old rows (validTo) and adds new ones. */
export const workingHours = pgTable(
  "working_hours",
  {
    id: serial("id").primaryKey(),
    place: text("place", { enum: APPOINTMENT_PLACES }).notNull(),
    /** 0 Sunday … 6 Saturday, in the gym's zone. */
    weekday: integer("weekday").notNull(),
    /** "HH:MM" wall time in the gym's zone. */
    start: text("start").notNull(),
    end: text("end").notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    /** The last day these hours hold; null means until changed. */
    validTo: date("valid_to", { mode: "string" }),
    ...timestamps,
  },
  (table) => [index("working_hours_place_idx").on(table.place, table.weekday)],
);

/** A day off, a holiday, or a block of time she set (start/end): nothing can be booked in it. */
export const calendarExceptions = pgTable(
  "calendar_exceptions",
  {
    id: serial("id").primaryKey(),
    day: date("day", { mode: "string" }).notNull(),
    /** Null: every place. */
    place: text("place", { enum: APPOINTMENT_PLACES }),
    reason: text("reason").notNull().default(""),
    /** "HH:MM" in the gym's zone; both null means the whole day. */
    start: text("start"),
    end: text("end"),
    ...timestamps,
  },
  (table) => [index("calendar_exceptions_day_idx").on(table.day)],
);

/** A class's scheduled time: one-off (startsAt) or weekly (weekday + time from validFrom). */
export const classTimes = pgTable("class_times", {
  id: serial("id").primaryKey(),
  typeId: text("type_id")
    .notNull()
    .references(() => appointmentTypes.id, { onDelete: "cascade" }),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  weekday: integer("weekday"),
  /** "HH:MM" in the gym's zone. */
  time: text("time"),
  validFrom: date("valid_from", { mode: "string" }),
  validTo: date("valid_to", { mode: "string" }),
  ...timestamps,
});

/** One occurrence the coach cancelled, with the message everyone booked was sent. */
export const cancelledOccurrences = pgTable(
  "cancelled_occurrences",
  {
    typeId: text("type_id")
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    message: text("message").notNull().default(""),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.typeId, table.startsAt] })],
);

/** A booking, a waitlist place, or what became of one. */
export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    typeId: text("type_id")
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Null for a visitor's booking (the free consultation). */
    memberId: text("member_id").references(() => members.id, { onDelete: "cascade" }),
    visitorName: text("visitor_name"),
    visitorEmail: text("visitor_email"),
    visitorPhone: text("visitor_phone"),
    /**
     * The zone a visitor's booking page showed an online time in (her browser's): her emails and
     * her booking's page say the time in it too (decision 0096). Null: the gym's zone.
     */
    visitorZone: text("visitor_zone"),
    note: text("note").notNull().default(""),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    /** Waitlist order (1 first); null once booked. */
    position: integer("position"),
    /** The form's one-time key: a double tap or a retry finds this row instead of booking twice. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** The .ics SEQUENCE: raised on every change calendar apps must apply. */
    sequence: integer("sequence").notNull().default(0),
    /** The .ics UID, stable for the booking's life. */
    uid: text("uid").notNull().unique(),
    cancelledReason: text("cancelled_reason"),
    ...timestamps,
  },
  (table) => [
    index("bookings_slot_idx").on(table.typeId, table.startsAt),
    index("bookings_starts_idx").on(table.startsAt),
    index("bookings_member_idx").on(table.memberId),
  ],
);

/** The coaching plans a client is on ("remote", "face-to-face"), set by the coach. */
export const coachingPlans = pgTable(
  "coaching_plans",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.memberId, table.plan] })],
);

/** Who the coach invited to book an "invited" type, by email. */
export const appointmentInvites = pgTable(
  "appointment_invites",
  {
    typeId: text("type_id")
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.typeId, table.email] })],
);

// ---------------------------------------------------------------------------------------------
// Issue 38, helper h3: per-client substitutions (decision 0060). Also `exercise_logs.written_key`
// above (a swap in the log).
// ---------------------------------------------------------------------------------------------

/**
 * "For Margaret, use the box squat instead of the goblet squat": the coach's choice for one
 * client. Her program pages, log and PDFs show `toId` wherever the program writes `fromId`.
 */
export const exerciseSubstitutions = pgTable(
  "exercise_substitutions",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    fromId: text("from_id").notNull(),
    toId: text("to_id").notNull(),
    /** Why, in the coach's words ("knee"); shown to her beside the substitute. */
    reason: text("reason").notNull().default(""),
    setBy: text("set_by").references((): AnyPgColumn => members.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.memberId, table.fromId] })],
);

// ─── Issue 40, helper h5: invites attached to emails, private calendar feeds ──────────────

/**
 * A calendar invite sent with one outbox email (issue 40 §4): written in the same transaction
 * as the email, sent as nodemailer's `icalEvent` (text/calendar; method=…), so calendar apps
 * apply it as a new event, an update or a cancel.
 */
export const outboxAttachments = pgTable("outbox_attachments", {
  outboxId: text("outbox_id")
    .primaryKey()
    .references(() => outbox.id, { onDelete: "cascade" }),
  /** "REQUEST" or "CANCEL". */
  method: text("method").notNull(),
  content: text("content").notNull(),
});

/**
 * A person's private calendar feed (issue 40 §4): the URL holds a random token, only its
 * SHA-256 is kept. Making a new link revokes the old one; a revoked token is a 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("calendar_feeds_member_idx").on(table.memberId)],
);

// ─── Issue 39, lead: what needs the coach, kept as data ─────────────────────────────────────

/**
 * A reason a client needs the coach that is decided when her data changes, not recomputed on
 * every view (issue 39, and issue 41 §2's direction): a fall-risk result, worsening joints,
 * poor sleep, a jump in pain after a load increase, a redesign she asked for. Raised and
 * cleared in the same transaction as the write that decides it
 * (app/features/coaching/client-flags.server.ts); one open row per client and kind.
 */
export const clientFlags = pgTable(
  "client_flags",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** One of CLIENT_FLAG_KINDS (app/features/coaching/client-flags.ts). */
    kind: text("kind").notNull(),
    /** Why, in the coach's words: "Up-and-go 13.4 s (fall-risk cut-off 12 s)". */
    detail: text("detail").notNull(),
    raisedAt: timestamp("raised_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.kind] })],
);

// ─── Issue 39, helper h2: symptoms that shape the session (decision 0065) ──────────────────

/**
 * Her answer before one session (issue 39 §2): "How are your joints today?" in three faces
 * (0 good, 1 some aches, 2 sore; null when she skipped), optional sleep hours last night, and
 * what she chose when she answered "sore": "easier" (the easier variations, recorded as swaps
 * in exercise_logs.written_key) or "kept" (the plan). One row per log: answering again edits it.
 */
export const sessionChecks = pgTable(
  "session_checks",
  {
    logId: text("log_id")
      .primaryKey()
      .references(() => workoutLogs.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** Her local day of the log. */
    day: date("day", { mode: "string" }).notNull(),
    joints: integer("joints"),
    sleepHours: doublePrecision("sleep_hours"),
    choice: text("choice", { enum: ["easier", "kept"] }),
    ...timestamps,
  },
  (table) => [index("session_checks_member_day_idx").on(table.memberId, table.day)],
);

/**
 * The weekly check-in's symptom set (issue 39 §2), each item 0-4 (none, mild, moderate,
 * severe, very severe) as the Menopause Rating Scale scores its items (Heinemann et al. 2003,
 * Health Qual Life Outcomes 1:28); null when she left an item out. One row per check-in.
 */
export const checkInSymptoms = pgTable(
  "check_in_symptoms",
  {
    checkInId: text("check_in_id")
      .primaryKey()
      .references(() => checkIns.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** The check-in's week (the day its period opened). */
    week: date("week", { mode: "string" }).notNull(),
    joints: integer("joints"),
    sleep: integer("sleep"),
    hotFlushes: integer("hot_flushes"),
    exhaustion: integer("exhaustion"),
    mood: integer("mood"),
    ...timestamps,
  },
  (table) => [index("check_in_symptoms_member_week_idx").on(table.memberId, table.week)],
);

// ─── Issue 39 §3, helper h3: the 4-week promise ───────────────────────────────────────────────

/**
 * Her answer to "Do you feel noticeably stronger?" at 4 weeks into a program (the spec's
 * guarantee; decision 0066). A row exists once she has answered; a program that came due and
 * was not answered is computed from its start, not stored. One row per program start.
 */
export const promises = pgTable(
  "promises",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** Her local day the program started: the assignment's start day, or her first log of it. */
    startDay: date("start_day", { mode: "string" }).notNull(),
    /** The program's name as she was shown it ("Movement Patterns: Beginner"). */
    program: text("program").notNull(),
    /** 28 days after the start, later by the paused days: the day the question was asked. */
    dueDay: date("due_day", { mode: "string" }).notNull(),
    /** "yes" or "no". */
    answer: text("answer", { enum: ["yes", "no"] }).notNull(),
    /** What changed, as her card showed it when she answered: the coach's task reads these. */
    changes: jsonb("changes").$type<string[]>().notNull().default([]),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
    /** A "no" is resolved when the coach assigns a changed program or sets substitutions. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** How: "a changed program" or "exercise substitutions". */
    resolution: text("resolution"),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.startDay] }),
    index("promises_open_idx").on(table.answer, table.resolvedAt),
  ],
);

// ─── Issue 39 §4, h4: her daily basics (decision 0067) ──────────────────────────────────────

/** The habits a coach can assign (app/features/basics/habits.ts names and measures them). */
export const HABIT_KINDS = ["protein", "water", "steps", "sleep", "mobility", "custom"] as const;
export type HabitKind = (typeof HABIT_KINDS)[number];

/**
 * One tap of her daily basics: a portion of protein, a glass of water, steps, the night's sleep,
 * minutes of mobility, or her coach's own habit. The id is made by the page that showed the
 * button, so a retried or doubled tap records once; undo deletes that row. Health-adjacent:
 * private to her and her coach, left out of her export unless she asks for health data.
 */
export const habitEntries = pgTable(
  "habit_entries",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    habit: text("habit", { enum: HABIT_KINDS }).notNull(),
    /** Her day, in her zone. */
    day: date("day", { mode: "string" }).notNull(),
    /** Grams of protein, glasses, steps, hours slept (the night's latest tap wins), minutes, or 1. */
    amount: doublePrecision("amount").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("habit_entries_member_day_idx").on(table.memberId, table.day)],
);

/** The habits her coach set for her, each with its daily target; none means the defaults. */
export const habitAssignments = pgTable(
  "habit_assignments",
  {
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    habit: text("habit", { enum: HABIT_KINDS }).notNull(),
    /** The daily target in the habit's measure; null for protein means "from her weight". */
    target: doublePrecision("target"),
    /** The coach's name for her own habit ("custom"), else empty. */
    name: text("name").notNull().default(""),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.memberId, table.habit] })],
);

// ─── Issue 39, helper h1: function tests (decision 0064) ──────────────────────────────────

/**
 * One function test she took (app/content/function-tests.ts), or stopped: `value` is the count,
 * the seconds or the reach in cm (the left leg for the stance, `secondValue` the right); a stop
 * has no value and says why. `age` is her age that day, so the range she was shown stays true.
 */
export const functionTestResults = pgTable(
  "function_test_results",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** One of FUNCTION_TEST_IDS. */
    test: text("test").notNull(),
    /** Her local day. */
    day: date("day", { mode: "string" }).notNull(),
    value: doublePrecision("value"),
    secondValue: doublePrecision("second_value"),
    age: integer("age"),
    /** "pain", "dizziness" or "other" when she stopped; null for a result. */
    stopped: text("stopped"),
    /** The order she saved them in: two results of one test on one day, the later one counts. */
    seq: serial("seq").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("function_test_results_member_idx").on(table.memberId, table.day)],
);

/** Her year and month of birth, which place her results in an age band (asked once, on the scorecard). */
export const functionTestBirths = pgTable("function_test_births", {
  memberId: text("member_id")
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  birthYear: integer("birth_year").notNull(),
  birthMonth: integer("birth_month").notNull(),
  ...timestamps,
});
