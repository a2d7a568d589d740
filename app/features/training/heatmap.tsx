import { useId, useMemo } from "react";
import { cn } from "~/lib/cn";
import { escapeHtml } from "~/lib/html";

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

/** The weekday labels, month labels and squares, as SVG markup in the figure's coordinates. */
export function heatmapDrawing(weeks: readonly HeatmapColumn[]): string {
  let svg = "";
  WEEKDAYS.forEach((name, row) => {
    svg += `<text x="${LABEL - 8}" y="${TOP + row * STEP + CELL / 2 + 5}" text-anchor="end" font-size="15" class="fill-current">${name}</text>`;
  });
  const labels = monthLabels(weeks);
  weeks.forEach((week, column) => {
    const x = LABEL + column * STEP;
    const label = labels[column];
    svg += "<g>";
    if (label)
      svg += `<text x="${x}" y="${TOP - 9}" font-size="15" class="fill-current">${escapeHtml(label)}</text>`;
    week.days.forEach((cell, row) => {
      if (cell.future) return;
      const y = TOP + row * STEP;
      const tone = cellTone(cell.count);
      svg += `<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" rx="5" stroke-width="1.5" class="${tone.box}"></rect>`;
      if (cell.count > 0)
        svg += `<text x="${x + CELL / 2}" y="${y + CELL / 2 + 6}" text-anchor="middle" font-size="17" font-weight="700" class="${tone.digit}">${cell.count}</text>`;
      if (cell.today)
        svg += `<rect x="${x - 2.5}" y="${y - 2.5}" width="${CELL + 5}" height="${CELL + 5}" rx="7" fill="none" stroke-width="3" class="stroke-ring"></rect>`;
    });
    svg += "</g>";
  });
  return svg;
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
  const drawing = useMemo(() => heatmapDrawing(weeks), [weeks]);
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
        {/* Decision 0097: some 250 squares, digits and labels that never change in the browser,
            drawn as one string (heatmapDrawing) with every piece escaped. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: numbers and our own labels only, escaped (decision 0097). */}
        <g dangerouslySetInnerHTML={{ __html: drawing }} />
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
