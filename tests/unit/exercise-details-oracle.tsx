import type { Exercise } from "~/content/programs/schema";

// The JSX that drew an exercise's details before decision 0100, kept as the oracle its string
// must equal (exercise-details.test.ts).
export function ExerciseDetailsAsJsx({ exercise }: { exercise: Exercise }) {
  return (
    <div>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-lg">
        <div>
          <dt className="sr-only">Sets and reps or time</dt>
          <dd className="font-semibold text-primary">{`${exercise.sets} × ${exercise.reps ?? exercise.time}`}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Rest</dt>
          <dd>{exercise.rest}</dd>
        </div>
        {exercise.tempo ? (
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Tempo</dt>
            <dd>{exercise.tempo}</dd>
          </div>
        ) : null}
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Effort</dt>
          <dd>{exercise.effort}</dd>
        </div>
      </dl>
      <p className="mt-3">
        <span className="font-semibold">Coach's cue: </span>
        {exercise.cue}
      </p>
      <dl className="mt-3 grid gap-2 text-base md:grid-cols-2">
        <div className="rounded-lg bg-muted px-3 py-2">
          <dt className="font-semibold">Easier, joint-friendly</dt>
          <dd>{exercise.easier}</dd>
        </div>
        <div className="rounded-lg bg-accent px-3 py-2">
          <dt className="font-semibold">Harder</dt>
          <dd>{exercise.harder}</dd>
        </div>
      </dl>
    </div>
  );
}
