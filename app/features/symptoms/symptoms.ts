import { addDays, type Day, weekdayIndex } from "~/lib/dates";

// Symptoms that shape the session (issue 39 §2, decision 0065). Pure and client-safe: the
// before-session question's words, the weekly symptom set and its scale, the weekly rows of
// /progress, and the three rules that raise the coach's flags ("joints", "sleep", "pain-jump").
// The rules are here, with their thresholds, so the unit tests and the docs read one source.

/* ---------------------------------------------------------------------------------------- */
/* Before each session: three faces                                                          */
/* ---------------------------------------------------------------------------------------- */

/**
 * "How are your joints today?" in three faces rather than 0-10: one tap on a large target,
 * words she would use herself, and a clear "high" (sore) that offers the easier versions.
 */
export const JOINT_FACES = [
  { value: 0, label: "Good" },
  { value: 1, label: "Some aches" },
  { value: 2, label: "Sore" },
] as const;

export type JointFace = (typeof JOINT_FACES)[number]["value"];

/** The answer that offers the easier variations. */
export const SORE: JointFace = 2;

export const jointFaceLabel = (value: number | null) =>
  JOINT_FACES.find((face) => face.value === value)?.label ?? "Skipped";

/** Sleep hours last night: optional, 0-16 in half hours at most. */
export const SLEEP_HOURS_RANGE = { min: 0, max: 16 } as const;

export type SessionChoice = "easier" | "kept";

/* ---------------------------------------------------------------------------------------- */
/* The weekly symptom set                                                                    */
/* ---------------------------------------------------------------------------------------- */

/**
 * Scored 0-4 (none, mild, moderate, severe, very severe) as the Menopause Rating Scale scores
 * each of its items 1-11 (Heinemann LAJ, Potthoff P, Schneider HPG, "International versions of
 * the Menopause Rating Scale (MRS)", Health and Quality of Life Outcomes 2003;1:28). Five of
 * its items, in our words: MRS 1 (hot flushes, sweating), 3 (sleep problems), 4 (depressive
 * mood), 7 (physical and mental exhaustion) and 11 (joint and muscular discomfort). The scale's
 * facts carry over, not its text. Each item is optional.
 */
export const SYMPTOM_LEVELS = ["None", "Mild", "Moderate", "Severe", "Very severe"] as const;

export const SYMPTOM_ITEMS = [
  { name: "joints", mrs: 11, legend: "Joint and muscle aches", short: "Joints" },
  { name: "sleep", mrs: 3, legend: "Sleep problems", short: "Sleep" },
  { name: "hotFlushes", mrs: 1, legend: "Hot flushes and sweating", short: "Hot flushes" },
  { name: "exhaustion", mrs: 7, legend: "Tiredness (body and mind)", short: "Tiredness" },
  { name: "mood", mrs: 4, legend: "Low mood", short: "Mood" },
] as const;

export type SymptomName = (typeof SYMPTOM_ITEMS)[number]["name"];
export type SymptomScores = Record<SymptomName, number | null>;

export const NO_SYMPTOMS: SymptomScores = {
  joints: null,
  sleep: null,
  hotFlushes: null,
  exhaustion: null,
  mood: null,
};

/* ---------------------------------------------------------------------------------------- */
/* The coach's flags                                                                         */
/* ---------------------------------------------------------------------------------------- */

/** One weekly check-in's symptom scores, keyed by the day its period opened. */
export type WeeklySymptoms = { week: Day; joints: number | null; sleep: number | null };

/** One before-session answer. */
export type SessionAnswer = { day: Day; joints: number | null; sleepHours: number | null };

/** The check-ins as consecutive weeks, newest last: a week without one breaks the run. */
function lastRun(weeks: readonly WeeklySymptoms[], length: number): WeeklySymptoms[] | null {
  const sorted = [...weeks].sort((a, b) => a.week.localeCompare(b.week));
  const run = sorted.slice(-length);
  if (run.length < length) return null;
  for (let index = 1; index < run.length; index++) {
    const gap = (Date.parse(run[index]?.week ?? "") - Date.parse(run[index - 1]?.week ?? "")) / 86_400_000;
    // The coach may move the check-in day: 4 to 10 days apart is "the week after".
    if (gap < 4 || gap > 10) return null;
  }
  return run;
}

/**
 * "joints": her three latest weekly check-ins, in consecutive weeks, each with a joints score
 * higher than the week before (for example 1, 2, 3): three weeks of worsening. Null when the
 * rule does not hold; else the coach's words.
 */
export function jointsWorsening(weeks: readonly WeeklySymptoms[]): string | null {
  const run = lastRun(
    weeks.filter((week) => week.joints !== null),
    3,
  );
  if (!run) return null;
  const scores = run.map((week) => week.joints as number);
  const rising = scores.every((score, index) => index === 0 || score > (scores[index - 1] as number));
  return rising ? `worse 3 weeks running (${scores.join(" → ")} of 4)` : null;
}

export const POOR_SLEEP_SCORE = 3;
export const SHORT_SLEEP_HOURS = 6;
export const SLEEP_WINDOW_DAYS = 14;
export const MIN_SLEEP_ANSWERS = 3;

/**
 * "sleep": sleep problems scored severe or worse (>= 3 of 4) in her two latest check-ins, in
 * consecutive weeks; or her before-session sleep hours averaging under 6 over the last 14 days
 * (at least 3 answers). Null when neither holds.
 */
export function poorSleep(
  weeks: readonly WeeklySymptoms[],
  answers: readonly SessionAnswer[],
  today: Day,
): string | null {
  const run = lastRun(
    weeks.filter((week) => week.sleep !== null),
    2,
  );
  if (run?.every((week) => (week.sleep as number) >= POOR_SLEEP_SCORE)) {
    return `sleep problems ${run.map((week) => week.sleep).join(" and ")} of 4, two weeks running`;
  }
  const since = addDays(today, -(SLEEP_WINDOW_DAYS - 1));
  const hours = answers
    .filter((answer) => answer.day >= since && answer.day <= today && answer.sleepHours !== null)
    .map((answer) => answer.sleepHours as number);
  if (hours.length < MIN_SLEEP_ANSWERS) return null;
  const average = hours.reduce((sum, value) => sum + value, 0) / hours.length;
  return average < SHORT_SLEEP_HOURS
    ? `${average.toFixed(1)} h a night over 14 days (${hours.length} answers)`
    : null;
}

/** A session where her working weight on an exercise went up from the time before. */
export type LoadIncrease = { day: Day; exercise: string; fromKg: number; toKg: number };

/** One exercise's heaviest ticked weight in one session. */
export type WorkingWeight = { day: Day; exercise: string; name: string; weightKg: number };

/** The sessions where the heaviest ticked weight of an exercise rose above the time before. */
export function loadIncreases(rows: readonly WorkingWeight[]): LoadIncrease[] {
  const byExercise = new Map<string, WorkingWeight[]>();
  for (const row of rows) byExercise.set(row.exercise, [...(byExercise.get(row.exercise) ?? []), row]);
  const increases: LoadIncrease[] = [];
  for (const list of byExercise.values()) {
    const sorted = [...list].sort((a, b) => a.day.localeCompare(b.day));
    for (let index = 1; index < sorted.length; index++) {
      const before = sorted[index - 1] as WorkingWeight;
      const now = sorted[index] as WorkingWeight;
      if (now.weightKg > before.weightKg)
        increases.push({ day: now.day, exercise: now.name, fromKg: before.weightKg, toKg: now.weightKg });
    }
  }
  return increases.sort((a, b) => a.day.localeCompare(b.day));
}

export const JUMP_DAYS = 7;
/** Faces are 0-2: good to sore is the jump. The check-in's 0-4 joints item needs 2 points. */
export const FACE_JUMP = 2;
export const SCORE_JUMP = 2;

export type JointReading = { day: Day; value: number; scale: "faces" | "check-in" };

/**
 * "pain-jump": her joints answer rose by 2 steps or more (good → sore before a session; 2
 * points on the check-in's 0-4 item) compared with her previous answer on the same scale, within
 * 7 days after a session where her working weight on an exercise went up (the increase on or
 * after the previous answer's day, and on or before this one). Null when it does not hold.
 */
export function painJump(
  previous: JointReading | null,
  current: JointReading,
  increases: readonly LoadIncrease[],
): string | null {
  if (!previous || previous.scale !== current.scale) return null;
  const jump = current.scale === "faces" ? FACE_JUMP : SCORE_JUMP;
  if (current.value - previous.value < jump) return null;
  const since = addDays(current.day, -JUMP_DAYS);
  const increase = [...increases]
    .reverse()
    .find((entry) => entry.day >= since && entry.day >= previous.day && entry.day <= current.day);
  if (!increase) return null;
  const words =
    current.scale === "faces"
      ? `joints ${jointFaceLabel(previous.value).toLowerCase()} → ${jointFaceLabel(current.value).toLowerCase()}`
      : `joints ${previous.value} → ${current.value} of 4`;
  return `${words} after ${increase.exercise} went up to ${formatKg(increase.toKg)} kg`;
}

/** Whether a "pain-jump" flag can be cleared: her joints are back to good / none-or-mild. */
export const jointsSettled = (reading: JointReading) =>
  reading.scale === "faces" ? reading.value === 0 : reading.value <= 1;

const formatKg = (kg: number) => String(Number(kg.toFixed(1)));

/* ---------------------------------------------------------------------------------------- */
/* Symptoms beside training, by week                                                         */
/* ---------------------------------------------------------------------------------------- */

export type SymptomWeek = {
  /** Monday of the week. */
  week: Day;
  sessions: number;
  /** Kilograms lifted: reps × weight of her ticked sets. */
  volumeKg: number;
  scores: SymptomScores;
  /** Before-session answers this week. */
  soreDays: number;
  answers: number;
  /** Average sleep hours she gave before sessions, or null. */
  sleepHours: number | null;
};

export const mondayOf = (day: Day) => addDays(day, -weekdayIndex(day));

/** The last `count` weeks to `today`, oldest first, with what each holds. */
export function symptomWeeks(
  input: {
    workouts: readonly { day: Day; volumeKg: number }[];
    checkIns: readonly ({ week: Day } & SymptomScores)[];
    answers: readonly SessionAnswer[];
  },
  today: Day,
  count: number,
): SymptomWeek[] {
  const first = addDays(mondayOf(today), -7 * (count - 1));
  const weeks = Array.from({ length: count }, (_, index) => addDays(first, 7 * index));
  // Each row's Monday once, not once per week asked (a year of rows, 12 weeks: the /progress
  // first view spent 0.2 ms here, issue 41).
  const byWeek = <Row>(rows: readonly Row[], dayOf: (row: Row) => Day) => {
    const grouped = new Map<Day, Row[]>();
    for (const row of rows) {
      const monday = mondayOf(dayOf(row));
      const list = grouped.get(monday);
      if (list) list.push(row);
      else grouped.set(monday, [row]);
    }
    return (week: Day) => grouped.get(week) ?? [];
  };
  const workoutsIn = byWeek(input.workouts, (row) => row.day);
  const checkInsIn = byWeek(input.checkIns, (row) => row.week);
  const answersIn = byWeek(input.answers, (row) => row.day);
  return weeks.map((week) => {
    const workouts = workoutsIn(week);
    const checkIn = checkInsIn(week)[0];
    const answers = answersIn(week);
    const hours = answers.flatMap((row) => (row.sleepHours === null ? [] : [row.sleepHours]));
    return {
      week,
      sessions: workouts.length,
      volumeKg: Math.round(workouts.reduce((sum, row) => sum + row.volumeKg, 0)),
      scores: checkIn
        ? {
            joints: checkIn.joints,
            sleep: checkIn.sleep,
            hotFlushes: checkIn.hotFlushes,
            exhaustion: checkIn.exhaustion,
            mood: checkIn.mood,
          }
        : NO_SYMPTOMS,
      soreDays: answers.filter((row) => row.joints === SORE).length,
      answers: answers.filter((row) => row.joints !== null).length,
      sleepHours: hours.length ? Number((hours.reduce((a, b) => a + b, 0) / hours.length).toFixed(1)) : null,
    };
  });
}
