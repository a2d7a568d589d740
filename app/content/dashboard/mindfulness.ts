import type { MindfulnessSession } from "./schema";

// Short guided sessions for the dashboard. `goals` are the onboarding goals each one serves best;
// every goal is served by at least two sessions.
export const MINDFULNESS_SESSIONS: readonly MindfulnessSession[] = [
  {
    id: "box-breathing",
    title: "Box breathing",
    description:
      "Sitting comfortably, you breathe in for a count of four, hold for four, breathe out for four " +
      "and rest for four, tracing a slow square with your breath.",
    minutes: 5,
    goals: ["stress"],
  },
  {
    id: "gentle-body-scan",
    title: "Gentle body scan",
    description:
      "Lying or sitting comfortably, you move your attention slowly from your toes to the top of " +
      "your head, noticing each part of you and letting it soften.",
    minutes: 15,
    goals: ["stress"],
  },
  {
    id: "standing-balance-awareness",
    title: "Standing balance awareness",
    description:
      "Standing beside a sturdy chair or worktop, you shift your weight slowly from foot to foot " +
      "and notice the small, steadying work of your ankles, knees and hips.",
    minutes: 5,
    goals: ["balance"],
  },
  {
    id: "neck-and-shoulder-release",
    title: "Neck and shoulder release with breath",
    description:
      "Sitting tall, you let each breath guide small, slow movements of your head and shoulders, " +
      "staying well within what feels comfortable.",
    minutes: 8,
    goals: ["mobility", "stress"],
  },
  {
    id: "seated-spine-and-hip-flow",
    title: "Seated spine and hip flow",
    description:
      "On a chair, you gently round and lengthen your back in time with your breath, then make " +
      "slow circles with your hips, wrists and ankles.",
    minutes: 8,
    goals: ["mobility"],
  },
  {
    id: "mindful-meal",
    title: "Eating one meal mindfully",
    description:
      "You sit down to one meal without a screen, take the first few bites slowly and notice the " +
      "colours, smells and flavours, checking in halfway with how hungry you still feel.",
    minutes: 10,
    goals: ["weight"],
  },
  {
    id: "pause-before-a-snack",
    title: "Pause before a snack",
    description:
      "When a snack calls, you take five slow breaths and ask yourself kindly whether you are " +
      "hungry, thirsty, tired or simply ready for a break.",
    minutes: 3,
    goals: ["weight", "stress"],
  },
  {
    id: "planning-a-nourishing-plate",
    title: "Planning a nourishing plate",
    description:
      "With a cup of tea and a pen, you picture tomorrow's meals one by one, each with a portion of " +
      "protein, plenty of vegetables and a drizzle of olive oil, and note what sounds good.",
    minutes: 5,
    goals: ["weight"],
  },
  {
    id: "morning-sun-breath",
    title: "Morning sun breath",
    description:
      "Standing or sitting tall, you sweep your arms up as you breathe in and lower them as you " +
      "breathe out, letting the easy rhythm wake you up.",
    minutes: 5,
    goals: ["energy", "mobility"],
  },
  {
    id: "afternoon-reset",
    title: "Three-minute afternoon reset",
    description:
      "You stand up, take three deep breaths, reach tall and stretch to each side, then enjoy a " +
      "glass of water before carrying on with your day.",
    minutes: 3,
    goals: ["energy", "stress"],
  },
  {
    id: "walking-meditation",
    title: "Walking meditation",
    description:
      "Indoors or outside, you walk a little more slowly than usual, feeling each foot roll from " +
      "heel to toe and letting your breath settle into the rhythm of your steps.",
    minutes: 15,
    goals: ["balance", "energy", "stress"],
  },
  {
    id: "tree-pose-breathing",
    title: "Tree-pose breathing at the wall",
    description:
      "With one hand on a wall or chair, you rest one foot against the other ankle or calf and stay " +
      "for a few calm breaths, then change sides.",
    minutes: 6,
    goals: ["balance", "strength"],
  },
  {
    id: "strength-visualisation",
    title: "Before you lift: a strength visualisation",
    description:
      "Before your workout, you picture each exercise done with steady, controlled form and choose " +
      "one thing you would like to feel today, such as strong legs or a tall spine.",
    minutes: 5,
    goals: ["strength"],
  },
  {
    id: "cool-down-breath-after-training",
    title: "Cool-down breath after training",
    description:
      "Lying on your back with knees bent, you lengthen each out-breath while your heart rate " +
      "settles, letting your arms and legs grow heavy and thanking your body for the work.",
    minutes: 6,
    goals: ["strength", "mobility", "stress"],
  },
  {
    id: "gratitude-journal",
    title: "Three good things journal",
    description:
      "At the end of the day, you write down three things that went well, however small, and a few " +
      "words about why each one mattered to you.",
    minutes: 5,
    goals: ["stress", "energy"],
  },
  {
    id: "evening-wind-down",
    title: "Evening wind-down",
    description:
      "With the lights low, you let each out-breath grow a little longer than the in-breath and " +
      "soften your jaw, shoulders and hands as you get ready for sleep.",
    minutes: 10,
    goals: ["stress"],
  },
  {
    id: "kindness-for-yourself",
    title: "A few kind words for yourself",
    description:
      "You sit quietly and repeat a few kind phrases, first for yourself and then for someone you " +
      "love, noticing how each one feels.",
    minutes: 10,
    goals: ["stress"],
  },
];
