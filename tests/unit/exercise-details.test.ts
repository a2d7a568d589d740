import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { allPrograms } from "~/content/programs/index.server";
import type { Exercise } from "~/content/programs/schema";
import { exerciseDetailsHtml } from "~/features/portal/exercise-details";
import { ExerciseDetailsAsJsx } from "./exercise-details-oracle";

// Decision 0100: an exercise's details on a program page, made as one string, are the markup
// React made of them, for every exercise of every program, and the coach's words are escaped.
const asReact = (exercise: Exercise) =>
  renderToStaticMarkup(createElement(ExerciseDetailsAsJsx, { exercise }));
const asString = (exercise: Exercise) => `<div>${exerciseDetailsHtml(exercise)}</div>`;

const exercises = allPrograms().flatMap((program) =>
  program.sessions.flatMap((session) =>
    [session.warmUp, ...session.mainWork, session.finisher].flatMap((block) => block.exercises),
  ),
);

describe("an exercise's details as one string", () => {
  it("is React's markup for every exercise of every program", () => {
    expect(exercises.length).toBeGreaterThan(100);
    const first = exercises[0] as Exercise;
    // A timed one and one with a tempo, whether or not the shipped programs have one now.
    const more: Exercise[] = [
      { ...first, reps: undefined, time: "30 s each side" },
      { ...first, tempo: "3-1-1" },
    ];
    for (const exercise of [...exercises, ...more]) expect(asString(exercise)).toBe(asReact(exercise));
  });

  it("escapes whatever the coach wrote", () => {
    const hostile: Exercise = {
      name: "Hostile",
      sets: 2,
      reps: `8 <img src=x onerror="alert(1)">`,
      rest: "60 s & then some",
      tempo: "3-1-1 '<b>'",
      effort: "RPE 6 </dd><script>alert(2)</script>",
      cue: `Keep "tall" & <i>breathe</i>`,
      easier: "Use a <chair>",
      harder: "Add a band's weight >",
    };
    const html = exerciseDetailsHtml(hostile);
    expect(asString(hostile)).toBe(asReact(hostile));
    expect(html).not.toMatch(/<(img|script|b|i|chair)\b/);
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
  });
});
