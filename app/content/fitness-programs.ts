import type { PortalProgramSlug } from "./portal-programs";

/**
 * SPEC §2 Fitness Programs page: what each card says. Public facts only; the workouts are in
 * the portal's server-only modules. Whether a card opens is decided per visitor on the server.
 */
export type FitnessProgram = {
  slug: PortalProgramSlug;
  title: string;
  description: string;
  icon: "sprout" | "trending-up" | "mountain" | "dumbbell" | "sun";
  premium: boolean;
  /** Monthly cards (Movement Patterns) show their month. */
  month?: 1 | 2 | 3;
  tag?: string;
  facts: readonly string[];
};

export type FitnessSection = {
  id: string;
  title: string;
  intro: string;
  programs: readonly FitnessProgram[];
};

export const FITNESS_SECTIONS: readonly FitnessSection[] = [
  {
    id: "movement-patterns",
    title: "Movement Patterns",
    intro:
      "Three months that teach the seven movements every strong body needs: squat, hinge, push, pull, split stance, carry and a braced core. Start with month 1, free.",
    programs: [
      {
        slug: "movement-patterns-1",
        title: "Beginner",
        description: "Learn each pattern with light, steady weights: 3 sets of 10 at about 60% of your best.",
        icon: "sprout",
        premium: false,
        month: 1,
        facts: ["2 sessions a week", "45 minutes"],
      },
      {
        slug: "movement-patterns-2",
        title: "Next Level",
        description: "The same patterns, 3 sets of 12, and a little heavier: 5-10% more than month 1.",
        icon: "trending-up",
        premium: true,
        month: 2,
        facts: ["2 sessions a week", "45 minutes"],
      },
      {
        slug: "movement-patterns-3",
        title: "Advanced",
        description: "Fewer, stronger reps: 4 sets of 8 at 75-80% of your best, with real confidence.",
        icon: "mountain",
        premium: true,
        month: 3,
        facts: ["2 sessions a week", "45 minutes"],
      },
    ],
  },
  {
    id: "signature-programs",
    title: "Signature Programs",
    intro:
      "The coach's own 12-week progression in three months, two full-body sessions a week. Included with premium membership.",
    programs: [
      {
        slug: "signature-beginner",
        title: "Signature Program: Beginner",
        description: "Two full-body sessions a week that build strength and confidence from the ground up.",
        icon: "sprout",
        premium: true,
        facts: ["2 sessions a week", "45-60 minutes"],
      },
      {
        slug: "signature-next-level",
        title: "Signature Program: Next Level",
        description: "Builds on month 1 with heavier lifts and new variations.",
        icon: "trending-up",
        premium: true,
        facts: ["2 sessions a week", "45 minutes"],
      },
      {
        slug: "signature-advanced",
        title: "Signature Program: Advanced",
        description: "Dense, efficient sessions for strong finishes and lasting results.",
        icon: "mountain",
        premium: true,
        facts: ["2 sessions a week", "30-45 minutes"],
      },
    ],
  },
  {
    id: "summer-shred",
    title: "Summer Shred",
    intro:
      "Six to twelve weeks of strength first, with fat loss following. Choose four days a week or three.",
    programs: [
      {
        slug: "summer-shred-4day",
        title: "Summer Shred: 4-Day Split",
        description: "Upper and lower days, twice each week, with short finishers.",
        icon: "sun",
        premium: true,
        tag: "premium",
        facts: ["4 sessions a week", "6-12 weeks"],
      },
      {
        slug: "summer-shred-3day",
        title: "Summer Shred: 3-Day Split",
        description: "Three full-body days a week for the same results on a tighter schedule.",
        icon: "dumbbell",
        premium: true,
        tag: "premium",
        facts: ["3 sessions a week", "6-12 weeks"],
      },
    ],
  },
];
