import type { ClientFunctionTests } from "~/features/function-tests/coach.server";
import { Section } from "./section";

// Issue 39 §1 (h1): her function tests for the coach: each test's latest result in the range
// words she sees, what changed, every result (stops with their reason), and the fall-risk reason
// the coach's list shows, in the coach's words.

export function FunctionTestsSection({ tests }: { tests: ClientFunctionTests }) {
  return (
    <Section id="function-tests">
      {tests.fallRisk && (
        <p className="rounded-md border-2 border-destructive p-4 font-semibold">
          Fall risk: {tests.fallRisk}
        </p>
      )}
      {tests.cards.length === 0 ? (
        <p className="text-muted-foreground">No function tests yet.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-5">
          {tests.cards.map((card) => (
            <li key={card.id} className="flex flex-col gap-2">
              <h3 className="font-sans text-xl font-semibold">{card.name}</h3>
              {card.latest && (
                <p>
                  Latest: {card.latest.result}. {card.latest.words}.
                </p>
              )}
              {card.change && <p>{card.change}</p>}
              <ul className="flex flex-col gap-1 text-base">
                {card.rows.map((row) => (
                  <li key={row.id}>
                    {row.date}: {row.result}
                    {row.standing ? ` (${row.standing.toLowerCase()})` : ""}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
