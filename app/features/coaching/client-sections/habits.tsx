import { goalText } from "~/features/basics/habits";
import { HabitsForm, type HabitsFormValues } from "~/features/basics/habits-form";
import { Section } from "./section";

export type ClientHabits = {
  assigned: boolean;
  habits: (HabitsFormValues["habits"][number] & {
    unit: string;
    target: number;
    /** The top of a default range (protein's, sleep's 7-8 h), as her dashboard shows it. */
    high: number | null;
    today: number;
    streak: number;
    last7: number;
    last28: number;
  })[];
};

/** Issue 39 §4 (h4): her daily basics, how often she meets them, and the coach's choice of them. */
export function HabitsSection({
  clientId,
  habits,
  saved,
}: {
  clientId: string;
  habits: ClientHabits | null;
  saved: boolean;
}) {
  return (
    <Section id="habits">
      {saved && (
        <p role="status" className="rounded-md border-2 border-primary bg-accent p-4 font-semibold">
          Her habits are saved.
        </p>
      )}
      {habits && (
        <>
          <p className="text-base text-muted-foreground">
            {habits.assigned
              ? "The habits you chose for her."
              : "She has the usual basics: protein, sleep and steps."}
          </p>
          {/* Above the scrolling box, not its caption: at Larger text on a phone the table is wider
              than the screen, and a caption scrolled with it was cut off at the box's edge. */}
          <p id="habits-caption" className="font-semibold">
            Days she met each target
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable). */}
          <section aria-labelledby="habits-caption" tabIndex={0} className="max-w-2xl overflow-x-auto">
            <table aria-labelledby="habits-caption" className="w-full border-collapse text-left text-base">
              <thead>
                <tr className="border-b-2 border-border">
                  <th scope="col" className="py-2 pr-3 whitespace-nowrap">
                    Habit
                  </th>
                  <th scope="col" className="py-2 pr-3 whitespace-nowrap">
                    Target
                  </th>
                  <th scope="col" className="py-2 pr-3 whitespace-nowrap">
                    Last 7 days
                  </th>
                  <th scope="col" className="py-2 pr-3 whitespace-nowrap">
                    Last 28 days
                  </th>
                  <th scope="col" className="py-2 whitespace-nowrap">
                    Streak
                  </th>
                </tr>
              </thead>
              <tbody>
                {habits.habits.map((habit) => (
                  <tr key={habit.habit} className="border-b border-border">
                    <th scope="row" className="py-1.5 pr-3 font-normal">
                      {habit.label}
                    </th>
                    <td className="py-1.5 pr-3 whitespace-nowrap">
                      {goalText(habit.target, habit.high)} {habit.unit}
                    </td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{habit.last7} of 7</td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{habit.last28} of 28</td>
                    <td className="py-1.5 whitespace-nowrap">
                      {habit.streak} {habit.streak === 1 ? "day" : "days"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <HabitsForm clientId={clientId} current={habits} failure={null} />
        </>
      )}
    </Section>
  );
}
