import { randomUUID } from "node:crypto";
import { eq, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import {
  activities,
  auditLog,
  bodyMetrics,
  challengeMembers,
  emailTokens,
  entitlements,
  members,
  newsletterSignups,
  outbox,
  passwordResets,
  pendingGrants,
  progressPhotos,
  webhookEvents,
} from "~/db/schema";
import { savePreferences } from "~/features/training/training.server";
import { recordAudit } from "~/lib/audit.server";
import { formFailureOf } from "~/lib/form-failure";
import { SESSION_COOKIE_NAME } from "~/lib/session.server";
import { action as deleteAction, loader as deleteLoader } from "~/routes/account/delete-account";
import { loader as dashboardLoader } from "~/routes/dashboard/index";
import { NOW, PASSWORD, TODAY, useAccountDataSuite } from "../helpers/account-data-suite";
import { outcome } from "../helpers/test-app";
import type { Args } from "../helpers/test-suite";

/** Every table of the schema, so a table added later is checked without a change here. */
const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

describe("her data is hers: export and deletion", () => {
  const { database, app, member, onboard, logWorkout } = useAccountDataSuite();

  describe("deleting her account", () => {
    const remove = (form: Record<string, string>, cookie?: string) =>
      outcome(() => deleteAction(app.args("/account/delete", { form, cookie }) as Args<typeof deleteAction>));

    /** Every row of every table, as text, to search for what would name her. */
    async function everything() {
      const dump: Record<string, string[]> = {};
      for (const table of TABLES) {
        const rows = await database.db.select().from(table);
        dump[getTableConfig(table).name] = rows.map((row) => JSON.stringify(row));
      }
      return dump;
    }

    /** A member with a row in every table that can hold something of hers. */
    async function seed(name: string, email: string) {
      const { member: who, cookie } = await member(name, email);
      const profile = await onboard(cookie);
      await app.services.sessions.create({ memberId: who.id }); // her phone, as well as this browser
      await database.db.insert(entitlements).values({ memberId: who.id, kind: "premium", source: "coach" });
      await database.db.insert(passwordResets).values({
        tokenHash: `reset-${who.id}`,
        memberId: who.id,
        expiresAt: new Date(NOW.getTime() + 3_600_000),
      });
      await database.db.insert(emailTokens).values({
        tokenHash: `token-${who.id}`,
        purpose: "confirm-email",
        memberId: who.id,
        email,
        expiresAt: new Date(NOW.getTime() + 3_600_000),
      });
      await database.db
        .insert(activities)
        .values({ profileId: profile.id, kind: "meal", day: TODAY, title: "Soup" });
      await database.db
        .insert(challengeMembers)
        .values({ challenge: "10k-steps-daily", profileId: profile.id });
      await savePreferences(database.db, who.id, { unit: "kg", plateStep: 1, goalWeightKg: 65 });
      const { logId } = await logWorkout(who, { profileId: profile.id });
      await database.db.insert(bodyMetrics).values({ memberId: who.id, day: TODAY, weightKg: 70 });
      const photoId = randomUUID();
      await database.db.insert(progressPhotos).values({
        id: photoId,
        memberId: who.id,
        day: TODAY,
        pose: "front",
        contentType: "image/jpeg",
        width: 1,
        height: 1,
        bytes: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      });
      await database.db.insert(newsletterSignups).values({ email, source: "live-classes", consentedAt: NOW });
      await database.db.insert(pendingGrants).values({ email, kind: "portal", source: "payment:evt_1" });
      await database.db.insert(outbox).values([
        {
          id: `queued-${who.id}`,
          kind: "welcome",
          to: email,
          subject: `Welcome, ${name}`,
          html: name,
          text: name,
        },
        {
          id: `sent-${who.id}`,
          kind: "confirm-email",
          to: email,
          subject: "Confirm",
          html: name,
          text: name,
          status: "sent",
          sentAt: NOW,
        },
      ]);
      const eventId = `evt_${randomUUID()}`;
      await recordAudit(
        database.db,
        { id: null, email: "coach@example.com" },
        { action: "grant premium", target: email },
        NOW,
      );
      await database.db.insert(webhookEvents).values({
        id: eventId,
        type: "checkout.session.completed",
        outcome: `granted premium to ${email}`,
      });
      await recordAudit(
        database.db,
        { id: null, email: "payment webhook" },
        { action: "payment", target: eventId, detail: `granted premium to ${email}` },
        NOW,
      );
      return { member: who, cookie, eventId, markers: [who.id, email, name, profile.id, logId, photoId] };
    }

    it("refuses a wrong password with a 400 on the password field and deletes nothing", async () => {
      const her = await seed("Henrietta Quill", "henrietta@example.com");
      const before = await everything();
      for (const password of ["not-her-password", ""]) {
        const result = await remove({ password }, her.cookie);
        expect(result.status, password).toBe(400);
        const failure = formFailureOf(result.data);
        expect(failure?.fieldErrors.password).toBeTruthy();
        // Her password is never echoed back.
        expect(failure?.values).toEqual({});
        expect(result.cookies).toEqual([]);
      }
      const after = await everything();
      const { throttle_counters: _before, ...kept } = before;
      const { throttle_counters: _after, ...still } = after;
      expect(still).toEqual(kept);
    });

    it("deletes every row of hers in every table, leaves another member's, and audits one line naming nobody", async () => {
      const her = await seed("Henrietta Quill", "henrietta@example.com");
      const other = await seed("Winifred Oakes", "winifred@example.com");
      const before = await everything();
      const mentionsHer = (row: string) => her.markers.some((marker) => row.includes(marker));
      // Sanity: the seed really put something of hers into each table that can hold it.
      for (const name of [
        "members",
        "sessions",
        "entitlements",
        "password_resets",
        "email_tokens",
        "profiles",
        "activities",
        "challenge_members",
        "training_preferences",
        "workout_logs",
        "exercise_logs",
        "set_logs",
        "body_metrics",
        "progress_photos",
        "newsletter_signups",
        "pending_grants",
        "outbox",
        "audit_log",
        "webhook_events",
      ]) {
        expect(before[name]?.some(mentionsHer), name).toBe(true);
      }

      const page = await outcome(() =>
        deleteLoader(app.args("/account/delete", { cookie: her.cookie }) as Args<typeof deleteLoader>),
      );
      expect(page.data).toMatchObject({ coach: false });

      // An audit line from before issue 18, which named her by id (photos now name her address).
      await database.db.insert(auditLog).values({
        actorEmail: "coach@example.com",
        action: "viewed progress photo",
        target: her.member.id,
      });
      const result = await remove({ password: PASSWORD }, her.cookie);
      expect(result.status).toBe(302);
      expect(result.location).toBe("/");
      expect(
        result.cookies.some(
          (cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=;`) && /Max-Age=0/.test(cookie),
        ),
      ).toBe(true);
      expect(result.cookies).toContain("wb50_flash=account-deleted; Path=/; Max-Age=60; SameSite=Lax");

      const after = await everything();
      for (const [name, rows] of Object.entries(after)) {
        expect(rows.filter(mentionsHer), name).toEqual([]);
        // Winifred's rows are as they were (the audit and the throttle are not hers to keep).
        if (name === "throttle_counters") continue;
        const hers = (row: string) => other.markers.some((marker) => row.includes(marker));
        expect(rows.filter(hers), name).toEqual((before[name] ?? []).filter(hers));
      }

      const audit = await database.db.select().from(auditLog);
      const deleted = audit.filter((line) => line.action === "account deleted");
      expect(deleted).toHaveLength(1);
      expect(deleted[0]).toMatchObject({ actorId: null, actorEmail: "", target: "", detail: "" });
      // Earlier lines keep what happened, without her address.
      expect(audit.filter((line) => line.target === "a deleted member")).toHaveLength(2);
      expect(JSON.stringify(audit)).not.toContain("henrietta");
      const [event] = await database.db.select().from(webhookEvents).where(eq(webhookEvents.id, her.eventId));
      expect(event?.outcome).toBe("granted premium to a deleted member");

      // The cookie she still holds names nothing: her dashboard is a visitor's sample.
      const dashboard = await outcome(() =>
        dashboardLoader(app.args("/dashboard", { cookie: her.cookie }) as Args<typeof dashboardLoader>),
      );
      expect(dashboard.data).toMatchObject({ mode: "sample", name: null });
    });

    it("is for her account only: a visitor logs in first, and the coach cannot delete hers here", async () => {
      const visitor = await outcome(() =>
        deleteLoader(app.args("/account/delete") as Args<typeof deleteLoader>),
      );
      expect(visitor).toMatchObject({ status: 302, location: "/login?redirectTo=%2Faccount%2Fdelete" });
      expect((await remove({ password: PASSWORD })).status).toBe(302);

      const { member: coach, cookie } = await member("Coach Carter", "coach@example.com", "coach");
      const page = await outcome(() =>
        deleteLoader(app.args("/account/delete", { cookie }) as Args<typeof deleteLoader>),
      );
      expect(page.data).toMatchObject({ coach: true });
      const result = await remove({ password: PASSWORD }, cookie);
      expect(result.status).toBe(403);
      expect(formFailureOf(result.data)?.formError).toBe("The coach account cannot be deleted here.");
      expect(await database.db.select().from(members).where(eq(members.id, coach.id))).toHaveLength(1);
      expect(await database.db.select().from(auditLog)).toEqual([]);
    });
  });
});
