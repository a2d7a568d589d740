import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Heatmap, type HeatmapColumn, heatmapDrawing } from "./heatmap";

// Decision 0097: the heatmap's squares are one string of SVG. These checks hold it to what the
// React elements it replaced drew, square for square.

const week = (start: string, counts: number[], today = -1, future = 7): HeatmapColumn => {
  const days = counts.map((count, offset) => ({
    day: `${start.slice(0, 8)}${String(Number(start.slice(8)) + offset).padStart(2, "0")}`,
    count,
    today: offset === today,
    future: offset >= future,
  }));
  return { start, days, sessions: counts.reduce((sum, count) => sum + count, 0) };
};

const weeks = [week("2026-10-26", [0, 1, 0, 2, 0, 0, 0]), week("2026-11-02", [1, 0, 0, 0, 0, 0, 0], 2, 3)];

describe("the heatmap drawn as one string", () => {
  it("writes each square as React writes the same element", () => {
    const drawing = heatmapDrawing(weeks);
    const reactRect = renderToStaticMarkup(
      createElement("rect", {
        x: 50,
        y: 56,
        width: 26,
        height: 26,
        rx: 5,
        strokeWidth: 1.5,
        className: "fill-primary/40 stroke-primary/60",
      }),
    );
    expect(drawing).toContain(reactRect);
    const reactDigit = renderToStaticMarkup(
      createElement(
        "text",
        { x: 63, y: 75, textAnchor: "middle", fontSize: 17, fontWeight: 700, className: "fill-foreground" },
        1,
      ),
    );
    expect(drawing).toContain(reactDigit);
  });

  it("names the weekdays and each month, numbers each day with sessions and rings today", () => {
    const drawing = heatmapDrawing(weeks);
    expect(drawing.match(/>(Mon|Tue|Wed|Thu|Fri|Sat|Sun)</g)).toHaveLength(7);
    // A first column whose month ends at once leaves the name to the next.
    expect(drawing).toContain(">Nov</text>");
    expect(drawing).not.toContain(">Oct</text>");
    // Two sessions on the Thursday: the darker square, its digit in the light colour.
    expect(drawing).toContain('class="fill-primary stroke-primary"></rect>');
    expect(drawing).toContain('class="fill-primary-foreground">2</text>');
    // Today (Wednesday of the second week) is ringed; the days after it are not drawn at all.
    expect(drawing.match(/class="stroke-ring"/g)).toHaveLength(1);
    expect(drawing).toContain('<rect x="77.5" y="83.5" width="31" height="31" rx="7" fill="none"');
    expect(drawing.match(/<rect [^>]*rx="5"/g)).toHaveLength(7 + 3);
  });

  it("places the drawing inside the figure React renders, under its title", () => {
    const html = renderToStaticMarkup(createElement(Heatmap, { weeks, total: 4 }));
    expect(html).toContain("Sessions by day over the last 2 weeks: 4 in all.");
    expect(html).toContain(`<g>${heatmapDrawing(weeks)}</g>`);
  });
});
