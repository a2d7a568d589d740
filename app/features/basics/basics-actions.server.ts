import { z } from "zod";
import { PROTEIN_PORTIONS } from "~/content/basics";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { HABIT_KINDS, type HabitKind } from "~/db/schema";
import { resolveTimeZone } from "~/features/dashboard/dashboard.server";
import { type Profile, updateProfile } from "~/features/onboarding/profiles.server";
import type { Viewer } from "~/lib/auth.server";
import { localDay } from "~/lib/dates";
import { FORM_FIELD, type Refusal, refuse } from "~/lib/form-failure";
import { isTextIdShape } from "~/lib/ids";
import type { Member } from "~/lib/members.server";
import { type Basics, loadBasics, recordTap, undoTap } from "./basics.server";
import { HABITS } from "./habits";

export const BASICS_MESSAGES = {
  tap: "That button is not one of your basics. Please reload the page and try again.",
  coach: "Your basics are for clients; the coach's own account has none.",
} as const;

const key = z.string().refine(isTextIdShape, BASICS_MESSAGES.tap);
const common = {
  /** Sent by the page once it runs JavaScript: answer in place instead of going back to the dashboard. */
  stay: z.literal("1").optional(),
  timeZone: z.string().max(64).optional(),
};

export const BasicsActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("tap"),
      habit: z.enum(HABIT_KINDS, { error: BASICS_MESSAGES.tap }),
      amount: z.coerce.number({ error: BASICS_MESSAGES.tap }),
      key,
      ...common,
    }),
    z.object({ intent: z.literal("undo"), id: key, ...common }),
  ],
  { error: "Something went wrong. Please try again." },
);

/** The amounts a button of this habit can send: a portion's grams, or one of its taps. */
export function allowedAmounts(habit: HabitKind): number[] {
  return habit === "protein"
    ? PROTEIN_PORTIONS.map((portion) => portion.grams)
    : HABITS[habit].taps.map((tap) => tap.amount);
}

/**
 * Her days are counted where the dashboard counts them: her profile's zone (which her browser
 * keeps up to date, as the dashboard's own forms do), else the gym's. A tap and the card that
 * shows it must agree on the day, so without a profile the browser's zone is not used.
 */
function zoneOf(profile: Profile | null) {
  return profile?.timeZone ?? liveSite().timeZone;
}

export type BasicsResult = { ok: true; intent: "tap" | "undo"; recorded: boolean } | Refusal;

export async function runBasicsAction(
  db: Database,
  member: Member,
  profile: Profile | null,
  input: z.infer<typeof BasicsActionSchema>,
  now: Date,
): Promise<BasicsResult> {
  if (member.role === "coach") return refuse(FORM_FIELD, BASICS_MESSAGES.coach, 403);
  if (input.intent === "undo") {
    await undoTap(db, member.id, input.id);
    return { ok: true, intent: "undo", recorded: true };
  }
  if (!allowedAmounts(input.habit).includes(input.amount)) return refuse(FORM_FIELD, BASICS_MESSAGES.tap);
  const zone = profile ? resolveTimeZone(profile, input.timeZone ?? null) : null;
  if (profile && zone?.changed) await updateProfile(db, profile.id, { timeZone: zone.timeZone });
  const day = localDay(now, zone?.timeZone ?? zoneOf(profile));
  const recorded = await recordTap(
    db,
    { id: input.key, memberId: member.id, habit: input.habit, day, amount: input.amount },
    now,
  );
  return { ok: true, intent: "tap", recorded };
}

/** The dashboard's field: a client's basics, read in one query; null for a visitor and the coach. */
export async function dashboardBasics(
  db: Database,
  viewer: Viewer,
  profile: Profile | null,
  now: Date,
): Promise<Basics | null> {
  const member = viewer.member;
  if (!member || member.role === "coach") return null;
  return loadBasics(db, member.id, localDay(now, zoneOf(profile)), now);
}
