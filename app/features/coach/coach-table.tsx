import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * A captioned data table that scrolls sideways on a phone instead of squashing its columns. With
 * `stacked`, each row becomes a card of labelled cells while the table is narrower than
 * 48rem (decision 0101): for a list the coach reads on her phone. The section is the container,
 * so its own width decides (the coach area's side menu takes some), and 48rem grows with her text
 * size. Safari drops a table's semantics once its parts are no longer display: table-*, so a
 * stacked table writes its roles out.
 */
export function CoachTable({
  caption,
  headers,
  children,
  empty,
  rowCount,
  stacked = false,
}: {
  caption: string;
  headers: readonly string[];
  children: React.ReactNode;
  empty: string;
  rowCount: number;
  stacked?: boolean;
}) {
  const role = (name: string) => (stacked ? { role: name } : {});
  return (
    <section
      className={cn("overflow-x-auto rounded-lg border border-border bg-card", stacked && "@container")}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={caption}
    >
      <table
        {...role("table")}
        className={cn("w-full border-collapse text-left text-base", stacked && "@max-3xl:block")}
      >
        <caption className="sr-only">{caption}</caption>
        <thead {...role("rowgroup")} className={cn("bg-muted", stacked && "@max-3xl:sr-only")}>
          <tr {...role("row")}>
            {headers.map((header) => (
              <th
                key={header}
                {...role("columnheader")}
                scope="col"
                className="px-4 py-3 font-semibold whitespace-nowrap"
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...role("rowgroup")} className={cn(stacked && "@max-3xl:block")}>
          {rowCount === 0 ? (
            <tr {...role("row")} className={cn(stacked && "@max-3xl:block")}>
              <td
                {...role("cell")}
                colSpan={headers.length}
                className={cn("px-4 py-6 text-muted-foreground", stacked && "@max-3xl:block")}
              >
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

/** The roles a stacked table writes out (see CoachTable). */
const ROLES = {
  row: { role: "row" },
  rowheader: { role: "rowheader" },
  cell: { role: "cell" },
} as const;

const stackedCellClass = `${cellClass} @max-3xl:block @max-3xl:min-w-0 @max-3xl:border-0 @max-3xl:p-0 @max-3xl:whitespace-normal`;

/** A stacked table's row: a card of cells, two or more to a line where they fit. */
export function StackedRow({ children }: { children: React.ReactNode }) {
  return (
    <tr
      {...ROLES.row}
      className="@max-3xl:grid @max-3xl:grid-cols-[repeat(auto-fill,minmax(min(11rem,100%),1fr))] @max-3xl:gap-x-6 @max-3xl:gap-y-3 @max-3xl:border-t @max-3xl:border-border @max-3xl:p-4 @max-3xl:first:border-t-0"
    >
      {children}
    </tr>
  );
}

/** A stacked row's header (who the row is): the card's first line, across it. */
export function StackedRowHeader({ children }: { children: React.ReactNode }) {
  return (
    <th
      scope="row"
      {...ROLES.rowheader}
      className={cn(stackedCellClass, "text-left font-normal @max-3xl:col-span-full")}
    >
      {children}
    </th>
  );
}

/**
 * A stacked row's cell: a table cell when wide; in the card, its column's name above it (hidden
 * from a screen reader, which has the header), across the card when `wide`.
 */
export function StackedCell({
  label,
  wide = false,
  className,
  children,
}: {
  label: string;
  wide?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <td {...ROLES.cell} className={cn(stackedCellClass, wide && "@max-3xl:col-span-full", className)}>
      <span aria-hidden="true" className="hidden text-sm font-semibold text-muted-foreground @max-3xl:block">
        {label}
      </span>
      {children}
    </td>
  );
}
