import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ActivityIcon } from "~/components/ui/icons/activity";
import { longDate } from "~/lib/dates";

// Issue 39 §1 (h1): her progress page's way to her function tests: always there ("on request
// for anyone"), with when she last took them and, on Continuum, when the next are due.

export type TestsSummary = { last: string | null; due: string | null };

export function FunctionTestsCard({ summary }: { summary: TestsSummary | undefined }) {
  return (
    <section
      aria-labelledby="function-tests-heading"
      className="flex flex-col gap-4 rounded-2xl bg-secondary p-6 md:flex-row md:items-center md:justify-between md:p-8 print:hidden"
    >
      <div className="flex gap-3">
        <ActivityIcon aria-hidden="true" className="mt-1 size-6 shrink-0 text-secondary-foreground" />
        <div className="flex flex-col gap-1">
          <h2 id="function-tests-heading" className="text-2xl">
            Function tests
          </h2>
          <p className="text-lg">
            Seven short tests of strength, stamina, flexibility and balance, beside women your age.
            {summary?.last ? ` Last taken on ${longDate(summary.last)}.` : ""}
            {summary?.due ? ` Next due on ${longDate(summary.due)}.` : ""}
          </p>
        </div>
      </div>
      <Button asChild size="lg" className="shrink-0 md:max-w-xs">
        <Link to="/progress/tests">Take the tests</Link>
      </Button>
    </section>
  );
}
