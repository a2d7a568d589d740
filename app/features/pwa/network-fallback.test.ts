import { describe, expect, it } from "vitest";
import { isNetworkFailure, pageOfDataRequest } from "./network-fallback";

describe("isNetworkFailure", () => {
  it("knows a fetch that never reached the server, in each browser's words", () => {
    expect(isNetworkFailure(new TypeError("Failed to fetch"))).toBe(true); // Chromium
    expect(isNetworkFailure(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true); // Firefox
    expect(isNetworkFailure(new TypeError("Load failed"))).toBe(true); // Safari
    expect(isNetworkFailure(new TypeError("The network connection was lost."))).toBe(true); // Safari
  });

  it("leaves every other error to the error page", () => {
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isNetworkFailure(new Error("Failed to fetch"))).toBe(false);
    expect(isNetworkFailure("Failed to fetch")).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });
});

describe("pageOfDataRequest", () => {
  const page = (url: string) => pageOfDataRequest(new URL(url, "https://wb50.example"));

  it("names the page a router data request is for, without the router's own parameters", () => {
    expect(page("/client-portal/level-1.data?_routes=routes%2Fportal%2Fprogram")).toBe(
      "/client-portal/level-1",
    );
    expect(page("/_root.data")).toBe("/");
    expect(page("/progress.data?exercise=goblet-squat&_routes=root")).toBe("/progress?exercise=goblet-squat");
  });

  it("is null for anything else", () => {
    expect(page("/progress")).toBeNull();
    expect(page("/assets/entry.client-abc.js")).toBeNull();
  });
});
