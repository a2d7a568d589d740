import { DAILY_MEALS } from "~/content/dashboard/meals";
import { MINDFULNESS_SESSIONS } from "~/content/dashboard/mindfulness";
import type { Wisdom } from "~/content/dashboard/schema";
import { WISDOM } from "~/content/dashboard/wisdom";
import {
  GOAL_EMPHASIS,
  PROGRAM_FOR_LEVEL,
  SESSION_MINUTES,
  SESSION_SHAPE,
  WORKOUT_WEEK,
} from "~/content/dashboard/workouts";
import type { CompleteAnswers } from "~/content/onboarding";
import { PORTAL_PROGRAM_TITLES, type PortalProgramSlug } from "~/content/portal-programs";
import { type CurrentStep, stepLabel } from "~/features/coaching/assignment";
import { type Day, dayNumber, weekdayIndex } from "~/lib/dates";
import type { PlanCardView } from "./plan-card";
import type { PlanKind } from "./progress";

/** product.md §2.2 activity card, plus the program it comes from (workouts only). */
export type ActivityCard = Omit<PlanCardView, "completed" | "link"> & { program?: PortalProgramSlug };

export type DayPlan = { day: Day; workoutPlanned: boolean; cards: Record<PlanKind, ActivityCard> };

/** Today's pick from a list: rotates one step a day, the same all day long. */
function pick<T>(list: readonly T[], day: Day): T {
  const item = list[dayNumber(day) % list.length];
  if (item === undefined) throw new Error("Cannot pick from an empty list");
  return item;
}

/**
 * "Movement Patterns: Beginner · Month 1": a program with the month of the progression it is,
 * as the workout card names what it opens (issue 36 §8). A program outside the months is its title.
 */
export function programLabel(slug: PortalProgramSlug): string {
  const month = Object.values(PROGRAM_FOR_LEVEL).find((level) => level.slug === slug)?.month;
  return month ? `${PORTAL_PROGRAM_TITLES[slug]} · ${month}` : PORTAL_PROGRAM_TITLES[slug];
}

/** The program the coach chose for her (issue 18 §5): where she is in it today, and who chose it. */
export type AssignedStep = { step: CurrentStep; chosenBy: string };

/**
 * Her plan for one day, from her answers: fitness level → program and month, time → session
 * length, diet → a meal that suits it, goals → the mindfulness session and the workout's
 * mobility emphasis. A program the coach assigned replaces the questionnaire's pick.
 */
export function planFor(answers: CompleteAnswers, day: Day, assigned: AssignedStep | null = null): DayPlan {
  const picked = PROGRAM_FOR_LEVEL[answers.fitness];
  const program = assigned
    ? { slug: assigned.step.program, label: stepLabel(assigned.step) }
    : { slug: picked.slug, label: programLabel(picked.slug) };
  const session = WORKOUT_WEEK[weekdayIndex(day)] ?? { focus: "Full-body strength", planned: true };
  const emphasis = answers.goals.flatMap((goal) => GOAL_EMPHASIS[goal] ?? []);

  const meals = DAILY_MEALS.filter((meal) => meal.diets.includes(answers.diet));
  const meal = pick(meals, day);

  const forGoals = MINDFULNESS_SESSIONS.filter((item) =>
    item.goals.some((goal) => answers.goals.includes(goal)),
  );
  const mindfulness = pick(forGoals.length > 0 ? forGoals : MINDFULNESS_SESSIONS, day);

  const minutes = SESSION_MINUTES[answers.time];
  return {
    day,
    workoutPlanned: session.planned,
    cards: {
      workout: {
        type: "workout",
        title: session.focus,
        subtitle: session.planned ? program.label : "Optional · a gentle day between training days",
        description: session.description ?? [SESSION_SHAPE[answers.time], ...emphasis].join(" "),
        duration: session.planned ? `${minutes} min` : `${Math.min(minutes, 30)} min`,
        imageSrc: "/images/hero-strength.svg",
        ...(session.planned ? { program: program.slug } : {}),
        ...(assigned && session.planned ? { chosenBy: assigned.chosenBy } : {}),
      },
      meal: {
        type: "meal",
        title: meal.title,
        subtitle: `Mediterranean ${meal.slot} · ${meal.kcal} kcal · ${meal.protein} g protein`,
        description: meal.description,
        duration: `${meal.minutes} min`,
        imageSrc: "/images/mediterranean-table.svg",
      },
      mindfulness: {
        type: "mindfulness",
        title: mindfulness.title,
        subtitle: "Mindfulness",
        description: mindfulness.description,
        duration: `${mindfulness.minutes} min`,
        imageSrc: "/images/mindful-moment.svg",
      },
    },
  };
}

/** Today's Wisdom: a new quote each day, the same for everyone that day. */
export function wisdomFor(day: Day): Wisdom {
  return pick(WISDOM, day);
}
