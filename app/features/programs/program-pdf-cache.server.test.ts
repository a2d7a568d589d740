import { describe, expect, it } from "vitest";
import { cachedPdfResponse, contentVersion, createPdfCache } from "./program-pdf.server";

describe("the free PDF cache", () => {
  it("draws each key once per content version, and again when the content changes", async () => {
    const cache = createPdfCache();
    let drawn = 0;
    const draw = (text: string) => async () => {
      drawn += 1;
      return Buffer.from(text);
    };
    const content = { title: "Month 1", lines: ["squat"] };
    const first = await cache.get("program:a:A4", contentVersion(content), draw("one"));
    const again = await cache.get("program:a:A4", contentVersion(content), draw("one"));
    expect(again).toBe(first);
    expect(drawn).toBe(1);
    expect(cache.renders).toBe(1);

    // An edit gives a new version, so a new file with a new ETag.
    const edited = { title: "Month 1", lines: ["squat", "hinge"] };
    expect(contentVersion(edited)).not.toBe(contentVersion(content));
    const next = await cache.get("program:a:A4", contentVersion(edited), draw("two"));
    expect(next.etag).not.toBe(first.etag);
    expect(cache.renders).toBe(2);

    // Concurrent first requests share one drawing.
    await Promise.all([1, 2, 3].map(() => cache.get("program:b:A4", "v1", draw("three"))));
    expect(cache.renders).toBe(3);
  });

  it("does not keep a failed drawing", async () => {
    const cache = createPdfCache();
    await expect(
      cache.get("x", "v1", async () => {
        throw new Error("pdfkit failed");
      }),
    ).rejects.toThrow("pdfkit failed");
    const pdf = await cache.get("x", "v1", async () => Buffer.from("ok"));
    expect(pdf.bytes.toString()).toBe("ok");
    expect(cache.renders).toBe(2);
  });

  it("answers a matching If-None-Match (also weak, listed or *) with a 304 and no body", async () => {
    const pdf = { bytes: Buffer.from("%PDF-1.3"), etag: '"abc"' };
    const ask = (ifNoneMatch?: string) =>
      cachedPdfResponse(
        new Request("http://localhost/x.pdf", {
          headers: ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {},
        }),
        pdf,
        "x.pdf",
      );
    const full = ask();
    expect(full.status).toBe(200);
    expect(full.headers.get("ETag")).toBe('"abc"');
    expect(full.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(Buffer.from(await full.arrayBuffer()).toString()).toBe("%PDF-1.3");
    for (const header of ['"abc"', 'W/"abc"', '"x", "abc"', "*"]) {
      const response = ask(header);
      expect(response.status, header).toBe(304);
      expect(response.body).toBeNull();
    }
    expect(ask('"abd"').status).toBe(200);
  });
});
