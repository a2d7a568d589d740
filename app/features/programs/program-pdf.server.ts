import { createHash } from "node:crypto";
import PDFDocument from "pdfkit";
import { blockHeading } from "~/content/programs/headings";
import type { Block, Program } from "~/content/programs/schema";

export type Paper = "A4" | "LETTER";

// The built-in PDF fonts cover Windows-1252 only; anything outside it would print as garbage.
const REPLACEMENTS: Record<string, string> = {
  "→": "->",
  "←": "<-",
  "≈": "~",
  "≤": "<=",
  "≥": ">=",
  "−": "-",
};
export function printable(text: string): string {
  return text
    .replace(/[→←≈≤≥−]/g, (char) => REPLACEMENTS[char] ?? "")
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u00D7]/g, "");
}

/** Options are written as phrases; in running text each needs its full stop. */
export const sentence = (value: string) => (/[.!?)]$/.test(value.trim()) ? value.trim() : `${value.trim()}.`);

export const INK = "#2b2320";
export const ACCENT = "#8c3a22";
export const MUTED = "#5f524b";

const attachment = (name: string) => `attachment; filename="wellness-beyond-50-${name}"`;

/** A gated PDF download: rendered for this request, never kept by any cache. */
export function pdfResponse(pdf: Buffer, name: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(name),
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}

export type CachedPdf = { bytes: Buffer; etag: string };

const versions = new WeakMap<object, string>();

/**
 * A short digest of the content a file is made from: the same words give the same version,
 * and any edit gives a new one, so a cached file is never served for content that changed.
 */
export function contentVersion(content: object): string {
  let version = versions.get(content);
  if (!version) {
    version = createHash("sha256").update(JSON.stringify(content)).digest("base64url").slice(0, 22);
    versions.set(content, version);
  }
  return version;
}

/**
 * Free files are the same for everyone, and a PDF takes tens of milliseconds of CPU to draw:
 * each (item, paper) is rendered once per content version and kept, with a strong ETag over
 * its bytes. Only the latest version of each is kept, so memory is bounded by the catalogue.
 */
export function createPdfCache() {
  const entries = new Map<string, { version: string; pdf: Promise<CachedPdf> }>();
  let renders = 0;
  return {
    /** How many times a file was actually drawn (tests count re-renders). */
    get renders() {
      return renders;
    },
    get(key: string, version: string, render: () => Promise<Buffer>): Promise<CachedPdf> {
      const entry = entries.get(key);
      if (entry?.version === version) return entry.pdf;
      renders += 1;
      const pdf = render().then((bytes) => ({
        bytes,
        etag: `"${createHash("sha256").update(bytes).digest("base64url")}"`,
      }));
      // A failed rendering is not kept: the next request tries again.
      pdf.catch(() => {
        if (entries.get(key)?.pdf === pdf) entries.delete(key);
      });
      entries.set(key, { version, pdf });
      return pdf;
    },
  };
}

/** The free program and nutrition files, shared by both download routes. */
export const freePdfCache = createPdfCache();

/** `If-None-Match` lists ETags (or `*`); a weak `W/` prefix still names the same bytes. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * A free PDF: public (the same bytes for everyone), checked with the server on each use so a
 * content edit shows at once; an unchanged copy is a 304 with no body.
 */
export function cachedPdfResponse(request: Request, pdf: CachedPdf, name: string): Response {
  const headers = {
    ETag: pdf.etag,
    "Cache-Control": "public, no-cache",
    "Content-Disposition": attachment(name),
  };
  if (matches(request.headers.get("If-None-Match"), pdf.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(pdf.bytes), {
    headers: { ...headers, "Content-Type": "application/pdf", "Content-Length": String(pdf.bytes.length) },
  });
}

export type PdfTools = {
  doc: PDFKit.PDFDocument;
  /** The printable width between the margins, and its left edge. */
  width: number;
  left: number;
  text: (value: string, options?: PDFKit.Mixins.TextOptions) => PDFKit.PDFDocument;
  /** Starts a new page when `height` points would not fit on this one. */
  ensureSpace: (height: number) => void;
  /** A heading and bullet lines, kept together where they fit. */
  list: (heading: string, lines: readonly string[]) => void;
};

/**
 * A real, text-selectable PDF: `draw` writes the pages; every page gets a "title, page n of m"
 * footer for a printed stack.
 */
export function renderPdf(
  meta: { title: string; subject: string; paper: Paper },
  draw: (tools: PdfTools) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: meta.paper,
    margins: { top: 54, bottom: 54, left: 54, right: 54 },
    info: { Title: meta.title, Author: "Wellness Beyond 50", Subject: meta.subject },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const left = doc.page.margins.left;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), options);
  const ensureSpace = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const list = (heading: string, lines: readonly string[]) => {
    ensureSpace(80);
    doc.moveDown(0.8).font("Helvetica-Bold").fontSize(15).fillColor(ACCENT);
    text(heading);
    doc.font("Helvetica").fontSize(10.5).fillColor(INK);
    for (const line of lines) {
      ensureSpace(30);
      text(`•  ${line}`, { width, indent: 0 });
      doc.moveDown(0.2);
    }
  };

  draw({ doc, width, left, text, ensureSpace, list });

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.font("Helvetica").fontSize(9).fillColor(MUTED);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.text(`${printable(meta.title)}  •  page ${index + 1} of ${range.count}`, left, doc.page.height - 36, {
      width,
      align: "center",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/**
 * A program as a real, text-selectable PDF: title, schedule, a table per block of every
 * session (exercise, sets x reps or time, rest, effort), the coaching cues and options, then
 * notes, progression and recovery. Same content module as the page.
 */
export function programPdf(
  program: Program,
  recovery: readonly string[],
  paper: Paper,
  /** Issue 38: the site's address; each exercise with a library entry links to its demo page. */
  siteUrl?: string,
): Promise<Buffer> {
  return renderPdf({ title: program.title, subject: "Client portal program", paper }, (tools) =>
    drawProgram(tools, program, recovery, siteUrl),
  );
}

/** The absolute address of an exercise's demo page, or null without an entry or an address. */
export function demoUrl(exercise: { exerciseId?: string }, siteUrl: string | undefined): string | null {
  if (!exercise.exerciseId || !siteUrl) return null;
  return new URL(`/exercises/${exercise.exerciseId}`, siteUrl).toString();
}

function drawProgram(
  { doc, width, left, text, ensureSpace, list }: PdfTools,
  program: Program,
  recovery: readonly string[],
  siteUrl: string | undefined,
) {
  doc.font("Helvetica-Bold").fontSize(24).fillColor(ACCENT);
  text(program.title);
  doc.moveDown(0.3).font("Helvetica").fontSize(12).fillColor(INK);
  text(program.summary);
  const { sessionsPerWeek: s, sessionMinutes: m, weeks: w } = program.schedule;
  const span = (r: { min: number; max: number }) => (r.min === r.max ? `${r.min}` : `${r.min}-${r.max}`);
  doc.moveDown(0.4).font("Helvetica-Bold").fontSize(11).fillColor(MUTED);
  text(`${span(s)} sessions a week  •  ${span(m)} minutes  •  ${span(w)} weeks`);

  const columns = [
    { title: "Exercise", width: width * 0.4 },
    { title: "Sets × reps/time", width: width * 0.22 },
    { title: "Rest", width: width * 0.16 },
    { title: "Effort", width: width * 0.22 },
  ];

  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
    const heights = cells.map((cell, index) =>
      doc.heightOfString(printable(cell), { width: (columns[index]?.width ?? 0) - 8 }),
    );
    const height = Math.max(...heights) + 8;
    ensureSpace(height);
    const top = doc.y;
    if (bold) doc.rect(left, top, width, height).fill("#f3e8df");
    doc.fillColor(INK);
    let x = left;
    cells.forEach((cell, index) => {
      doc.text(printable(cell), x + 4, top + 4, { width: (columns[index]?.width ?? 0) - 8 });
      x += columns[index]?.width ?? 0;
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

  const block = (heading: string, value: Block) => {
    ensureSpace(60);
    doc.moveDown(0.6).font("Helvetica-Bold").fontSize(13).fillColor(ACCENT);
    text(heading, { width });
    doc.font("Helvetica-Oblique").fontSize(10).fillColor(MUTED);
    text(value.format, { width });
    doc.moveDown(0.3);
    row(
      columns.map((column) => column.title),
      true,
    );
    for (const exercise of value.exercises) {
      row(
        [
          exercise.name,
          `${exercise.sets} × ${exercise.reps ?? exercise.time}${exercise.tempo ? `, tempo ${exercise.tempo}` : ""}`,
          exercise.rest,
          exercise.effort,
        ],
        false,
      );
    }
    doc.moveDown(0.4).font("Helvetica").fontSize(9.5).fillColor(INK);
    for (const exercise of value.exercises) {
      ensureSpace(40);
      doc.font("Helvetica-Bold");
      text(`${exercise.name}: `, { continued: true, width });
      doc.font("Helvetica");
      text(
        `${sentence(exercise.cue)} Easier: ${sentence(exercise.easier)} Harder: ${sentence(exercise.harder)}`,
        {
          width,
        },
      );
      const url = demoUrl(exercise, siteUrl);
      if (url) {
        doc.fillColor(ACCENT);
        text(`See how it is done: ${url}`, { width, link: url, underline: true });
        doc.fillColor(INK);
      }
      doc.moveDown(0.25);
    }
  };

  for (const [index, session] of program.sessions.entries()) {
    // Day 1 starts under the title; every later session on a fresh page.
    if (index === 0) doc.moveDown(1.5);
    else doc.addPage();
    doc.font("Helvetica-Bold").fontSize(18).fillColor(ACCENT);
    text(`${session.label}${session.badge ? ` (${session.badge})` : ""}`);
    doc.font("Helvetica").fontSize(11).fillColor(INK);
    text(`${session.focus} About ${session.durationMinutes} minutes.`, { width });
    block("Warm-up", session.warmUp);
    for (const main of session.mainWork) block(blockHeading("Main work", main.title), main);
    block(blockHeading("Finisher", session.finisher.title), session.finisher);
  }

  doc.addPage();
  list("Notes", program.notes);
  list("Progression", program.progression);
  list("Recovery", recovery);
}
