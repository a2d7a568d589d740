import { describe, expect, it } from "vitest";
import { renderEmailHtml, renderEmailText } from "./email-layout";
import { messages } from "./messages";

describe("email layout", () => {
  const reset = messages.passwordReset({
    name: '<script>alert("x")</script> Ann',
    url: "https://site.example/reset-password?token=abc&x=1",
  });

  it("escapes every value in the HTML, so a name cannot become markup", () => {
    const html = renderEmailHtml(reset);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('href="https://site.example/reset-password?token=abc&amp;x=1"');
  });

  it("lays out with tables and inline styles, every text at 18 px or more, one button", () => {
    const html = renderEmailHtml(reset);
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain('role="presentation"');
    expect(html).not.toContain("<style");
    const sizes = [...html.matchAll(/font-size:(\d+)px/g)].map((match) => Number(match[1]));
    // Every line 18 px or more (issue 16), the footer and the spelled-out link too.
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(18);
    expect(html.match(/<a href=/g)).toHaveLength(1);
  });

  it("says the same in plain text, link spelled out", () => {
    const text = renderEmailText(reset);
    expect(text).toContain("Choose a new password: https://site.example/reset-password?token=abc&x=1");
    expect(text).toContain("The link works once, for 1 hour.");
    expect(text).toContain('Hello <script>alert("x")</script> Ann,');
  });

  it("shows the sign-in code large in both parts", () => {
    const message = messages.signInCode({
      name: "Ann",
      code: "042917",
      url: "https://site.example/login/link?token=t",
    });
    expect(message.subject).toBe("Your Wellness Beyond 50 sign-in code");
    expect(message.preheader).toContain("042917");
    expect(renderEmailHtml(message)).toMatch(/font-size:34px[^>]*>042917</);
    expect(renderEmailText(message)).toContain("    042917");
  });
});
