import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pushSubscriptions, reminderSettings } from "~/db/schema";
import { remindersOffToken } from "~/features/reminders/reminders.server";
import { formFailureOf } from "~/lib/form-failure";
import { action as offAction, loader as offLoader } from "~/routes/reminders/off";
import { action as settingsAction, loader as settingsLoader } from "~/routes/reminders/settings";
import { MINUTE, MONDAY, useRemindersSuite } from "../helpers/reminders-suite";
import { createTestApp, outcome } from "../helpers/test-app";
import { type Args, refill } from "../helpers/test-suite";

describe("reminders", () => {
  const { database, app, ann, bea, tick, run, remindSettings, addDevice, emails } = useRemindersSuite();

  describe("the settings page", () => {
    const save = (form: Record<string, string | string[]>, cookie = ann.cookie) =>
      outcome(() =>
        settingsAction(app.args("/account/reminders", { form, cookie }) as Args<typeof settingsAction>),
      );
    const page = async (cookie = ann.cookie) =>
      (
        await outcome(() =>
          settingsLoader(app.args("/account/reminders", { cookie }) as Args<typeof settingsLoader>),
        )
      ).data as Awaited<ReturnType<typeof settingsLoader>>;

    it("saves her choices and shows them again", async () => {
      expect((await page()).settings.channel).toBe("off");
      const saved = await save({
        intent: "save",
        channel: "email",
        days: ["1", "3", "5"],
        time: "09:00",
        weeklySummary: "on",
      });
      expect(saved.status).toBe(302);
      expect(saved.location).toBe("/account/reminders");
      expect(saved.cookies.join()).toContain("wb50_flash=reminders-saved");
      const shown = await page();
      expect(shown.settings).toEqual({
        channel: "email",
        days: [1, 3, 5],
        time: "09:00",
        checkIn: false,
        weeklySummary: true,
      });
      expect(shown.zone).toBe("Europe/London");
    });

    it("keeps the zone her browser sent when her profile has none", async () => {
      await save(
        { intent: "save", channel: "email", days: "2", time: "18:30", timeZone: "Australia/Sydney" },
        bea.cookie,
      );
      expect((await page(bea.cookie)).zone).toBe("Australia/Sydney");
    });

    it("refuses a time in quiet hours, an unknown day and push without a device, keeping what she chose", async () => {
      const bad = await save({ intent: "save", channel: "email", days: ["1", "9"], time: "21:30" });
      expect(bad.status).toBe(400);
      const failure = formFailureOf(bad.data);
      expect(failure?.fieldErrors.time).toMatch(/We never send reminders between 9 pm and 6 am/);
      expect(failure?.fieldErrors.days).toBe("Choose your days from Monday to Sunday.");
      expect(failure?.values).toMatchObject({ channel: "email", days: ["1", "9"], time: "21:30" });

      const noDevice = await save({ intent: "save", channel: "push", days: "1", time: "09:00" });
      expect(noDevice.status).toBe(400);
      expect(formFailureOf(noDevice.data)?.fieldErrors.channel).toMatch(
        /Turn on notifications on this device first/,
      );
      expect((await page()).settings.channel).toBe("off");

      const notAChannel = await save({ intent: "save", channel: "sms", time: "09:00" });
      expect(notAChannel.status).toBe(400);
      expect(formFailureOf(notAChannel.data)?.fieldErrors.channel).toBe(
        "Choose how you would like to be reminded.",
      );
    });

    it("can be set from 06:00, and Save keeps the channel with the device it turned on (issue 36 §8)", async () => {
      expect((await page()).settings.time).toBe("09:00");
      const early = await save({ intent: "save", channel: "email", days: "1", time: "06:00" });
      expect(early.status).toBe(302);
      expect((await page()).settings.time).toBe("06:00");
      expect((await save({ intent: "save", channel: "email", days: "1", time: "05:30" })).status).toBe(400);

      // Notifications chosen on a phone that had none: one Save sends the subscription with them.
      refill(
        app,
        createTestApp(database, app.clock.now, {
          VAPID_PUBLIC_KEY: `B${"a".repeat(86)}`,
          VAPID_PRIVATE_KEY: "p".repeat(43),
        }),
      );
      const both = await save({
        intent: "save",
        channel: "both",
        days: ["1", "4"],
        time: "06:30",
        endpoint: "https://fcm.googleapis.com/fcm/send/ann-phone",
        p256dh: randomBytes(65).toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      });
      expect(both.status).toBe(302);
      const shown = await page();
      expect(shown.settings).toMatchObject({ channel: "both", days: [1, 4], time: "06:30" });
      expect(shown.devices).toHaveLength(1);
    });

    it("lists her devices, lets her remove one, and another member's is a 404", async () => {
      const device = await addDevice(ann);
      expect((await page()).devices.map((row) => row.label)).toEqual(["Chrome on Android"]);
      expect((await page(bea.cookie)).devices).toEqual([]);

      const stranger = await save({ intent: "remove", device }, bea.cookie);
      expect(stranger.status).toBe(404);
      expect(formFailureOf(stranger.data)?.formError).toBe("This device is not on your list.");
      expect(await database.db.select().from(pushSubscriptions)).toHaveLength(1);

      const removed = await save({ intent: "remove", device });
      expect(removed.status).toBe(302);
      expect(await database.db.select().from(pushSubscriptions)).toHaveLength(0);
    });

    it("refuses a subscription to a push service we do not know (SSRF guard)", async () => {
      refill(
        app,
        createTestApp(database, app.clock.now, {
          VAPID_PUBLIC_KEY: `B${"a".repeat(86)}`,
          VAPID_PRIVATE_KEY: "p".repeat(43),
        }),
      );
      const keys = {
        p256dh: randomBytes(65).toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      };
      for (const endpoint of [
        "http://169.254.169.254/latest",
        "https://fcm.googleapis.com.evil.example/x",
        "https://localhost:8443/push",
      ]) {
        const refused = await save({ intent: "subscribe", endpoint, ...keys });
        expect(refused.status).toBe(400);
        expect(formFailureOf(refused.data)?.fieldErrors.endpoint).toMatch(/not one we can send to/);
      }
      const short = await save({
        intent: "subscribe",
        endpoint: "https://fcm.googleapis.com/fcm/send/x",
        p256dh: "abc",
        auth: keys.auth,
      });
      expect(short.status).toBe(400);
      expect(await database.db.select().from(pushSubscriptions)).toHaveLength(0);

      const ok = await save({
        intent: "subscribe",
        endpoint: "https://fcm.googleapis.com/fcm/send/x",
        ...keys,
      });
      expect(ok.status).toBe(302);
      expect(ok.cookies.join()).toContain("wb50_flash=device-added");
      expect(await database.db.select().from(pushSubscriptions)).toHaveLength(1);
    });
  });

  describe("turning reminders off", () => {
    const offArgs = (token: string, form?: Record<string, string>) =>
      app.args(`/reminders/off?${new URLSearchParams({ token })}`, form ? { form } : {});

    it("shows a button for the link, and the button or the mail app's one-click POST turns them off", async () => {
      await remindSettings(ann, { channel: "both" });
      await tick(MONDAY + 9 * 60 * MINUTE);
      const [email] = await emails("reminder:");
      const link = /<(https:\/\/app\.example\/reminders\/off\?token=[^>]+)>/.exec(
        String(email?.headers["List-Unsubscribe"]),
      )?.[1];
      const token = new URL(link ?? "https://x").searchParams.get("token") ?? "";

      const shown = await outcome(() => offLoader(offArgs(token) as Args<typeof offLoader>));
      expect(shown.data).toEqual({ valid: true, email: "ann@example.com", off: false });
      // Opening the link changed nothing.
      expect(
        (await database.db.select().from(reminderSettings).where(eq(reminderSettings.memberId, ann.id)))[0]
          ?.channel,
      ).toBe("both");

      // The mail app's button: a bare POST with List-Unsubscribe=One-Click, the token in the address.
      const oneClick = await outcome(() =>
        offAction(offArgs(token, { "List-Unsubscribe": "One-Click" }) as Args<typeof offAction>),
      );
      expect(oneClick.data).toEqual({ off: true });
      const [settings] = await database.db
        .select()
        .from(reminderSettings)
        .where(eq(reminderSettings.memberId, ann.id));
      expect(settings?.channel).toBe("off");
      expect(settings?.days).toEqual([1, 3, 5]);
      // What was queued and not sent is dropped.
      expect((await emails("reminder:"))[0]?.status).toBe("failed");

      // The page's button, twice: harmless.
      const button = await outcome(() =>
        offAction(app.args("/reminders/off", { form: { token } }) as Args<typeof offAction>),
      );
      expect(button.data).toEqual({ off: true });
      // Nothing more is sent.
      await run(MONDAY + (2 * 24 + 9) * 60 * MINUTE, MONDAY + (2 * 24 + 11) * 60 * MINUTE);
      expect(await emails("reminder:")).toHaveLength(1);
    });

    it("answers a bad or forged token with the not-valid page, never a 500", async () => {
      const forged = remindersOffToken("another-secret-that-is-at-least-32-characters", ann.id);
      for (const token of ["", "nonsense", forged, `${ann.id}.${"A".repeat(24)}`]) {
        const shown = await outcome(() => offLoader(offArgs(token) as Args<typeof offLoader>));
        expect(shown.status).toBe(404);
        expect(shown.data).toEqual({ valid: false });
        const posted = await outcome(() => offAction(offArgs(token, { token }) as Args<typeof offAction>));
        expect(posted.status).toBe(404);
        expect(formFailureOf(posted.data)?.formError).toBe("This link is not valid.");
      }
      const notAForm = await outcome(() =>
        offAction({
          ...offArgs("x"),
          request: new Request("http://localhost/reminders/off", { method: "POST", body: "{}" }),
        } as Args<typeof offAction>),
      );
      expect(notAForm.status).toBe(415);
    });
  });
});
