// Programs refer to library entries (decision 0058): every exercise line of a program, as pages,
// the log, progress and PDFs read it, carries its entry's id and shows its entry's current name
// after the program's own superset label ("A1. "). The program's prescription (sets, reps, time,
// rest, tempo, effort, cue, easier, harder) is kept exactly as the coach wrote it. A line with no
// entry keeps its own words.
import type { Block, Exercise, Program } from "~/content/programs/schema";
import { exerciseIdOf, supersetLabel } from "./ids";
import type { ExerciseEntry } from "./schema";

export function withEntryNames(program: Program, entries: readonly ExerciseEntry[]): Program {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const line = (exercise: Exercise): Exercise => {
    const id = exerciseIdOf(exercise);
    const entry = byId.get(id);
    return entry
      ? { ...exercise, exerciseId: id, name: `${supersetLabel(exercise.name)}${entry.name}` }
      : exercise;
  };
  const block = (it: Block): Block => ({ ...it, exercises: it.exercises.map(line) });
  return {
    ...program,
    sessions: program.sessions.map((session) => ({
      ...session,
      warmUp: block(session.warmUp),
      mainWork: session.mainWork.map(block),
      finisher: block(session.finisher),
    })),
  };
}
