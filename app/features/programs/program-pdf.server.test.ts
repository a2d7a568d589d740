import { performance } from "node:perf_hooks";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { allPrograms, RECOVERY_GUIDELINES } from "~/content/programs/index.server";
import { personalProgram } from "~/features/training/personal-program";
import { type Paper, programPdf } from "./program-pdf.server";

/** The text of every page, as a reader's copy-and-paste would get it. */
async function pdfText(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: { text: string; width: number; height: number }[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const [, , width = 0, height = 0] = page.view;
    pages.push({
      text: content.items.map((item) => ("str" in item ? item.str : "")).join(" "),
      width,
      height,
    });
  }
  return pages;
}

// Also the measurement behind the issue note: `npm run measure:pdfs` prints this table.
describe("program PDFs", () => {
  const sizes: { slug: string; kb: number; pages: number; ms: number }[] = [];

  it.each(allPrograms().map((program) => [program.slug, program] as const))(
    "%s: real, selectable text",
    async (_, program) => {
      const started = performance.now();
      const pdf = await programPdf(program, RECOVERY_GUIDELINES, "A4");
      const ms = performance.now() - started;
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const pages = await pdfText(pdf);
      const all = pages
        .map((page) => page.text)
        .join(" ")
        .replace(/\s+/g, " ");
      const squash = (value: string) => value.replace(/\s+/g, " ");
      expect(all).toContain(squash(program.title));
      const first = program.sessions[0];
      expect(all).toContain(squash(first?.warmUp.exercises[0]?.name ?? "missing"));
      expect(all).toContain(squash(first?.mainWork[0]?.exercises[0]?.name ?? "missing"));
      expect(all).toContain("Progression");
      expect(all).toContain("48 hours");
      // A4: 595 x 842 points.
      expect(pages.every((page) => Math.round(page.width) === 595 && Math.round(page.height) === 842)).toBe(
        true,
      );
      sizes.push({
        slug: program.slug,
        kb: Math.round(pdf.length / 102.4) / 10,
        pages: pages.length,
        ms: Math.round(ms),
      });
    },
  );

  it("fits US Letter when asked", async () => {
    const [program] = allPrograms();
    if (!program) throw new Error("no programs");
    const pages = await pdfText(await programPdf(program, RECOVERY_GUIDELINES, "LETTER" satisfies Paper));
    expect(pages.every((page) => Math.round(page.width) === 612 && Math.round(page.height) === 792)).toBe(
      true,
    );
  });

  it("reports sizes and generation time", () => {
    const largest = [...sizes].sort((a, b) => b.kb - a.kb)[0];
    console.log(
      [
        "PDF sizes (A4):",
        ...sizes.map(
          (size) =>
            `  ${size.slug.padEnd(22)} ${String(size.kb).padStart(6)} KB  ${size.pages} pages  ${size.ms} ms`,
        ),
        `Largest: ${largest?.slug} ${largest?.kb} KB, generated in ${largest?.ms} ms`,
      ].join("\n"),
    );
    expect(sizes).toHaveLength(14);
  });
});

describe("issue 38: a program PDF links each exercise to its demo page", () => {
  it("links by the site's address, and shows her coach's substitute", async () => {
    const program = allPrograms().find((each) => each.slug === "movement-patterns-1");
    if (!program) throw new Error("no program");
    const [session] = program.sessions;
    const [line] = session?.mainWork[0]?.exercises ?? [];
    if (!session || !line) throw new Error("no exercise");
    const entry = { id: "box-squat", name: "Box squat", cues: ["Sit back to the box."], swapIds: [] };
    const library = {
      get: (id: string) => (id === "box-squat" ? entry : undefined),
      idForName: () => line.exerciseId ?? "goblet-squat",
    };
    const from = line.exerciseId ?? "goblet-squat";
    const substitutions = new Map([[from, { toId: "box-squat", reason: "knee" }]]);
    const personal = personalProgram({ ...program, sessions: [session] }, library, substitutions);
    const pdf = await programPdf(personal, RECOVERY_GUIDELINES, "A4", "https://coach.example");
    const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
    const urls: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const annotations = await (await document.getPage(number)).getAnnotations();
      for (const annotation of annotations) if (annotation.url) urls.push(annotation.url);
    }
    expect(urls).toContain("https://coach.example/exercises/box-squat");
    const text = (await pdfText(pdf)).map((page) => page.text).join(" ");
    expect(text).toContain("Box squat");
    expect(text).toContain("instead of");
  });
});
