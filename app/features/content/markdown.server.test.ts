import { describe, expect, it } from "vitest";
import { renderPageMarkdown } from "./markdown.server";

describe("the coach's Markdown on a public page", () => {
  it("keeps paragraphs, emphasis, lists, quotes and http(s) and mailto links", () => {
    const html = renderPageMarkdown(
      [
        "I became a trainer at **48**, and *never* looked back.",
        "",
        "- Strength",
        "- Protein",
        "",
        "1. First",
        "2. Second",
        "",
        "> Muscle can be built at any age.",
        "",
        "Read [my story](https://example.com/story) or [write to me](mailto:hello@example.com).",
      ].join("\n"),
    );
    expect(html).toContain(
      "<p>I became a trainer at <strong>48</strong>, and <em>never</em> looked back.</p>",
    );
    expect(html).toMatch(/<ul>\s*<li>Strength<\/li>\s*<li>Protein<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>First<\/li>\s*<li>Second<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<blockquote>\s*<p>Muscle can be built at any age.<\/p>\s*<\/blockquote>/);
    expect(html).toContain('<a href="https://example.com/story">my story</a>');
    expect(html).toContain('<a href="mailto:hello@example.com">write to me</a>');
  });

  it("turns a top-level heading into a second-level one: the page has its own", () => {
    expect(renderPageMarkdown("# My story").trim()).toBe("<h2>My story</h2>");
  });

  it("removes scripts, with what they would run", () => {
    const html = renderPageMarkdown(
      "Hello <script>alert(1)</script> there\n\n<script>\nfetch('/x')\n</script>",
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("fetch(");
    expect(html).toContain("Hello");
  });

  it("removes javascript: and data: links but keeps their words", () => {
    for (const markdown of [
      "[x](javascript:alert(1))",
      "[x](JaVaScRiPt:alert(1))",
      '<a href="javascript:alert(1)">x</a>',
      "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      "[x](//evil.example/path)",
    ]) {
      const html = renderPageMarkdown(markdown);
      expect(html, markdown).not.toMatch(/javascript:/i);
      expect(html, markdown).not.toMatch(/data:/i);
      expect(html, markdown).not.toContain("evil.example");
      expect(html, markdown).toContain("x");
    }
  });

  it("removes images, in Markdown or in HTML", () => {
    const html = renderPageMarkdown(
      '![a cat](https://example.com/cat.png)\n\n<img src="x" onerror="alert(1)">\n\nAfter',
    );
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain("cat.png");
    expect(html).toContain("After");
  });

  it("removes raw HTML and event attributes, styles and frames", () => {
    const html = renderPageMarkdown(
      [
        '<p onclick="alert(1)" style="color:red">Styled</p>',
        "",
        '<a href="https://example.com" onmouseover="alert(1)" target="_blank">link</a>',
        "",
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
        "",
        '<svg onload="alert(1)"><circle r="1"/></svg><form action="/x"><input name="a"></form>',
        "",
        '<div class="x" id="y"><em>kept words</em></div>',
      ].join("\n"),
    );
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/\s(style|class|id|target)=/i);
    expect(html).not.toMatch(/<(iframe|svg|form|input|div|style)/i);
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("display:none");
    expect(html).toContain("Styled");
    expect(html).toContain('<a href="https://example.com">link</a>');
    expect(html).toContain("<em>kept words</em>");
  });

  it("escapes what is left as text, so no markup can be smuggled through", () => {
    const html = renderPageMarkdown('1 < 2 and `<b>code</b>` & "quotes"');
    expect(html).not.toMatch(/<b>|<code>/);
    expect(html).toContain("1 &lt; 2");
  });
});
