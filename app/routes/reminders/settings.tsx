import { useEffect, useState } from "react";
import { Link, Form as RouterForm, redirect, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { SELECT_CLASS } from "~/components/ui/select";
import { ensureProfile, updateProfile } from "~/features/onboarding/profiles.server";
import { Devices } from "~/features/reminders/devices";
import {
  isAllowedEndpoint,
  listDevices,
  removeSubscription,
  saveSubscription,
} from "~/features/reminders/push.server";
import { PUSH_MESSAGES, subscribeThisDevice } from "~/features/reminders/push-client";
import {
  deviceLabel,
  getReminderSettings,
  REMINDER_MESSAGES,
  RemindersFormSchema,
  saveReminderSettings,
} from "~/features/reminders/reminders.server";
import { QUIET_FROM, QUIET_UNTIL, REMINDER_TIMES, WEEKDAYS } from "~/features/reminders/schedule";
import { memberTimeZone } from "~/features/training/training.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireMember } from "~/lib/auth.server";
import { shortDate } from "~/lib/dates";
import { flashCookie } from "~/lib/flash";
import { formFailureOf, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/settings";

// Her reminders (issue 20 §3): how, which days, what time in her zone, and the devices that
// show notifications. Everything but turning notifications on for a device works without
// JavaScript.

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Reminders", "Choose when and how we remind you to train."),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const [settings, devices, zone] = await Promise.all([
    getReminderSettings(db, member.id),
    listDevices(db, member.id),
    memberTimeZone(db, member.id, ""),
  ]);
  return {
    settings,
    devices: devices.map((device) => ({
      id: device.id,
      label: device.label || "A browser",
      added: shortDate(device.createdAt.toISOString().slice(0, 10)),
    })),
    /** Her profile's zone; empty when she has none and the page shows the browser's. */
    zone,
    /** The key this device subscribes with; null when push is off on this server. */
    vapidPublicKey: app.config.vapid?.publicKey ?? null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const app = getAppContext(args.context);
  const { db } = app.database;
  const now = app.now();
  const submission = await readSubmission(args.request, RemindersFormSchema);
  if (!submission.ok) return submission.failure;
  const { form, data: input } = submission;
  const back = (flash: Parameters<typeof flashCookie>[0]) =>
    redirect("/account/reminders", { headers: { "Set-Cookie": flashCookie(flash) } });

  /** This device's subscription kept, or the refusal to answer with. */
  const subscribe = async (device: { endpoint: string; p256dh: string; auth: string }) => {
    if (!app.config.vapid) return formFailure(form, 503, { formError: PUSH_MESSAGES.unsupported });
    // The SSRF guard: we only ever POST to a known push service (decision 0036).
    if (!isAllowedEndpoint(device.endpoint, app.config.PUSH_ALLOWED_HOSTS))
      return formFailure(form, 400, { fieldErrors: { endpoint: REMINDER_MESSAGES.endpoint } });
    const label = deviceLabel(args.request.headers.get("User-Agent") ?? "");
    await saveSubscription(db, member.id, { ...device, label }, now);
    return null;
  };

  if (input.intent === "subscribe") {
    const { intent: _subscribe, ...device } = input;
    return (await subscribe(device)) ?? back("device-added");
  }
  if (input.intent === "remove") {
    if (!(await removeSubscription(db, member.id, input.device)))
      return formFailure(form, 404, { formError: REMINDER_MESSAGES.device });
    return back("device-removed");
  }

  const { timeZone, intent: _save, endpoint, p256dh, auth, ...settings } = input;
  // Save turned notifications on for this device: its subscription comes with her choices.
  if (endpoint && p256dh && auth) {
    const refused = await subscribe({ endpoint, p256dh, auth });
    if (refused) return refused;
  }
  const wantsPush = input.channel === "push" || input.channel === "both";
  if (wantsPush && (await listDevices(db, member.id)).length === 0)
    return formFailure(form, 400, { fieldErrors: { channel: REMINDER_MESSAGES.noDevice } });
  await saveReminderSettings(db, member.id, settings, now);
  // Her zone is the profile's; the first time, it is the one her browser reported with the form.
  if (timeZone && !(await memberTimeZone(db, member.id, ""))) {
    const { profile } = await ensureProfile(args);
    await updateProfile(db, profile.id, { timeZone });
  }
  return back("reminders-saved");
}

const CHANNELS = [
  { value: "off", label: "Off" },
  { value: "email", label: "By email" },
  { value: "push", label: "By notification" },
  { value: "both", label: "Both" },
] as const;

const choiceClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-input px-4 py-2 has-checked:border-primary has-checked:bg-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring";
const boxClass = "size-6 shrink-0 accent-primary";
const errorClass = "text-base font-semibold text-destructive";

/** "21:00" → "9 pm", for the quiet hours sentence. */
const hourWords = (minutes: number) => {
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12} ${hour < 12 ? "am" : "pm"}`;
};

export default function RemindersPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = formFailureOf(actionData);
  const errors = failure?.fieldErrors ?? {};
  const busy = useNavigation().state !== "idle";
  const { settings, devices } = loaderData;
  // What she sent wins over what is saved, so a refused form keeps her choices.
  const typed = failure?.values;
  const typedList = (name: string): string[] | null => {
    if (typed?.intent !== "save") return null;
    const value = typed[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const channel = (typed?.intent === "save" && typedValue(failure, "channel")) || settings.channel;
  const days = typedList("days") ?? settings.days.map(String);
  const time = (typed?.intent === "save" && typedValue(failure, "time")) || settings.time;
  const checkIn = typedList("checkIn") ? typedList("checkIn")?.includes("on") : settings.checkIn;
  const weeklySummary = typedList("weeklySummary")
    ? typedList("weeklySummary")?.includes("on")
    : settings.weeklySummary;

  // Notifications chosen and no device shows them yet: Save turns them on for this device
  // first, then saves the subscription with her choices (issue 36 §8). Without JavaScript, or
  // without push on this server, the form goes as it is and the server says what is missing.
  const submit = useSubmit();
  const [pushProblem, setPushProblem] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);
  const key = loaderData.vapidPublicKey;
  const saveWithDevice = async (event: React.FormEvent<HTMLFormElement>) => {
    const channel = event.currentTarget.elements.namedItem("channel");
    const chosen = channel instanceof RadioNodeList ? channel.value : null;
    setPushProblem(null);
    if ((chosen !== "push" && chosen !== "both") || devices.length > 0 || !key) return;
    event.preventDefault();
    setSubscribing(true);
    const result = await subscribeThisDevice(key);
    setSubscribing(false);
    if (!result.ok) {
      setPushProblem(result.message);
      return;
    }
    const form = new FormData(event.currentTarget);
    for (const name of ["endpoint", "p256dh", "auth"] as const) form.set(name, result[name]);
    await submit(form, { method: "post" });
  };
  const channelError = pushProblem ?? errors.channel;
  const askHere = Boolean(key) && devices.length === 0;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 text-lg md:py-12">
      <header className="flex flex-col gap-3">
        <p>
          <Link
            to="/account"
            className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            Your account
          </Link>
        </p>
        <h1 className="text-3xl md:text-4xl">Reminders</h1>
        <p>
          A nudge on your training days if you have not trained yet, your weekly check-in, and a short summary
          of your week. We never send reminders between {hourWords(QUIET_FROM)} and {hourWords(QUIET_UNTIL)}.
        </p>
      </header>

      {failure?.formError && <FormAlert>{failure.formError}</FormAlert>}
      {failure && !failure.formError && typed?.intent === "save" && (
        <FormAlert>Please check the choices marked below. Nothing is saved yet.</FormAlert>
      )}

      <RouterForm method="post" noValidate className="flex flex-col gap-8" onSubmit={saveWithDevice}>
        <input type="hidden" name="intent" value="save" />
        <fieldset
          aria-describedby={
            [askHere ? "channel-hint" : null, channelError ? "channel-error" : null]
              .filter(Boolean)
              .join(" ") || undefined
          }
          className="flex flex-col gap-3"
        >
          <legend className="mb-2 text-xl font-semibold">How should we remind you?</legend>
          {askHere && (
            <p id="channel-hint">If you choose notifications, Save asks this device to show them.</p>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            {CHANNELS.map((option) => (
              <label key={option.value} className={choiceClass}>
                <input
                  type="radio"
                  name="channel"
                  value={option.value}
                  defaultChecked={channel === option.value}
                  aria-invalid={channelError ? true : undefined}
                  className={boxClass}
                />
                {option.label}
              </label>
            ))}
          </div>
          {channelError && (
            <p id="channel-error" className={errorClass}>
              {channelError}
            </p>
          )}
        </fieldset>

        <fieldset aria-describedby={errors.days ? "days-error" : undefined} className="flex flex-col gap-3">
          <legend className="mb-2 text-xl font-semibold">Your training days</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {WEEKDAYS.map((weekday) => (
              <label key={weekday.value} className={choiceClass}>
                <input
                  type="checkbox"
                  name="days"
                  value={weekday.value}
                  defaultChecked={days.includes(String(weekday.value))}
                  className={boxClass}
                />
                <span>
                  <span aria-hidden="true">{weekday.short}</span>
                  <span className="sr-only">{weekday.long}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.days && (
            <p id="days-error" className={errorClass}>
              {errors.days}
            </p>
          )}
        </fieldset>

        <div className="flex flex-col gap-2">
          <label htmlFor="time" className="text-xl font-semibold">
            At what time?
          </label>
          <p id="time-hint">
            We never send reminders between {hourWords(QUIET_FROM)} and {hourWords(QUIET_UNTIL)}.
          </p>
          <select
            id="time"
            name="time"
            defaultValue={time}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={errors.time ? "time-hint time-error" : "time-hint"}
            className={`${SELECT_CLASS} max-w-xs`}
          >
            {REMINDER_TIMES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {errors.time && (
            <p id="time-error" className={errorClass}>
              {errors.time}
            </p>
          )}
          <TimeZoneLine zone={loaderData.zone} error={errors.timeZone} />
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-xl font-semibold">Also remind me of</legend>
          <label className={choiceClass}>
            <input type="checkbox" name="checkIn" defaultChecked={checkIn} className={boxClass} />
            My weekly check-in (when I am coached)
          </label>
          <label className={choiceClass}>
            <input type="checkbox" name="weeklySummary" defaultChecked={weeklySummary} className={boxClass} />
            My week in numbers, by email on Sunday
          </label>
        </fieldset>

        <div>
          <Button type="submit" size="lg" disabled={busy || subscribing}>
            {subscribing ? "Turning on notifications..." : busy ? "Saving..." : "Save reminders"}
          </Button>
        </div>
      </RouterForm>

      <Devices
        devices={devices}
        vapidPublicKey={loaderData.vapidPublicKey}
        endpointError={errors.endpoint ?? errors.p256dh ?? errors.auth}
      />
    </div>
  );
}

/** Her zone from her profile; without one, her browser's, sent with the form to be kept. */
function TimeZoneLine({ zone, error }: { zone: string; error?: string }) {
  const [browserZone, setBrowserZone] = useState("");
  useEffect(() => setBrowserZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? ""), []);
  const shown = zone || browserZone;
  return (
    <>
      {!zone && <input type="hidden" name="timeZone" value={browserZone} />}
      <p>
        {shown ? (
          <>
            Times are in your time zone: <strong>{shown.replace(/_/g, " ")}</strong>.
          </>
        ) : (
          "Times are in your time zone."
        )}
      </p>
      {error && <p className={errorClass}>{error}</p>}
    </>
  );
}
