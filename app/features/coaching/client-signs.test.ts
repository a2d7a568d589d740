import { describe, expect, it } from "vitest";
import { zoneLabel } from "~/features/coach/coach-dates.server";
import { newClientText } from "./client-signs";

describe("what a new client did, in words", () => {
  it("joins her signs as a sentence", () => {
    expect(newClientText([])).toBe("New client");
    expect(newClientText(["portal"])).toBe("New client: entered the portal code");
    expect(newClientText(["portal", "screening", "check-in", "message"])).toBe(
      "New client: entered the portal code, answered the health screening, checked in and wrote to you",
    );
  });

  it("names the coach's zone the way the page says it", () => {
    expect(zoneLabel("Australia/Sydney")).toBe("Sydney time");
    expect(zoneLabel("America/New_York")).toBe("New York time");
    expect(zoneLabel("UTC")).toBe("UTC");
  });
});
