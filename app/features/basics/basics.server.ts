import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { PROTEIN_PORTIONS, RECOVERY } from "~/content/basics";
import type { Database } from "~/db/client.server";
import {
  bodyMetrics,
  type HabitKind,
  habitAssignments,
  habitEntries,
  members,
  programAssignments,
  trainingPreferences,
  type WeightUnit,
  workoutLogs,
} from "~/db/schema";
import type { AssignmentStep } from "~/features/coaching/assignment";
import { addDays, type Day, weekOf } from "~/lib/dates";
import { amountText, DEFAULT_HABITS, HABITS } from "./habits";
import {
  dailyTotals,
  daysMet,
  type HabitEntry,
  habitStreak,
  type ProteinTarget,
  phaseOf,
  proteinTarget,
  restStatus,
} from "./targets";

/** How far back her taps are read: the coach's 28 days, and a streak of up to two months. */
export const HISTORY_DAYS = 60;

type Assigned = { habit: HabitKind; target: number | null; name: string };

/** Everything the card and the coach's section need, in ONE query (the dashboard stays fast). */
async function readBasicsRow(db: Database, memberId: string, today: Day) {
  const since = addDays(today, -HISTORY_DAYS + 1);
  const [row] = await db
    .select({
      entries: sql<
        { id: string; habit: HabitKind; day: Day; amount: number; at: number }[] | null
      >`(select json_agg(json_build_object('id', e.id, 'habit', e.habit, 'day', e.day, 'amount', e.amount, 'at', (extract(epoch from e.created_at) * 1000)::float8) order by e.created_at, e.id) from ${habitEntries} e where e.member_id = ${memberId} and e.day >= ${since})`,
      assigned: sql<
        Assigned[] | null
      >`(select json_agg(json_build_object('habit', a.habit, 'target', a.target, 'name', a.name)) from ${habitAssignments} a where a.member_id = ${memberId})`,
      weightKg: sql<
        number | null
      >`(select m.weight_kg from ${bodyMetrics} m where m.member_id = ${memberId} and m.weight_kg is not null order by m.day desc limit 1)`,
      preferences: sql<{
        unit: WeightUnit;
        goalWeightKg: number | null;
      } | null>`(select json_build_object('unit', p.unit, 'goalWeightKg', p.goal_weight_kg) from ${trainingPreferences} p where p.member_id = ${memberId})`,
      program: sql<{
        steps: AssignmentStep[];
        startDay: Day;
      } | null>`(select json_build_object('steps', pa.steps, 'startDay', pa.start_day) from ${programAssignments} pa where pa.member_id = ${memberId})`,
      lastFinishedAt: sql<
        number | null
      >`(select (extract(epoch from max(w.finished_at)) * 1000)::float8 from ${workoutLogs} w where w.member_id = ${memberId} and w.finished_at is not null)`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row ?? null;
}

/** The top of a default target's range: protein's by her weight, sleep's 7-8 hours. */
function defaultHigh(habit: HabitKind, proteinHigh: number | null): number | null {
  if (habit === "protein") return proteinHigh;
  if (habit === "sleep") return RECOVERY.sleepHours.high;
  return null;
}

export type HabitView = {
  habit: HabitKind;
  label: string;
  unit: string;
  today: number;
  target: number;
  /** The range's top, when the target is a range (protein's and sleep's defaults). */
  high: number | null;
  met: boolean;
  streak: number;
  last7: number;
  last28: number;
  /** Days this week (Monday to today) she met it: her dashboard's My Progress. */
  thisWeek: number;
  /** Her newest tap today, for Undo; null when none. */
  undoId: string | null;
  taps: readonly { amount: number; label: string; key: string }[];
  /** One line on where the target comes from. */
  why: string;
};

export type Basics = {
  /** True when her coach chose her habits; false means the defaults. */
  assigned: boolean;
  habits: HabitView[];
  rest: { resting: boolean; hoursLeft: number };
  /** True once she has tapped anything in the last HISTORY_DAYS. */
  hasData: boolean;
  /** A fresh key for this page's taps: a retried tap carries the same one and records once. */
  tapKey: string;
};

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Her basics on `today`: targets, today's numbers, streaks and compliance. */
export async function loadBasics(
  db: Database,
  memberId: string,
  today: Day,
  now: Date,
): Promise<Basics | null> {
  const row = await readBasicsRow(db, memberId, today);
  if (!row) return null;
  const entries: HabitEntry[] = (row.entries ?? []).map((entry) => ({
    id: entry.id,
    habit: entry.habit,
    day: String(entry.day).slice(0, 10),
    amount: Number(entry.amount),
    createdAt: new Date(Number(entry.at)),
  }));
  const assigned = row.assigned ?? [];
  const chosen: Assigned[] =
    assigned.length > 0
      ? [...assigned].sort((a, b) => order(a.habit) - order(b.habit))
      : DEFAULT_HABITS.map((habit) => ({ habit, target: null, name: "" }));
  const protein: ProteinTarget = proteinTarget({
    weightKg: num(row.weightKg),
    goalWeightKg: num(row.preferences?.goalWeightKg),
    unit: row.preferences?.unit ?? "kg",
    phase: phaseOf(row.program, today),
  });
  const tapKey = randomUUID();
  const habits = chosen.map((choice): HabitView => {
    const measure = HABITS[choice.habit];
    const target = choice.target ?? (choice.habit === "protein" ? protein.low : measure.defaultTarget);
    const totals = dailyTotals(entries, choice.habit);
    const todays = entries
      .filter((entry) => entry.habit === choice.habit && entry.day === today)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const value = totals.get(today) ?? 0;
    const taps =
      choice.habit === "protein"
        ? PROTEIN_PORTIONS.map((portion) => ({
            amount: portion.grams,
            label: `${portion.label} · ${portion.grams} g`,
            key: `${tapKey}-protein-${portion.id}`,
          }))
        : measure.taps.map((tap) => ({ ...tap, key: `${tapKey}-${choice.habit}-${tap.amount}` }));
    return {
      habit: choice.habit,
      label: choice.habit === "custom" && choice.name ? choice.name : measure.label,
      unit: measure.unit,
      today: value,
      target,
      high: choice.target === null ? defaultHigh(choice.habit, protein.high) : null,
      met: value >= target,
      streak: habitStreak(totals, target, today),
      last7: daysMet(totals, target, today, 7),
      last28: daysMet(totals, target, today, 28),
      thisWeek: daysMet(totals, target, today, weekOf(today).indexOf(today) + 1),
      undoId: todays[0]?.id ?? null,
      taps,
      why:
        choice.habit === "protein" && choice.target === null
          ? protein.why
          : choice.habit === "sleep" && choice.target === null
            ? "7-8 hours a night helps your muscles recover."
            : `Your daily target: ${amountText(target)} ${measure.unit}.`,
    };
  });
  const rest = restStatus(row.lastFinishedAt === null ? null : new Date(Number(row.lastFinishedAt)), now);
  return {
    assigned: assigned.length > 0,
    habits,
    rest: { resting: rest.resting, hoursLeft: rest.hoursLeft },
    hasData: entries.length > 0,
    tapKey,
  };
}

const order = (habit: HabitKind) => Object.keys(HABITS).indexOf(habit);

/**
 * Records one tap. The id comes from the page that showed the button, so a retry, a double tap
 * or two tabs record it once; returns false when it already was.
 */
export async function recordTap(
  db: Database,
  entry: { id: string; memberId: string; habit: HabitKind; day: Day; amount: number },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(habitEntries)
    .values({ ...entry, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: habitEntries.id });
  return inserted.length > 0;
}

/** Undoes one of HER taps; someone else's id, or one already undone, changes nothing. */
export async function undoTap(db: Database, memberId: string, id: string): Promise<void> {
  await db.delete(habitEntries).where(and(eq(habitEntries.id, id), eq(habitEntries.memberId, memberId)));
}

/** The coach's choice replaces the whole set, in one transaction (an empty set: the defaults). */
export async function assignHabits(
  db: Database,
  memberId: string,
  habits: readonly Assigned[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(habitAssignments).where(eq(habitAssignments.memberId, memberId));
    if (habits.length > 0) {
      await tx.insert(habitAssignments).values(habits.map((habit) => ({ memberId, ...habit })));
    }
  });
}

/**
 * Her basics as a CSV table, oldest first: one row per tap. Health-adjacent, so it is a download
 * of its own that she asks for on her progress page, never part of another export.
 */
export async function basicsTable(db: Database, memberId: string) {
  const rows = await db
    .select()
    .from(habitEntries)
    .where(eq(habitEntries.memberId, memberId))
    .orderBy(asc(habitEntries.day), asc(habitEntries.createdAt));
  return {
    headers: ["date", "habit", "amount", "unit", "logged_at"],
    rows: rows.map((row) => [
      row.day,
      row.habit,
      row.amount,
      HABITS[row.habit].unit,
      row.createdAt.toISOString(),
    ]),
  };
}
