import {
  ACCENT,
  INK,
  MUTED,
  type PdfTools,
  printable,
  renderPdf,
} from "~/features/programs/program-pdf.server";
import {
  loadProgress,
  longDate,
  type ProgressData,
  shortDate,
} from "~/features/training/progress-data.server";
import { requireTrainingMember } from "~/features/training/training.server";
import type { Route } from "./+types/progress-pdf";

// "Download PDF" on /progress (issue 17 part 3), on the frame of the program PDFs (decision
// 0016): her name and the date, her 12-week totals, sessions per week, her records, and the last
// 8 workouts of her five most-trained exercises. Tables only: they print and copy cleanly.

type Column = { title: string; share: number; align?: "left" | "right" };

function table(
  { doc, width, left, ensureSpace }: PdfTools,
  columns: readonly Column[],
  rows: readonly string[][],
) {
  const widths = columns.map((column) => column.share * width);
  const row = (cells: readonly string[], header: boolean) => {
    doc.font(header ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(printable(cell), { width: (widths[index] ?? 0) - 8 }),
        ),
      ) + 8;
    ensureSpace(height);
    const top = doc.y;
    if (header) doc.rect(left, top, width, height).fill("#f3e8df");
    doc.fillColor(INK);
    let x = left;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc.text(printable(cell), x + 4, top + 4, {
        width: cellWidth - 8,
        align: columns[index]?.align ?? "left",
      });
      x += cellWidth;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .strokeColor("#d9c9bd")
      .lineWidth(0.5)
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  for (const cells of rows) row(cells, false);
}

function heading({ doc, text, ensureSpace, width }: PdfTools, title: string, size = 15) {
  ensureSpace(90);
  doc.moveDown(1).font("Helvetica-Bold").fontSize(size).fillColor(ACCENT);
  text(title, { width });
  doc.moveDown(0.3).font("Helvetica").fontSize(10.5).fillColor(INK);
}

function progressPdf({ name, progress }: { name: string; progress: ProgressData }): Promise<Buffer> {
  return renderPdf({ title: "Your progress", subject: "Training log", paper: "A4" }, (tools) => {
    const { doc, text, width } = tools;
    doc.font("Helvetica-Bold").fontSize(24).fillColor(ACCENT);
    text("Your progress");
    doc.moveDown(0.3).font("Helvetica").fontSize(12).fillColor(INK);
    text(`${name}, ${longDate(progress.today)}`, { width });
    doc.moveDown(0.4).font("Helvetica-Bold").fontSize(12);
    const sessions = (count: number) => `${count} ${count === 1 ? "session" : "sessions"}`;
    text(
      `${sessions(progress.totals.twelveWeeks)} in the last ${progress.weeks.length} weeks  •  This week: ${progress.totals.thisWeek}  •  ${sessions(progress.finished)} in all`,
      { width },
    );
    if (progress.finished === 0) {
      doc.moveDown(1).font("Helvetica").fontSize(12);
      text("No finished sessions yet. Your progress starts with your first session.", { width });
      return;
    }

    heading(tools, "Sessions per week");
    table(
      tools,
      [
        { title: "Week starting", share: 0.5 },
        { title: "Sessions", share: 0.2, align: "right" },
      ],
      [...progress.weeks].reverse().map((week) => [shortDate(week.start), String(week.sessions)]),
    );

    heading(tools, "Personal records");
    doc.fillColor(MUTED);
    text("Your best in each exercise, and the day you first reached it.", { width });
    doc.moveDown(0.3).fillColor(INK);
    table(
      tools,
      [
        { title: "Exercise", share: 0.44 },
        { title: "Best set", share: 0.28 },
        { title: "Best est. 1RM", share: 0.28 },
      ],
      progress.records.map((record) => [
        record.name,
        `${record.best.text}, ${record.best.date}`,
        record.oneRepMax ? `${record.oneRepMax.text}, ${record.oneRepMax.date}` : "–",
      ]),
    );

    for (const exercise of progress.top) {
      heading(
        tools,
        `${exercise.name}: the last ${exercise.rows.length === 1 ? "workout" : `${exercise.rows.length} workouts`}`,
        13,
      );
      if (exercise.kind === "weight") {
        table(
          tools,
          [
            { title: "Date", share: 0.25 },
            { title: "Best set", share: 0.27 },
            { title: "Est. 1RM", share: 0.24 },
            { title: "Volume", share: 0.24 },
          ],
          exercise.rows.map((row) => [row.date, row.text.best, row.text.oneRepMax, row.text.volume]),
        );
      } else {
        table(
          tools,
          [
            { title: "Date", share: 0.3 },
            { title: exercise.kind === "reps" ? "Most reps in a set" : "Longest set", share: 0.35 },
          ],
          exercise.rows.map((row) => [row.date, exercise.kind === "reps" ? row.text.reps : row.text.seconds]),
        );
      }
    }
    doc.moveDown(1).font("Helvetica").fontSize(9.5).fillColor(MUTED);
    text(
      `Weights in ${progress.unit}. Best set: the heaviest ticked set, reps × weight. Est. 1RM: the most you could lift once, estimated from that set (Epley). Volume: reps × weight of every ticked set, added up.`,
      { width },
    );
  });
}

/** Her numbers, drawn for her alone and never cached (Cache-Control: private, no-store). */
export async function loader(args: Route.LoaderArgs) {
  const { member, db, preferences, today } = await requireTrainingMember(args);
  const progress = await loadProgress(db, member.id, { today, unit: preferences.unit, top: true });
  const pdf = await progressPdf({ name: member.name, progress });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="my-progress-${today}.pdf"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
