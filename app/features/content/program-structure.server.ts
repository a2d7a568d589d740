// The program editor's structural buttons (issue 19 §2): add, remove and move sessions,
// main-work blocks and exercises. Each is a submit button whose intent names the list and the
// item, so the form works without JavaScript (decision 0026).
import { randomBytes } from "node:crypto";
import { LIMITS, listOf, type Shape } from "./program-fields";
import { valueAt } from "./program-paths";

const INDEX = "\\d{1,2}";
const LIST = `sessions(?:\\.${INDEX}\\.(?:mainWork(?:\\.${INDEX}\\.exercises)?|(?:warmUp|finisher)\\.exercises))?`;

/**
 * A structural button's intent: `add:<list>` appends to a list; `remove:`, `up:` and `down:`
 * name an item, `<list>.<index>`. Lists: `sessions`, `sessions.0.mainWork`,
 * `sessions.0.mainWork.1.exercises`, `sessions.0.warmUp.exercises`, `sessions.0.finisher.exercises`.
 */
export const PROGRAM_INTENT = new RegExp(`^(?:add:(${LIST})|(remove|up|down):(${LIST})\\.(${INDEX}))$`);

/** A structural intent read: what to do, to which list, at which item (none for `add`). */
function readIntent(intent: string): { op: string; list: string; at: number | null } | null {
  const match = PROGRAM_INTENT.exec(intent);
  if (!match) return null;
  const [, addTo, op, list, at] = match;
  if (addTo !== undefined) return { op: "add", list: addTo, at: null };
  return op && list && at ? { op, list, at: Number(at) } : null;
}

/** A new exercise: the numbers set to a gentle default, the words left for her to write. */
export function newExercise(): Shape {
  return { sets: 3, reps: "10", rest: "60 s", effort: "RPE 6" };
}

export function newBlock(): Shape {
  return { exercises: [newExercise()] };
}

/** A session id never used before, so no client's old logs attach to the new session. */
function newSessionId(taken: readonly unknown[]): string {
  let id: string;
  do id = `session-${randomBytes(3).toString("hex")}`;
  while (taken.includes(id));
  return id;
}

export function newSession(program: Shape): Shape {
  const sessions = listOf(program.sessions);
  const number = sessions.length + 1;
  const label =
    program.tabKind === "day"
      ? `Day ${number}`
      : program.tabKind === "session" && number <= 26
        ? `Session ${String.fromCharCode(64 + number)}`
        : `Session ${number}`;
  return {
    id: newSessionId(sessions.map((session) => session.id)),
    label,
    durationMinutes: 45,
    warmUp: { title: "Warm-up", exercises: [newExercise()] },
    mainWork: [newBlock()],
    finisher: { title: "Finisher", exercises: [newExercise()] },
  };
}

const MINIMUM = 1;
const maximumFor = (list: string) =>
  list === "sessions" ? LIMITS.sessions : list.endsWith("mainWork") ? LIMITS.blocks : LIMITS.exercises;

/**
 * The program after one structural button. A button that does not fit the program as it stands
 * (a forged index, a move past the end, removing the last of a list that needs one) changes
 * nothing. Also returns the session the button was in, to open it again.
 */
export function applyProgramStructure(
  program: Shape,
  intent: string,
): { next: Shape; session: number | null } {
  const read = readIntent(intent);
  const next = structuredClone(program);
  if (!read) return { next, session: null };
  const { op, list, at } = read;
  const listPath = list.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const items = valueAt(next, listPath);
  const isSessions = list === "sessions";
  const session = typeof listPath[1] === "number" ? listPath[1] : isSessions ? at : null;
  if (!Array.isArray(items)) return { next, session: null };
  if (at === null) {
    if (items.length >= maximumFor(list)) return { next, session };
    items.push(isSessions ? newSession(next) : list.endsWith("mainWork") ? newBlock() : newExercise());
    return { next, session: isSessions ? items.length - 1 : session };
  }
  if (at >= items.length) return { next, session: isSessions ? null : session };
  if (op === "remove") {
    if (items.length <= MINIMUM) return { next, session };
    items.splice(at, 1);
    return { next, session: isSessions ? null : session };
  }
  const other = op === "up" ? at - 1 : at + 1;
  if (other < 0 || other >= items.length) return { next, session };
  [items[at], items[other]] = [items[other], items[at]];
  return { next, session: isSessions ? other : session };
}
