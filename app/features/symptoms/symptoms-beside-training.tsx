import { shortDate } from "~/lib/dates";
import type { SymptomWeek } from "./symptoms";

// Symptoms beside training volume, week by week (issue 39 §2): a small SVG chart (bars for the
// kilograms lifted, a line for the check-in's joints score) with the full table beside it, so
// she and her coach can see how they relate. Server-rendered; the table carries every number.

const W = 320;
const H = 140;
const PAD = 20;

const dash = (value: number | null) => (value === null ? "–" : String(value));

/** The table lists the weeks with something in them; the chart keeps every week's place. */
const hasData = (week: SymptomWeek) =>
  week.sessions > 0 || week.answers > 0 || Object.values(week.scores).some((score) => score !== null);

export function SymptomsBesideTraining({
  weeks,
  whose,
  headingId,
}: {
  weeks: readonly SymptomWeek[];
  whose: "her" | "your";
  headingId: string;
}) {
  const maxVolume = Math.max(1, ...weeks.map((week) => week.volumeKg));
  const step = (W - 2 * PAD) / Math.max(1, weeks.length);
  const x = (index: number) => PAD + index * step;
  const y = (joints: number) => H - PAD - (joints / 4) * (H - 2 * PAD);
  const points = weeks.flatMap((week, index) =>
    week.scores.joints === null ? [] : [`${x(index) + step / 2},${y(week.scores.joints)}`],
  );
  const summary = `${whose === "her" ? "Her" : "Your"} kilograms lifted per week as bars and the joints score (0 to 4) as a line, over ${weeks.length} weeks. The table below holds every number.`;
  return (
    <div className="flex flex-col gap-4">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="w-full max-w-xl">
        <title>{summary}</title>
        {weeks.map((week, index) => {
          const height = (week.volumeKg / maxVolume) * (H - 2 * PAD);
          return (
            <rect
              key={week.week}
              x={x(index) + 2}
              y={H - PAD - height}
              width={Math.max(1, step - 4)}
              height={height}
              className="fill-secondary"
            />
          );
        })}
        {points.length > 1 && (
          <polyline points={points.join(" ")} fill="none" strokeWidth={3} className="stroke-primary" />
        )}
        {points.map((point) => {
          const [cx, cy] = point.split(",");
          return <circle key={point} cx={cx} cy={cy} r={4} className="fill-primary" />;
        })}
        <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} strokeWidth={1} className="stroke-border" />
      </svg>
      <p className="text-base text-muted-foreground">
        Bars: kilograms lifted. Line: joints from the weekly check-in, 0 (none) to 4 (very severe).
      </p>
      <section
        className="overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        aria-labelledby={headingId}
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-base">
          <caption className="sr-only">Symptoms and training by week</caption>
          <thead>
            <tr className="border-b-2 border-border">
              <th scope="col" className="py-2 pr-3">
                Week of
              </th>
              <th scope="col" className="py-2 pr-3">
                Sessions
              </th>
              <th scope="col" className="py-2 pr-3">
                Kg lifted
              </th>
              <th scope="col" className="py-2 pr-3">
                Joints
              </th>
              <th scope="col" className="py-2 pr-3">
                Sleep
              </th>
              <th scope="col" className="py-2 pr-3">
                Hot flushes
              </th>
              <th scope="col" className="py-2 pr-3">
                Tiredness
              </th>
              <th scope="col" className="py-2 pr-3">
                Mood
              </th>
              <th scope="col" className="py-2 pr-3">
                Sore before a session
              </th>
              <th scope="col" className="py-2">
                Sleep (h)
              </th>
            </tr>
          </thead>
          <tbody>
            {[...weeks]
              .reverse()
              .filter(hasData)
              .map((week) => (
                <tr key={week.week} className="border-b border-border">
                  <th scope="row" className="py-2 pr-3 font-semibold whitespace-nowrap">
                    {shortDate(week.week)}
                  </th>
                  <td className="py-2 pr-3">{week.sessions}</td>
                  <td className="py-2 pr-3">{week.volumeKg}</td>
                  <td className="py-2 pr-3">{dash(week.scores.joints)}</td>
                  <td className="py-2 pr-3">{dash(week.scores.sleep)}</td>
                  <td className="py-2 pr-3">{dash(week.scores.hotFlushes)}</td>
                  <td className="py-2 pr-3">{dash(week.scores.exhaustion)}</td>
                  <td className="py-2 pr-3">{dash(week.scores.mood)}</td>
                  <td className="py-2 pr-3">
                    {week.answers === 0 ? "–" : `${week.soreDays} of ${week.answers}`}
                  </td>
                  <td className="py-2">{dash(week.sleepHours)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </section>
      <p className="text-base text-muted-foreground">
        Symptoms are scored 0 (none) to 4 (very severe), as the Menopause Rating Scale scores them. A dash: no
        answer that week. Weeks with nothing in them are left out of the table.
      </p>
    </div>
  );
}

/** The /progress section: only once she has answered something. */
export function ProgressSymptoms({
  symptoms,
}: {
  symptoms: { weeks: SymptomWeek[]; any: boolean } | undefined;
}) {
  if (!symptoms?.any) return null;
  return (
    <section id="symptoms" aria-labelledby="symptoms-heading" className="flex flex-col gap-5">
      <h2 id="symptoms-heading" className="text-2xl md:text-3xl">
        Symptoms beside your training
      </h2>
      <p className="max-w-2xl text-lg">
        Your weekly check-in answers and how you felt before sessions, next to how much you trained. Only you
        and your coach see this.
      </p>
      <SymptomsBesideTraining weeks={symptoms.weeks} whose="your" headingId="symptoms-heading" />
    </section>
  );
}
