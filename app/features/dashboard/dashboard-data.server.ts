import { SAMPLE_CARDS } from "~/content/dashboard/sample";
import { site } from "~/content/site";
import type { Database } from "~/db/client.server";
import type { Viewer } from "~/utils/auth.server";
import { canOpenPortalProgram } from "~/utils/auth.server";
import type { Profile } from "~/utils/profiles.server";
import { addDays, formatLongDay, formatShortDay, localDay, weekOf } from "./calendar";
import { challengeStatus, ownSummary } from "./dashboard.server";
import { planFor, wisdomFor } from "./plan.server";
import type { PlanCardView } from "./plan-card";
import { PLAN_KINDS, type ProgressItem, SAMPLE_SUMMARY } from "./progress";
import type { ChallengeDay } from "./steps-challenge";
import type { CalendarDay } from "./week-calendar";

/** A day of her week, as both the calendar dialog and the challenge's day ticks show it. */
export type WeekDay = CalendarDay & ChallengeDay;

/**
 * Everything the dashboard shows, one shape for both modes. Before she has completed the
 * assessment she gets the sample (product.md §6.2's numbers, labelled as a sample; no week to show);
 * afterwards only numbers from her own records.
 */
export type DashboardData = {
  mode: "sample" | "own";
  /** The sample's call to action: take the assessment, or finish it. Null on her own. */
  assessment: "start" | "continue" | null;
  name: string | null;
  date: string;
  summary: { streak: number; completedToday: number; totalToday: number; progress: ProgressItem[] };
  cards: readonly PlanCardView[];
  week: WeekDay[] | null;
  challenge: { participants: number; joined: boolean; daysDone: number };
  wisdom: { text: string; author: string };
};

export async function loadDashboard(
  db: Database,
  viewer: Viewer,
  profile: Profile | null,
  now: Date,
): Promise<DashboardData> {
  const own = profile ? await ownSummary(db, profile, now) : null;
  if (!profile || !own) {
    const today = localDay(now, profile?.timeZone ?? site.timeZone);
    return {
      mode: "sample",
      assessment: profile && profile.step !== "welcome" ? "continue" : "start",
      name: null,
      date: formatLongDay(today),
      summary: {
        streak: SAMPLE_SUMMARY.streak,
        completedToday: SAMPLE_SUMMARY.completedToday,
        totalToday: SAMPLE_SUMMARY.totalToday,
        progress: [...SAMPLE_SUMMARY.progress],
      },
      cards: SAMPLE_CARDS,
      week: null,
      challenge: {
        participants: SAMPLE_SUMMARY.participants,
        joined: false,
        daysDone: SAMPLE_SUMMARY.challengeDays,
      },
      wisdom: wisdomFor(today),
    };
  }
  const { answers, today, records, summary } = own;
  const plan = planFor(answers, today);
  const challenge = await challengeStatus(db, profile.id);
  // Her whole history is read for the streak; look days up in a set, not by scanning it.
  const recorded = new Set(records.map((record) => `${record.day}:${record.kind}`));
  const recordedOn = (day: string, kind: (typeof records)[number]["kind"]) => recorded.has(`${day}:${kind}`);

  const cards: PlanCardView[] = PLAN_KINDS.map((kind) => {
    const card = plan.cards[kind];
    const program = card.program;
    return {
      ...card,
      completed: summary.doneToday[kind],
      link: program
        ? canOpenPortalProgram(viewer, program)
          ? { href: `/client-portal/${program}`, label: "Open the program" }
          : { href: "/programs", label: "About this program" }
        : null,
    };
  });

  const week: WeekDay[] = weekOf(today).map((day) => {
    const dayPlan = planFor(answers, day);
    const short = formatShortDay(day);
    return {
      day,
      label: short.long,
      weekday: short.weekday,
      date: short.date,
      isToday: day === today,
      isFuture: day > today,
      workout: { title: dayPlan.cards.workout.title, planned: dayPlan.workoutPlanned },
      meal: dayPlan.cards.meal.title,
      mindfulness: dayPlan.cards.mindfulness.title,
      done: {
        workout: recordedOn(day, "workout"),
        meal: recordedOn(day, "meal"),
        mindfulness: recordedOn(day, "mindfulness"),
        steps: recordedOn(day, "steps"),
      },
    };
  });

  return {
    mode: "own",
    assessment: null,
    name: viewer.member?.name ?? null,
    date: formatLongDay(today),
    summary: {
      streak: summary.streak,
      completedToday: summary.completedToday,
      totalToday: summary.totalToday,
      progress: summary.progress,
    },
    cards,
    week,
    challenge: { ...challenge, daysDone: summary.stepDays.length },
    wisdom: wisdomFor(today),
  };
}

/** The next two weeks of her plan, for the .ics export. */
export function upcomingPlan(profileId: string, answers: Parameters<typeof planFor>[0], today: string) {
  return Array.from({ length: 14 }, (_, index) => {
    const day = addDays(today, index);
    const { cards, workoutPlanned } = planFor(answers, day);
    return {
      uid: `${day}-${profileId.slice(0, 12)}@wellnessbeyond50`,
      day,
      summary: `Your plan: ${cards.workout.title}${workoutPlanned ? "" : " (optional)"}`,
      description: [
        `Workout: ${cards.workout.title}, ${cards.workout.duration} (${cards.workout.subtitle}). ${cards.workout.description}`,
        `Meal: ${cards.meal.title}. ${cards.meal.description}`,
        `Mindfulness: ${cards.mindfulness.title}, ${cards.mindfulness.duration}. ${cards.mindfulness.description}`,
      ].join("\n"),
    };
  });
}
