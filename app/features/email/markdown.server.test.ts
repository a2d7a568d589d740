import { describe, expect, it } from "vitest";
import { newsletterPlainText, renderNewsletterMarkdown } from "./markdown.server";

describe("renderNewsletterMarkdown", () => {
  it("keeps paragraphs, emphasis, lists and links, styled inline", () => {
    const html = renderNewsletterMarkdown(
      "# News\n\nClasses start **Monday**.\n\n- Bring water\n- [Book](https://example.com/book)",
    );
    expect(html).toContain('<h2 style="');
    expect(html).toContain("<strong>Monday</strong>");
    expect(html).toMatch(/<li style="[^"]*">Bring water<\/li>/);
    expect(html).toMatch(/<a style="[^"]*" href="https:\/\/example.com\/book">Book<\/a>/);
  });

  it("removes scripts, raw HTML, event handlers, images and javascript: links", () => {
    const html = renderNewsletterMarkdown(
      'Hi <script>alert(1)</script><img src=x onerror=alert(2)> <b onclick="x()">bold</b>\n\n[click](javascript:alert(3)) <iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|onerror|onclick|javascript:|<iframe|<b>/i);
    expect(html).toContain("bold");
  });

  it("gives the text part the Markdown without the raw HTML the HTML part drops", () => {
    const text = newsletterPlainText("Open **Monday**.\n\n<script>alert('stolen')</script>\n\n> a < b & c");
    expect(text).toContain("Open **Monday**.");
    expect(text).toContain("> a < b & c");
    expect(text).not.toContain("stolen");
  });
});
