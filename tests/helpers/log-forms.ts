// The session log's forms, as the page sends them (tests/integration/training-log.test.ts).

type Form = Record<string, string>;

/** Session A's main work: four exercises of 3 × 10 (positions 0-3). */
export const EXERCISES = 4;
export const SETS = 3;

/** The whole no-JavaScript form: every set 10 reps at `weight`, ticked, with overrides by field name. */
export function finishForm(logId: string, weight: string, overrides: Form = {}): Form {
  const form: Form = { intent: "finish", logId, timeZone: "" };
  for (let position = 0; position < EXERCISES; position++) {
    for (let set = 1; set <= SETS; set++) {
      form[`set-${position}-${set}-reps`] = "10";
      form[`set-${position}-${set}-weight`] = weight;
      form[`set-${position}-${set}-done`] = "true";
    }
    form[`effort-${position}`] = "right";
    form[`note-${position}`] = "";
  }
  return { ...form, ...overrides };
}

export const setForm = (logId: string, overrides: Form = {}): Form => ({
  intent: "set",
  logId,
  position: "0",
  setNumber: "1",
  reps: "10",
  weight: "8",
  done: "true",
  ...overrides,
});
