import type * as React from "react";

/** A captioned data table that scrolls sideways on a phone instead of squashing its columns. */
export function CoachTable({
  caption,
  headers,
  children,
  empty,
  rowCount,
}: {
  caption: string;
  headers: readonly string[];
  children: React.ReactNode;
  empty: string;
  rowCount: number;
}) {
  return (
    <section
      className="overflow-x-auto rounded-lg border border-border bg-card"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={caption}
    >
      <table className="w-full border-collapse text-left text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowCount === 0 ? (
            <tr>
              <td colSpan={headers.length} className="px-4 py-6 text-muted-foreground">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </section>
  );
}

export const cellClass = "border-t border-border px-4 py-3 align-top";
