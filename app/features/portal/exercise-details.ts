import type { Exercise } from "~/content/programs/schema";
import { escapeHtml } from "~/lib/html";

// Decision 0100: what a program page says about each exercise (sets, rest, effort, the cue, the
// easier and harder options) never changes in the browser. A session of some 12 exercises made
// about 250 React elements of it on every first view of the portal page; as one string per
// exercise it costs a fraction of that. The words are the coach's program content, validated
// when saved, and every piece goes through `escapeHtml`. The exercise's name, which opens its
// demo sheet once React runs, stays a React element.

/** "3 × 10", "3 × 45 s". */
function amount(exercise: Exercise): string {
  return `${exercise.sets} × ${exercise.reps ?? exercise.time}`;
}

const detail = (term: string, value: string) =>
  `<div class="flex gap-1.5"><dt class="text-muted-foreground">${term}</dt><dd>${escapeHtml(value)}</dd></div>`;

const option = (look: string, term: string, value: string) =>
  `<div class="rounded-lg ${look} px-3 py-2"><dt class="font-semibold">${term}</dt><dd>${escapeHtml(value)}</dd></div>`;

/** The HTML under an exercise's name, as the JSX it replaces rendered it. */
export function exerciseDetailsHtml(exercise: Exercise): string {
  return (
    '<dl class="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-lg"><div><dt class="sr-only">Sets and reps or time</dt>' +
    `<dd class="font-semibold text-primary">${escapeHtml(amount(exercise))}</dd></div>` +
    detail("Rest", exercise.rest) +
    (exercise.tempo ? detail("Tempo", exercise.tempo) : "") +
    detail("Effort", exercise.effort) +
    "</dl>" +
    `<p class="mt-3"><span class="font-semibold">Coach&#x27;s cue: </span>${escapeHtml(exercise.cue)}</p>` +
    '<dl class="mt-3 grid gap-2 text-base md:grid-cols-2">' +
    option("bg-muted", "Easier, joint-friendly", exercise.easier) +
    option("bg-accent", "Harder", exercise.harder) +
    "</dl>"
  );
}
