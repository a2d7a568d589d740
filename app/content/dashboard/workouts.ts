import type { FitnessLevel, Goal, SessionTime } from "~/content/onboarding";
import type { PortalProgramSlug } from "~/content/portal-programs";

/** Fitness level → the program (and month) her workout card comes from. */
export const PROGRAM_FOR_LEVEL: Record<FitnessLevel, { slug: PortalProgramSlug; month: string }> = {
  beginner: { slug: "movement-patterns-1", month: "Month 1" },
  moderate: { slug: "movement-patterns-2", month: "Month 2" },
  active: { slug: "movement-patterns-3", month: "Month 3" },
  "very-active": { slug: "signature-advanced", month: "Month 1" },
};

export const SESSION_MINUTES: Record<SessionTime, number> = {
  "15min": 15,
  "30min": 30,
  "45min": 45,
  "60min": 60,
};

/** How the session fits her time, one sentence per length. */
export const SESSION_SHAPE: Record<SessionTime, string> = {
  "15min": "A short version: a quick warm-up, then the main lifts only.",
  "30min": "Warm-up, the main lifts and a short cool-down.",
  "45min": "The full session, with a thorough warm-up and cool-down.",
  "60min": "The full session plus extra mobility and balance work at the end.",
};

/**
 * Monday to Sunday. Five training days, so the weekly target of 5 is reachable; the weekend
 * keeps her moving gently (product.md §6.2: weekly workouts of 5).
 */
export const WORKOUT_WEEK: readonly { focus: string; planned: boolean; description?: string }[] = [
  { focus: "Lower-body strength", planned: true },
  { focus: "Upper-body strength and posture", planned: true },
  { focus: "Mobility and balance", planned: true },
  { focus: "Full-body strength", planned: true },
  { focus: "Strength and core", planned: true },
  {
    focus: "Active recovery walk",
    planned: false,
    description: "An easy walk at a pace where you can still chat, to loosen up after the week's training.",
  },
  {
    focus: "Rest day stretch",
    planned: false,
    description: "Gentle stretches for hips, back and shoulders. Rest is when your muscles get stronger.",
  },
];

/** Goals → the extra she adds to her workout (mobility and balance emphasis). */
export const GOAL_EMPHASIS: Partial<Record<Goal, string>> = {
  mobility: "Finish with 5 minutes of hip and shoulder mobility.",
  balance: "Add 2 minutes of single-leg balance, holding a chair if you like.",
  stress: "Close with 3 slow breaths lying down before you get up.",
  energy: "Keep the rests short and upbeat; you should finish feeling brighter.",
};

/** Community Highlights: news from the coach (PLACEHOLDER words the coach rewrites). */
export const COMMUNITY_HIGHLIGHTS: readonly { title: string; text: string }[] = [
  {
    title: "New in the group: Saturday walking meet-ups",
    text: "Members are meeting for an easy 5 km walk and a coffee afterwards. Everyone is welcome.",
  },
  {
    title: "Recipe swap of the week",
    text: "This week's favourite is a one-tray salmon with lemon and greens. Share yours in the group.",
  },
  {
    title: "Celebrating your wins",
    text: "From a first push-up to carrying the shopping up the stairs: post your win and cheer each other on.",
  },
];
