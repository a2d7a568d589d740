import {
  FUNCTION_TESTS,
  type FunctionTest,
  type FunctionTestId,
  STOP_REASON_WORDS,
  type StopReason,
} from "~/content/function-tests";
import { shortDate } from "~/lib/dates";
import { lowerIsBetter, STANDING_WORDS, type Standing, scoreResult } from "~/lib/function-norms";
import type { LengthUnit } from "./forms";

// Issue 39 §1 (h1): her scorecard, and the coach's section, from her results. Pure: the rows come
// from function-tests.server.ts. She reads only the usual-range wording and encouragement: the
// fall-risk words are the coach's (client_flags).

export type ResultRow = {
  id: string;
  test: string;
  day: string;
  value: number | null;
  secondValue: number | null;
  age: number | null;
  stopped: string | null;
};

export type ScoreRow = { id: string; day: string; date: string; result: string; standing: string | null };

export type TestCard = {
  id: FunctionTestId;
  name: string;
  unitLabel: string;
  /** Chart points (the better leg for the stance), oldest first. */
  points: { x: string; y: number }[];
  /** Newest first, with stops. */
  rows: ScoreRow[];
  latest: { result: string; standing: Standing; words: string } | null;
  /** "You stood up 4 more times than in March", or null with fewer than two results. */
  change: string | null;
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const trim = (value: number) => String(round1(value));

/** A reach in her unit, with its sign ("+3.5 in", "-2 cm"). */
export function reachText(cm: number, length: LengthUnit): string {
  const value = round1(length === "cm" ? cm : cm / 2.54);
  return `${value > 0 ? "+" : ""}${value} ${length}`;
}

export function resultText(test: FunctionTest, row: ResultRow, length: LengthUnit): string {
  if (row.stopped) {
    const reason = STOP_REASON_WORDS[row.stopped as StopReason] ?? row.stopped;
    return `Stopped: ${reason.toLowerCase()}`;
  }
  const value = row.value ?? 0;
  switch (test.kind) {
    case "count":
      return `${trim(value)} ${test.unit}`;
    case "timed":
      return `${trim(value)} seconds`;
    case "reach":
      return reachText(value, length);
    case "per-side":
      return `Left ${trim(value)} s, right ${trim(row.secondValue ?? 0)} s`;
  }
}

/** The one number charted: the better leg for the stance, cm or inches for a reach. */
function chartValue(test: FunctionTest, row: ResultRow, length: LengthUnit): number {
  const value = row.value ?? 0;
  if (test.kind === "per-side") return Math.max(value, row.secondValue ?? 0);
  if (test.kind === "reach") return round1(length === "cm" ? value : value / 2.54);
  return value;
}

const MONTH = new Intl.DateTimeFormat("en-AU", { month: "long", timeZone: "UTC" });
const monthOf = (day: string) => MONTH.format(new Date(`${day}T00:00:00Z`));

const CHANGE_VERBS: Record<FunctionTestId, [better: string, worse: string, unit: string]> = {
  "chair-stand": ["stood up", "stood up", "times"],
  "arm-curl": ["curled the weight", "curled the weight", "times"],
  "step-test": ["lifted your knee", "lifted your knee", "times"],
  "sit-and-reach": ["reached", "reached", ""],
  "back-scratch": ["reached", "reached", ""],
  "up-and-go": ["got round", "got round", "seconds"],
  "single-leg-stance": ["balanced", "balanced", "seconds"],
};

/**
 * What changed since her first result, in plain words and never alarming: "You stood up 4 more
 * times than in March". A result that went the other way is said gently ("about the same" when
 * it did not move).
 */
export function changeWords(
  test: FunctionTest,
  first: ResultRow,
  latest: ResultRow,
  length: LengthUnit,
): string | null {
  if (first === latest) return null;
  const before = chartValue(test, first, length);
  const after = chartValue(test, latest, length);
  const difference = round1(after - before);
  const when = monthOf(first.day) === monthOf(latest.day) ? "your first test" : `in ${monthOf(first.day)}`;
  if (difference === 0) return `About the same as ${when}: keep going.`;
  const [verb, , unit] = CHANGE_VERBS[test.id];
  const better = lowerIsBetter(test.id) ? difference < 0 : difference > 0;
  const amount = Math.abs(difference);
  if (test.id === "up-and-go") {
    return better
      ? `You ${verb} ${amount} ${unit} faster than ${when}.`
      : `${amount} ${unit} slower than ${when}: every test day is different, keep going.`;
  }
  if (test.id === "single-leg-stance") {
    return better
      ? `You ${verb} ${amount} ${unit} longer than ${when}.`
      : `${amount} ${unit} shorter than ${when}: balance varies day to day, keep practising.`;
  }
  if (test.kind === "reach") {
    return better
      ? `You ${verb} ${amount} ${length} further than ${when}.`
      : `${amount} ${length} less than ${when}: flexibility varies day to day, keep stretching.`;
  }
  return better
    ? `You ${verb} ${amount} more ${unit} than ${when}.`
    : `${amount} fewer ${unit} than ${when}: every test day is different, keep going.`;
}

/** Every test's card, in the battery's order, from her rows (any order). */
export function scorecard(rows: readonly ResultRow[], length: LengthUnit): TestCard[] {
  return FUNCTION_TESTS.map((test) => {
    const mine = rows
      .filter((row) => row.test === test.id)
      .sort((a, b) => (a.day === b.day ? 0 : a.day < b.day ? -1 : 1));
    const results = mine.filter((row) => !row.stopped && row.value !== null);
    const first = results[0];
    const last = results[results.length - 1];
    const standing = (row: ResultRow) => scoreResult(test.id, row.age, row.value ?? 0);
    return {
      id: test.id,
      name: test.name,
      unitLabel: test.kind === "reach" ? length : test.kind === "count" ? test.unit : "seconds",
      points: results.map((row) => ({ x: row.day, y: chartValue(test, row, length) })),
      rows: [...mine].reverse().map((row) => ({
        id: row.id,
        day: row.day,
        date: shortDate(row.day),
        result: resultText(test, row, length),
        standing: row.stopped ? null : STANDING_WORDS[standing(row)],
      })),
      latest: last
        ? {
            result: resultText(test, last, length),
            standing: standing(last),
            words: STANDING_WORDS[standing(last)],
          }
        : null,
      change: first && last ? changeWords(test, first, last, length) : null,
    };
  });
}

/**
 * Issue 39 §3: what her function tests say at 4 weeks into a program, for the promise card. One
 * line per test she took at least twice with her latest result on or after `since` (the
 * program's start): the change since her first result, in the scorecard's words.
 */
export function changesSince(rows: readonly ResultRow[], since: string, length: LengthUnit): string[] {
  return FUNCTION_TESTS.flatMap((test) => {
    const results = rows
      .filter((row) => row.test === test.id && !row.stopped && row.value !== null)
      .sort((a, b) => (a.day === b.day ? 0 : a.day < b.day ? -1 : 1));
    const first = results[0];
    const latest = results[results.length - 1];
    if (!first || !latest || first === latest || latest.day < since) return [];
    const words = changeWords(test, first, latest, length);
    return words ? [`${test.name}: ${words}`] : [];
  });
}
