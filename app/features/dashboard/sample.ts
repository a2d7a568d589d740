import type { PlanCardView } from "~/features/dashboard/plan-card";

/**
 * The sample dashboard's Today's Plan (product.md §6.2: 1 of 3 done), shown, labelled as a sample,
 * only before she has taken the assessment.
 */
export const SAMPLE_CARDS: readonly PlanCardView[] = [
  {
    type: "workout",
    title: "Lower-body strength",
    subtitle: "Movement Patterns: Beginner · Month 1",
    description:
      "Warm-up, the main lifts and a short cool-down. Finish with 5 minutes of hip and shoulder mobility.",
    duration: "30 min",
    imageSrc: "/images/hero-strength.svg",
    completed: true,
    link: null,
  },
  {
    type: "meal",
    title: "Greek yogurt bowl with walnuts and berries",
    subtitle: "Mediterranean breakfast",
    description:
      "Thick Greek yogurt with berries, walnuts and a sprinkle of seeds: protein to start the day.",
    duration: "5 min",
    imageSrc: "/images/mediterranean-table.svg",
    completed: false,
    link: null,
  },
  {
    type: "mindfulness",
    title: "Box breathing",
    subtitle: "Mindfulness",
    description: "Breathe in, hold, out and hold again for a count of four each, to settle a busy mind.",
    duration: "5 min",
    imageSrc: "/images/mindful-moment.svg",
    completed: false,
    link: null,
  },
];
