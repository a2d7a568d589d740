import { z } from "zod";
import { completeAnswers } from "~/content/onboarding";
import type { Database } from "~/db/client.server";
import { type Profile, updateProfile } from "~/features/onboarding/profiles.server";
import { isDay, isValidTimeZone, localDay, weekOf } from "~/lib/dates";
import { FORM_FIELD, type Refusal, refuse } from "~/lib/form-failure";
import {
  challengeStatus,
  joinChallenge,
  recordActivity,
  removeActivity,
  resolveTimeZone,
} from "./dashboard.server";
import { planFor } from "./plan.server";
import { PLAN_KINDS, type PlanKind } from "./progress";

/** product.md §5: "Starting your {workout, meal or meditation}: {title}". */
const TOAST_NOUN: Record<PlanKind, string> = { workout: "workout", meal: "meal", mindfulness: "meditation" };

export const DASHBOARD_MESSAGES = {
  noPlan: "Please take the free assessment first, so we can build your plan.",
  notJoined: "Join the challenge first, then tick off your days.",
  notThisWeek: "You can tick off days of this week, up to today.",
  timeZone: "We could not read your time zone. Please reload the page and try again.",
} as const;

const timeZone = z
  .string()
  .max(64)
  .optional()
  .refine((value) => !value || isValidTimeZone(value), DASHBOARD_MESSAGES.timeZone);

export const DashboardActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("complete-activity"),
      kind: z.enum(PLAN_KINDS, { error: "That activity is not part of today's plan." }),
      /** A member's "Mark done without logging": done, not starting, so not the spec's toast. */
      unlogged: z.literal("true").optional(),
      timeZone,
    }),
    z.object({ intent: z.literal("join-challenge"), timeZone }),
    z.object({
      intent: z.literal("tick-day"),
      day: z.string().refine(isDay, DASHBOARD_MESSAGES.notThisWeek),
      done: z.enum(["true", "false"], { error: "Please tick or untick the day." }),
      timeZone,
    }),
  ],
  { error: "Something went wrong. Please try again." },
);

export type DashboardResult =
  | { ok: true; intent: "complete-activity"; kind: PlanKind; toast: string; recorded: boolean }
  | { ok: true; intent: "join-challenge" }
  | { ok: true; intent: "tick-day"; day: string; done: boolean }
  | Refusal;

/** Performs one validated dashboard action for her completed profile. */
export async function runDashboardAction(
  db: Database,
  profile: Profile | null,
  input: z.infer<typeof DashboardActionSchema>,
  now: Date,
): Promise<DashboardResult> {
  const answers = profile ? completeAnswers(profile.answers) : null;
  if (!profile?.completedAt || !answers) {
    return refuse(FORM_FIELD, DASHBOARD_MESSAGES.noPlan, 409);
  }
  const zone = resolveTimeZone(profile, input.timeZone ?? null);
  if (zone.changed) await updateProfile(db, profile.id, { timeZone: zone.timeZone });
  const today = localDay(now, zone.timeZone);

  switch (input.intent) {
    case "complete-activity": {
      const card = planFor(answers, today).cards[input.kind];
      const recorded = await recordActivity(db, {
        profileId: profile.id,
        kind: input.kind,
        day: today,
        title: card.title,
      });
      return {
        ok: true,
        intent: input.intent,
        kind: input.kind,
        toast: input.unlogged
          ? `Marked as done: ${card.title}. Well done!`
          : `Starting your ${TOAST_NOUN[input.kind]}: ${card.title}`,
        recorded,
      };
    }
    case "join-challenge":
      await joinChallenge(db, profile.id, now);
      return { ok: true, intent: input.intent };
    case "tick-day": {
      if (!(await challengeStatus(db, profile.id)).joined) {
        return refuse("day", DASHBOARD_MESSAGES.notJoined, 409);
      }
      if (!weekOf(today).includes(input.day) || input.day > today) {
        return refuse("day", DASHBOARD_MESSAGES.notThisWeek);
      }
      const entry = { profileId: profile.id, kind: "steps" as const, day: input.day };
      if (input.done === "true") await recordActivity(db, { ...entry, title: "10K steps" });
      else await removeActivity(db, entry);
      return { ok: true, intent: input.intent, day: input.day, done: input.done === "true" };
    }
  }
}
