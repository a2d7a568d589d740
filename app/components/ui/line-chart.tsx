import { useId } from "react";
import { cn } from "~/lib/cn";
import { dayMonth } from "~/lib/dates";

// Charts are drawn on the server as SVG (decision 0031): no chart library in the browser, they
// print, and they read without JavaScript. Every chart has its numbers in a table beside it
// (the caller's), so the SVG is a picture of the table, labelled as one.

export type ChartPoint = { /** A day, YYYY-MM-DD. */ x: string; y: number };
export type ChartSeries = {
  label: string;
  points: readonly ChartPoint[];
  /** primary: her numbers; muted: a derived line (an average); both are told apart by dashes too. */
  tone: "primary" | "muted";
  dashed?: boolean;
  /** Draw a dot at each point (sparse data reads better as dots). */
  dots?: boolean;
};

const WIDTH = 400;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 36, left: 52 };

const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** Round steps for the y axis: 1, 2, 2.5 or 5 times a power of ten. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (min === max) {
    const pad = Math.abs(min) * 0.1 || 1;
    return niceTicks(min - pad, max + pad, count);
  }
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let value = Math.floor(min / step) * step; value <= max + step * 0.999; value += step) {
    ticks.push(Number(value.toFixed(6)));
    if (value >= max) break;
  }
  return ticks;
}

const formatTick = (value: number) => String(Number(value.toFixed(1)));

export function LineChart({
  title,
  unit,
  series,
  goal,
  className,
}: {
  title: string;
  unit: string;
  series: readonly ChartSeries[];
  goal?: { label: string; value: number } | null;
  className?: string;
}) {
  const id = useId();
  const points = series.flatMap((line) => line.points);
  if (points.length === 0) return null;
  const values = [...points.map((point) => point.y), ...(goal ? [goal.value] : [])];
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const days = points.map((point) => dayNumber(point.x));
  const first = Math.min(...days);
  const last = Math.max(...days);
  const x = (day: string) =>
    last === first
      ? PAD.left + (WIDTH - PAD.left - PAD.right) / 2
      : PAD.left + ((dayNumber(day) - first) / (last - first)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) =>
    PAD.top + (1 - (value - low) / (high - low || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const firstDay = points.reduce((a, b) => (a.x < b.x ? a : b)).x;
  const lastDay = points.reduce((a, b) => (a.x > b.x ? a : b)).x;

  return (
    <figure className={cn("break-inside-avoid", className)}>
      {/* The title and key come first, so she knows what a chart is before she sees it. */}
      <figcaption className="mb-2 flex flex-wrap gap-x-5 gap-y-1 text-base">
        <span className="font-semibold">{title}</span>
        {series.map((line) => (
          <span key={line.label} className="inline-flex items-center gap-2">
            <svg aria-hidden="true" width="28" height="10" viewBox="0 0 28 10">
              <line
                x1="0"
                x2="28"
                y1="5"
                y2="5"
                strokeWidth="3"
                strokeDasharray={line.dashed ? "8 6" : undefined}
                className={line.tone === "primary" ? "stroke-primary" : "stroke-muted-foreground"}
              />
            </svg>
            {line.label}
          </span>
        ))}
        {goal && (
          <span className="inline-flex items-center gap-2">
            <svg aria-hidden="true" width="28" height="10" viewBox="0 0 28 10">
              <line
                x1="0"
                x2="28"
                y1="5"
                y2="5"
                strokeWidth="2"
                strokeDasharray="2 6"
                strokeLinecap="round"
                className="stroke-secondary-foreground"
              />
            </svg>
            {goal.label}
          </span>
        )}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        className="h-auto w-full max-w-2xl text-foreground"
      >
        <title
          id={`${id}-title`}
        >{`${title}, ${unit}, from ${dayMonth(firstDay)} to ${dayMonth(lastDay)}. The numbers are in the table.`}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-border"
              strokeWidth={1}
            />
            <text x={PAD.left - 8} y={y(tick) + 5} textAnchor="end" fontSize={17} className="fill-current">
              {formatTick(tick)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 10} fontSize={17} className="fill-current">
          {dayMonth(firstDay)}
        </text>
        {lastDay !== firstDay && (
          <text x={WIDTH - PAD.right} y={HEIGHT - 10} fontSize={17} textAnchor="end" className="fill-current">
            {dayMonth(lastDay)}
          </text>
        )}
        {goal && (
          <g>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(goal.value)}
              y2={y(goal.value)}
              className="stroke-secondary-foreground"
              strokeWidth={2}
              strokeDasharray="2 6"
              strokeLinecap="round"
            />
          </g>
        )}
        {series.map((line) => {
          const sorted = [...line.points].sort((a, b) => (a.x < b.x ? -1 : 1));
          const path = sorted
            .map(
              (point, index) => `${index === 0 ? "M" : "L"}${x(point.x).toFixed(1)},${y(point.y).toFixed(1)}`,
            )
            .join(" ");
          const stroke = line.tone === "primary" ? "stroke-primary" : "stroke-muted-foreground";
          return (
            <g key={line.label}>
              {sorted.length > 1 && (
                <path
                  d={path}
                  fill="none"
                  className={stroke}
                  strokeWidth={3}
                  strokeDasharray={line.dashed ? "8 6" : undefined}
                  strokeLinejoin="round"
                />
              )}
              {(line.dots || sorted.length === 1) &&
                sorted.map((point) => (
                  <circle
                    key={point.x}
                    cx={x(point.x)}
                    cy={y(point.y)}
                    r={4.5}
                    className={line.tone === "primary" ? "fill-primary" : "fill-muted-foreground"}
                  />
                ))}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
