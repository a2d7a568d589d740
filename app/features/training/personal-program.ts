import type { Exercise, Program, Session } from "~/content/programs/schema";
import { plannedId, renamed, type Substitutions, type SwapEntry } from "./swaps";

// A program as one client sees it (issue 38 §5, decision 0060): each line names its library
// entry (`exerciseId`, so its name opens the demo sheet and the PDF links to its page), and the
// coach's substitutions for her replace the written exercise with its substitute, its name, cue
// and variations. The program itself is unchanged for everyone else. Pure and client-safe.

export type ProgramLibrary = {
  get(id: string): (SwapEntry & { cues: string[] }) | undefined;
  idForName(name: string): string;
};

/** One line for her: the entry it is, after her coach's substitution. */
export function personalLine(
  exercise: Exercise,
  library: ProgramLibrary,
  substitutions: Substitutions,
): Exercise {
  const written = exercise.exerciseId ?? library.idForName(exercise.name);
  const planned = plannedId(written, substitutions);
  const entry = library.get(planned);
  if (!entry) return exercise;
  if (planned === written) return { ...exercise, exerciseId: written };
  const nameOf = (id: string | undefined) => (id ? library.get(id)?.name : undefined);
  const reason = substitutions.get(written)?.reason;
  const was = library.get(written)?.name ?? exercise.name;
  return {
    ...exercise,
    exerciseId: planned,
    name: renamed(exercise.name, entry.name),
    cue: `Your coach chose this instead of ${was}${reason ? ` (${reason})` : ""}. ${entry.cues[0] ?? ""}`.trim(),
    easier: nameOf(entry.easierId) ?? exercise.easier,
    harder: nameOf(entry.harderId) ?? exercise.harder,
  };
}

export function personalSession(
  session: Session,
  library: ProgramLibrary,
  substitutions: Substitutions,
): Session {
  const line = (exercise: Exercise) => personalLine(exercise, library, substitutions);
  const block = <B extends { exercises: Exercise[] }>(part: B): B => ({
    ...part,
    exercises: part.exercises.map(line),
  });
  return {
    ...session,
    warmUp: block(session.warmUp),
    mainWork: session.mainWork.map(block),
    finisher: block(session.finisher),
  };
}

export function personalProgram(
  program: Program,
  library: ProgramLibrary,
  substitutions: Substitutions,
): Program {
  return {
    ...program,
    sessions: program.sessions.map((session) => personalSession(session, library, substitutions)),
  };
}
