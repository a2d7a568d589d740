import { useId } from "react";
import { cn } from "~/lib/cn";

// Sessions per day over 12 weeks, drawn on the server as SVG (decision 0031): weeks are columns
// (Monday on top), and each square carries its number, so it reads without colour and prints.
// The same numbers per week are in the table the page puts beside it.

export type HeatmapCell = { day: string; count: number; today: boolean; future: boolean };
export type HeatmapColumn = { start: string; days: readonly HeatmapCell[]; sessions: number };

const LABEL = 50;
const TOP = 26;
const CELL = 26;
const STEP = 30;
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });
const month = (day: string) => MONTH.format(new Date(`${day}T00:00:00Z`));

/** Which columns start a month (and so carry its name above them). */
function monthLabels(weeks: readonly HeatmapColumn[]): (string | null)[] {
  return weeks.map((week, index) => {
    const name = month(week.start);
    if (index === 0) {
      // The first column names its month unless the next one starts another right away.
      const next = weeks[1];
      return next && month(next.start) !== name ? null : name;
    }
    return month((weeks[index - 1] as HeatmapColumn).start) !== name ? name : null;
  });
}

function cellTone(count: number) {
  if (count === 0) return { box: "fill-muted stroke-border", digit: "" };
  if (count === 1) return { box: "fill-primary/40 stroke-primary/60", digit: "fill-foreground" };
  return { box: "fill-primary stroke-primary", digit: "fill-primary-foreground" };
}

export function Heatmap({
  weeks,
  total,
  className,
}: {
  weeks: readonly HeatmapColumn[];
  total: number;
  className?: string;
}) {
  const id = useId();
  const width = LABEL + weeks.length * STEP;
  const height = TOP + 7 * STEP;
  const labels = monthLabels(weeks);
  return (
    <figure className={cn("flex break-inside-avoid flex-col gap-3", className)}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        className="h-auto w-full max-w-xl text-foreground"
      >
        <title id={`${id}-title`}>
          {`Sessions by day over the last ${weeks.length} weeks: ${total} in all. Each square shows how many sessions you finished that day; the weeks are in the table.`}
        </title>
        {WEEKDAYS.map((name, row) => (
          <text
            key={name}
            x={LABEL - 8}
            y={TOP + row * STEP + CELL / 2 + 5}
            textAnchor="end"
            fontSize={15}
            className="fill-current"
          >
            {name}
          </text>
        ))}
        {weeks.map((week, column) => {
          const x = LABEL + column * STEP;
          const label = labels[column];
          return (
            <g key={week.start}>
              {label && (
                <text x={x} y={TOP - 9} fontSize={15} className="fill-current">
                  {label}
                </text>
              )}
              {week.days.map((cell, row) => {
                if (cell.future) return null;
                const y = TOP + row * STEP;
                const tone = cellTone(cell.count);
                return (
                  <g key={cell.day}>
                    <rect
                      x={x}
                      y={y}
                      width={CELL}
                      height={CELL}
                      rx={5}
                      strokeWidth={1.5}
                      className={tone.box}
                    />
                    {cell.count > 0 && (
                      <text
                        x={x + CELL / 2}
                        y={y + CELL / 2 + 6}
                        textAnchor="middle"
                        fontSize={17}
                        fontWeight={700}
                        className={tone.digit}
                      >
                        {cell.count}
                      </text>
                    )}
                    {cell.today && (
                      <rect
                        x={x - 2.5}
                        y={y - 2.5}
                        width={CELL + 5}
                        height={CELL + 5}
                        rx={7}
                        fill="none"
                        strokeWidth={3}
                        className="stroke-ring"
                      />
                    )}
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-base">
          <LegendItem tone={cellTone(0).box} label="No session" />
          <LegendItem tone={cellTone(1).box} label="1 session" digit="1" digitTone={cellTone(1).digit} />
          <LegendItem tone={cellTone(2).box} label="2 or more" digit="2" digitTone={cellTone(2).digit} />
          <LegendItem tone="fill-muted stroke-border" label="Today (blue outline)" today />
        </ul>
      </figcaption>
    </figure>
  );
}

function LegendItem({
  tone,
  label,
  digit,
  digitTone,
  today = false,
}: {
  tone: string;
  label: string;
  digit?: string;
  digitTone?: string;
  today?: boolean;
}) {
  return (
    <li className="inline-flex items-center gap-2">
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 32 32">
        <rect x={3} y={3} width={CELL} height={CELL} rx={5} strokeWidth={1.5} className={tone} />
        {digit && (
          <text x={16} y={22} textAnchor="middle" fontSize={17} fontWeight={700} className={digitTone}>
            {digit}
          </text>
        )}
        {today && (
          <rect
            x={1}
            y={1}
            width={30}
            height={30}
            rx={7}
            fill="none"
            strokeWidth={3}
            className="stroke-ring"
          />
        )}
      </svg>
      {label}
    </li>
  );
}
