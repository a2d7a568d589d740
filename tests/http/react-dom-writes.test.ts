// Decision 0094: patches/react-dom+19.3.1.patch makes React's Node stream renderer (the
// production build, which the server runs) join a flush's text and write it once, instead of
// encoding every tag and attribute into 4 KB views and writing each view. These tests fail on
// the unpatched library (a page over 4 KB arrives in several writes), and check what the change
// could break: the exact HTML, text beyond ASCII, and two renders in flight at once, each
// flushing part of its page while the other waits (the joined text is shared by the module).
import { Writable } from "node:stream";
import { createElement, type ReactNode, Suspense, use } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

// This project runs with NODE_ENV=production, so these are the builds the server runs: the
// stream renderer the patch changes, and React's string renderer to compare it with.

/** Renders `tree` to a writable, as entry.server.tsx does; resolves with each write's bytes. */
function renderToWrites(tree: ReactNode): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const writes: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        writes.push(chunk);
        callback();
      },
      final(callback) {
        callback();
        resolve(writes);
      },
    });
    const { pipe } = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

const text = (writes: Buffer[]) => Buffer.concat(writes).toString("utf8");

/** A page of `rows` list items, each with attributes, text and an entity to escape. */
function page(label: string, rows: number): ReactNode {
  return createElement(
    "main",
    { className: "mx-auto max-w-prose", "data-page": label },
    createElement("h1", null, `${label}: her week’s sessions — “Strong & steady” 🙂`),
    createElement(
      "ul",
      { "aria-label": "Sessions" },
      Array.from({ length: rows }, (_, row) =>
        createElement(
          "li",
          { key: row, className: "rounded-lg border p-4", id: `${label}-${row}` },
          createElement(
            "a",
            { href: `/session/${row}?from=${label}` },
            `Goblet squat 3 × 10 at 9,5 kg <${row}>`,
          ),
        ),
      ),
    ),
  );
}

/** A part of the page that waits for its data, as React Router's hydration data does. */
function Late({ value }: { value: Promise<string> }) {
  return createElement("p", null, use(value));
}

describe("React DOM's stream renderer, as patched (decision 0094)", () => {
  it("sends the same HTML as React's string renderer, text beyond ASCII included", async () => {
    const tree = page("Client 000", 200);
    const html = text(await renderToWrites(tree));
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).toBe(renderToString(tree));
    expect(html).toContain("her week’s sessions — “Strong &amp; steady” 🙂");
  });

  it("writes a flush's page once, not in 4 KB pieces", async () => {
    const writes = await renderToWrites(page("Client 000", 200));
    const bytes = writes.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    expect(bytes).toBeGreaterThan(20_000);
    expect(writes).toHaveLength(1);
  });

  it("keeps two pages in flight apart, each flushing before the other ends", async () => {
    // Each page sends its shell, then a boundary that waits; the other page flushes in between.
    let releaseFirst = () => {};
    let releaseSecond = () => {};
    const first = new Promise<string>((resolve) => {
      releaseFirst = () => resolve("late part of one");
    });
    const second = new Promise<string>((resolve) => {
      releaseSecond = () => resolve("late part of two");
    });
    const withLate = (label: string, value: Promise<string>) =>
      createElement(
        "div",
        null,
        page(label, 60),
        createElement(
          Suspense,
          { fallback: createElement("p", null, "Loading…") },
          createElement(Late, { value }),
        ),
      );
    const one = renderToWrites(withLate("one", first));
    const two = renderToWrites(withLate("two", second));
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseSecond();
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseFirst();
    const [oneHtml = "", twoHtml = ""] = (await Promise.all([one, two])).map(text);
    expect(oneHtml).toContain("late part of one");
    expect(twoHtml).toContain("late part of two");
    for (const [html, own, other] of [
      [oneHtml, "one", "two"],
      [twoHtml, "two", "one"],
    ] as const) {
      expect(html).toContain(`data-page="${own}"`);
      expect(html).not.toContain(`data-page="${other}"`);
      expect(html).not.toContain(`/session/0?from=${other}`);
      expect(html.match(/<li /g)).toHaveLength(60);
    }
    expect(oneHtml).not.toContain("late part of two");
    expect(twoHtml).not.toContain("late part of one");
  });
});
