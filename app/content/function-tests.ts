// Issue 39 §1 (h1, decision 0064): her function tests, the Senior Fitness Test (Rikli & Jones)
// plus the single-leg stance. The coach's words for each test, as data validated by its test, so
// a slip (a demo id that is no library entry, a missing safety note) fails the build's tests, not
// her page. Client-safe: the test pages and the server read the same words.

export const FUNCTION_TEST_IDS = [
  "chair-stand",
  "arm-curl",
  "step-test",
  "sit-and-reach",
  "back-scratch",
  "up-and-go",
  "single-leg-stance",
] as const;
export type FunctionTestId = (typeof FUNCTION_TEST_IDS)[number];

export const isFunctionTestId = (id: string): id is FunctionTestId =>
  (FUNCTION_TEST_IDS as readonly string[]).includes(id);

/**
 * How a result is taken and kept:
 * - count: a tap counter over `seconds` (stands, curls, knee lifts);
 * - timed: a start/stop timer in seconds, lower is better (up-and-go);
 * - reach: a distance with a sign, in her length unit (cm or inches; kept in cm);
 * - per-side: a start/stop timer per leg, capped at `seconds` (stance).
 */
export const RESULT_KINDS = ["count", "timed", "reach", "per-side"] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** One test, as function-tests-schema.ts validates it (in its unit test: see below). */
export type FunctionTest = {
  id: FunctionTestId;
  name: string;
  /** One line on what it shows, for the list. */
  measures: string;
  kind: ResultKind;
  /** The counted or capped time, in seconds (30 for the chair stand, 120 for the step test). */
  seconds: number | null;
  /** The result's unit in words, for a count or a time ("stands", "seconds"). */
  unit: string;
  needs: string[];
  steps: string[];
  safety: string[];
  /** The exercise library entry that shows the movement (`/exercises/:id`), or null. */
  demo: string | null;
  /** The largest result anyone could type (a slip like 255 for 25.5 is asked again). */
  max: number;
};

const STOP_SAFETY = "Stop straight away if you feel pain, dizziness or short of breath: press “Stop”.";

const TESTS: FunctionTest[] = [
  {
    id: "chair-stand",
    name: "30-second chair stand",
    measures: "Leg strength: getting up from a chair.",
    kind: "count",
    seconds: 30,
    unit: "stands",
    needs: ["A sturdy chair without arms, about 43 cm (17 in) high, against a wall", "A timer (this page)"],
    steps: [
      "Sit in the middle of the chair, feet flat on the floor, arms crossed over your chest.",
      "When the countdown ends, stand up all the way, then sit back down all the way.",
      "Keep going for 30 seconds, as many times as you comfortably can. Tap the big button each time you stand.",
      "If you are more than halfway up when the time ends, that one counts.",
    ],
    safety: [
      "Put the chair against a wall so it cannot slide.",
      "Use your hands to push up if you need to: then write down that you did, and count only your own stands next time.",
      STOP_SAFETY,
    ],
    demo: "sit-to-stand-from-a-chair",
    max: 60,
  },
  {
    id: "arm-curl",
    name: "30-second arm curl",
    measures: "Arm strength: carrying shopping, lifting a grandchild.",
    kind: "count",
    seconds: 30,
    unit: "curls",
    needs: ["A chair without arms", "A 2.3 kg (5 lb) dumbbell, or a full 2-litre bottle of water"],
    steps: [
      "Sit near the side of the chair, back straight, the weight in your stronger hand, arm straight down by your side.",
      "When the countdown ends, curl the weight up with your palm turning up, then lower it all the way.",
      "Keep going for 30 seconds. Tap the big button each time the weight comes up.",
    ],
    safety: ["Keep your upper arm still and your wrist straight.", STOP_SAFETY],
    demo: "hammer-curl",
    max: 60,
  },
  {
    id: "step-test",
    name: "2-minute step test",
    measures: "Stamina: walking, stairs, a day out.",
    kind: "count",
    seconds: 120,
    unit: "steps",
    needs: [
      "A wall or a door frame to mark",
      "A piece of tape, put halfway between your kneecap and your hip bone",
      "Something to hold on to",
    ],
    steps: [
      "Stand beside the wall with the tape at the height halfway between your kneecap and hip bone.",
      "When the countdown ends, march on the spot, lifting each knee to the tape.",
      "Tap the big button each time your right knee reaches the tape. Keep going for 2 minutes.",
      "Slow down or rest when you need to: the clock keeps going.",
    ],
    safety: ["Stand beside a wall or a chair you can hold for balance.", STOP_SAFETY],
    demo: "march-on-the-spot",
    max: 250,
  },
  {
    id: "sit-and-reach",
    name: "Chair sit-and-reach",
    measures: "Flexibility of the back of your legs: getting dressed, stepping into the bath.",
    kind: "reach",
    seconds: null,
    unit: "reach",
    needs: ["A chair without arms, against a wall", "A ruler or tape measure"],
    steps: [
      "Sit on the front edge of the chair. Bend one leg, foot flat. Stretch the other leg out straight, heel on the floor, toes up.",
      "Put one hand on top of the other and reach slowly down your straight leg towards your toes. Breathe out as you reach. Hold for 2 seconds.",
      "Measure from your middle fingertips to the tip of your shoe: a plus number past your toes, a minus number short of them.",
      "Try twice and keep the better one.",
    ],
    safety: ["Reach slowly, never bounce, and stop at a mild stretch.", STOP_SAFETY],
    demo: null,
    max: 60,
  },
  {
    id: "back-scratch",
    name: "Back scratch",
    measures: "Shoulder flexibility: doing up a bra, washing your hair.",
    kind: "reach",
    seconds: null,
    unit: "reach",
    needs: ["A ruler or tape measure", "Someone to measure for you, if you can"],
    steps: [
      "Standing, reach one hand over the same shoulder and down your back, palm towards you.",
      "Put the other hand behind your back, palm out, and reach up towards the first hand.",
      "Measure between your middle fingertips: a minus number when they do not touch, a plus number when they overlap.",
      "Try twice with your better side and keep the better one.",
    ],
    safety: ["Move slowly and do not pull your fingers together.", STOP_SAFETY],
    demo: null,
    max: 60,
  },
  {
    id: "up-and-go",
    name: "8-foot up-and-go",
    measures: "Moving quickly and steadily: getting up to answer the door, crossing a road.",
    kind: "timed",
    seconds: null,
    unit: "seconds",
    needs: [
      "A chair against a wall",
      "A cone or a bottle on the floor 2.44 m (8 ft) from the front of the chair",
      "Someone to press the timer, if you can",
    ],
    steps: [
      "Sit in the chair, hands on your thighs, one foot slightly in front of the other.",
      "Press Start, stand up, walk as quickly as you safely can around the cone and sit back down.",
      "Press Stop the moment you sit down. Walk: do not run.",
      "Try twice and keep the faster time.",
    ],
    safety: ["Clear the floor of rugs and anything you could trip on.", STOP_SAFETY],
    demo: "sit-to-stand-from-a-chair",
    max: 60,
  },
  {
    id: "single-leg-stance",
    name: "Single-leg stance",
    measures: "Balance: stairs, kerbs, putting on trousers standing up.",
    kind: "per-side",
    seconds: 30,
    unit: "seconds",
    needs: ["A kitchen counter or a sturdy chair beside you", "A timer (this page)"],
    steps: [
      "Stand beside the counter, eyes open, arms crossed or by your sides.",
      "Lift one foot off the floor and press Start. Press Stop when that foot touches down, you hold on or your standing foot moves.",
      "Stop at 30 seconds: that is a full score. Then do the other leg.",
    ],
    safety: ["Stay within reach of the counter or chair the whole time.", STOP_SAFETY],
    demo: "single-leg-balance",
    max: 30,
  },
];

/**
 * Not validated here: this module reaches the browser, where zod 4 probes `new Function` as soon
 * as an object schema is made, which the site's policy refuses (a reported violation on every
 * page that loads the shared chunk). function-tests-schema.ts validates the battery in its test.
 */
export const FUNCTION_TESTS: readonly FunctionTest[] = TESTS;

export function functionTest(id: FunctionTestId): FunctionTest {
  const found = FUNCTION_TESTS.find((test) => test.id === id);
  if (!found) throw new Error(`No function test ${id}`);
  return found;
}

/** Why she stopped a test instead of finishing it. */
export const STOP_REASONS = ["pain", "dizziness", "other"] as const;
export type StopReason = (typeof STOP_REASONS)[number];
export const STOP_REASON_WORDS: Record<StopReason, string> = {
  pain: "Pain",
  dizziness: "Dizziness",
  other: "Something else",
};

/** The spec's "strength benchmarks every 8 weeks" (Continuum membership, SPEC.md). */
export const FUNCTION_TEST_INTERVAL_WEEKS = 8;
