import type { ProgressItem } from "./progress";

/** My Progress: one labelled bar per weekly goal. */
export function ProgressBars({ items }: { items: readonly ProgressItem[] }) {
  return (
    <ul className="flex flex-col gap-5">
      {items.map((item) => {
        const percent = Math.min(100, Math.round((item.value / item.target) * 100));
        const text = `${item.value} of ${item.target}`;
        return (
          <li key={item.label} className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold">{item.label}</span>
              <span className="text-lg font-semibold whitespace-nowrap">{text}</span>
            </div>
            <div
              role="progressbar"
              aria-label={item.label}
              aria-valuemin={0}
              aria-valuemax={item.target}
              aria-valuenow={Math.min(item.value, item.target)}
              aria-valuetext={text}
              className="h-3 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full" style={{ width: `${percent}%`, background: item.color }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
