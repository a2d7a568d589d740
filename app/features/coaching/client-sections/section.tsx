import type * as React from "react";

// The frame of every section of the coach's page of one client: the page's table of contents
// and each section's heading come from one list, so they cannot drift apart.

export const CLIENT_SECTIONS = [
  { id: "about", title: "Questionnaire and health check" },
  { id: "training", title: "Training" },
  { id: "sessions", title: "Booked sessions" },
  { id: "body", title: "Body measurements and photos" },
  { id: "check-ins", title: "Check-ins" },
  { id: "symptoms", title: "Symptoms beside training" },
  { id: "thread", title: "Messages" },
  { id: "notes", title: "Private notes" },
  { id: "program", title: "Her program" },
  { id: "exercises", title: "Her exercises: swaps and substitutions" },
  { id: "habits", title: "Daily basics and habits" },
  { id: "function-tests", title: "Function tests" },
] as const;

/** "program" is not among them: the assignment form brings its own heading. */
type SectionId = Exclude<(typeof CLIENT_SECTIONS)[number]["id"], "program">;

/** What the page says after an action that stays on it (the action's `done`). */
export type ActionDone = { done: string; intent: string; at: number };

export function Section({ id, children }: { id: SectionId; children: React.ReactNode }) {
  const title = CLIENT_SECTIONS.find((section) => section.id === id)?.title ?? id;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="flex scroll-mt-6 flex-col gap-5 rounded-xl border border-border bg-card p-5 md:p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Status({ done }: { done: ActionDone }) {
  return (
    <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
      {done.done}
    </p>
  );
}

/** The page's table of contents. */
export function SectionsNav() {
  return (
    <nav aria-labelledby="contents-heading" className="rounded-xl bg-muted p-5">
      <h3 id="contents-heading" className="font-sans text-lg font-semibold">
        On this page
      </h3>
      <ul className="mt-2 grid gap-x-6 sm:grid-cols-2">
        {CLIENT_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="inline-flex min-h-11 items-center">
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
