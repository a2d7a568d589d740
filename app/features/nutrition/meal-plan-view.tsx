import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { dayTotals, MEAL_SLOTS, type MealSlot } from "~/content/nutrition/macros";
import type { MealPlan } from "~/content/nutrition/schema";
import { MacrosSummary } from "./macros-summary";

const SLOT_NAMES: Record<MealSlot, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snacks: "Snacks",
};

/** A week of meals as day panels (Day 1 open), each with its computed nutrition summary. */
export function MealPlanView({ plan }: { plan: MealPlan }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg">{plan.summary}</p>
      <Accordion defaultValue={["day-1"]} className="flex flex-col gap-3">
        {plan.days.map((day) => (
          <AccordionItem key={day.day} value={`day-${day.day}`}>
            <AccordionTrigger level={3}>Day {day.day}</AccordionTrigger>
            <AccordionContent>
              <dl className="flex flex-col gap-4">
                {MEAL_SLOTS.map((slot) => {
                  const meal = day.meals[slot];
                  return (
                    <div key={slot}>
                      <dt className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                        {SLOT_NAMES[slot]}
                      </dt>
                      <dd className="m-0">
                        <span className="block text-lg font-semibold">{meal.title}</span>
                        <span className="block text-lg">{meal.description}</span>
                        <span className="block text-base text-muted-foreground">
                          {meal.macros.kcal} kcal, {meal.macros.protein} g protein
                        </span>
                      </dd>
                    </div>
                  );
                })}
              </dl>
              <div className="mt-4">
                <MacrosSummary macros={dayTotals(day)} label={`Day ${day.day} nutrition summary`} />
              </div>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <section aria-label={`${plan.title}: notes`}>
        <ul className="list-disc pl-6 text-lg">
          {plan.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
