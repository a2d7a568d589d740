import { z } from "zod";
import { liveSite } from "~/content/live.server";
import type { Database } from "~/db/client.server";
import { HABIT_KINDS, type HabitKind } from "~/db/schema";
import { localDay } from "~/lib/dates";
import { FORM_FIELD, type Refusal, refuse } from "~/lib/form-failure";
import { repeated } from "~/lib/forms.server";
import { assignHabits, loadBasics } from "./basics.server";
import { amountText, HABITS } from "./habits";

// The coach's choice of a client's habits (issue 39 §4): which ones, each with its daily target,
// and one she names herself. Shown with the client's compliance on the client page.

export const HABIT_FORM_MESSAGES = {
  habit: "Choose from the habits in the list.",
  customName: "Name your own habit (up to 60 characters), or untick it.",
  target: (habit: HabitKind) =>
    `Enter a daily target from 1 to ${amountText(HABITS[habit].maxTarget)} ${HABITS[habit].unit}, or leave it empty for the usual one.`,
} as const;

const optionalText = z.string().max(200).optional();

export const HabitsFormSchema = z.object({
  intent: z.literal("habits"),
  habit: repeated(z.enum(HABIT_KINDS, { error: HABIT_FORM_MESSAGES.habit })),
  customName: optionalText,
  ...Object.fromEntries(HABIT_KINDS.map((habit) => [`target-${habit}`, optionalText])),
});

export type HabitsForm = z.infer<typeof HabitsFormSchema> & Partial<Record<`target-${HabitKind}`, string>>;

/** The form as rows to store, or the first field she must correct. */
export function habitsFromForm(
  form: HabitsForm,
): { ok: true; habits: { habit: HabitKind; target: number | null; name: string }[] } | Refusal {
  const habits: { habit: HabitKind; target: number | null; name: string }[] = [];
  for (const habit of new Set(form.habit)) {
    const typed = form[`target-${habit}`]?.trim() ?? "";
    const target = typed === "" ? null : Number(typed);
    if (target !== null && !(Number.isFinite(target) && target >= 1 && target <= HABITS[habit].maxTarget)) {
      return refuse(`target-${habit}`, HABIT_FORM_MESSAGES.target(habit));
    }
    const name = habit === "custom" ? (form.customName ?? "").trim() : "";
    if (habit === "custom" && (name === "" || name.length > 60)) {
      return refuse("customName", HABIT_FORM_MESSAGES.customName);
    }
    habits.push({ habit, target, name });
  }
  return { ok: true, habits };
}

export async function saveHabits(db: Database, clientId: string, form: HabitsForm) {
  const parsed = habitsFromForm(form);
  if (!parsed.ok) return parsed;
  await assignHabits(db, clientId, parsed.habits);
  return {
    ok: true as const,
    done: parsed.habits.length === 0 ? "She has the usual basics again." : "Her habits are saved.",
  };
}

/** What the coach's section shows: her habits (or the defaults) with compliance and streaks. */
export async function clientHabits(db: Database, clientId: string, now: Date) {
  const basics = await loadBasics(db, clientId, localDay(now, liveSite().timeZone), now);
  if (!basics) return null;
  return {
    assigned: basics.assigned,
    habits: basics.habits.map((habit) => ({
      habit: habit.habit,
      label: habit.label,
      unit: habit.unit,
      target: habit.target,
      high: habit.high,
      /** The coach's own target, shown in her form; null when it is the usual one. */
      assignedTarget: basics.assigned && habit.why.startsWith("Your daily target") ? habit.target : null,
      today: habit.today,
      streak: habit.streak,
      last7: habit.last7,
      last28: habit.last28,
    })),
  };
}

export { FORM_FIELD };
