import { describe, expect, it } from "vitest";
import { isCurrentPage } from "./site-links";

describe("isCurrentPage: NavLink's rule for the site's own links", () => {
  it("marks the page itself and the pages under it", () => {
    expect(isCurrentPage("/client-portal", "/client-portal")).toBe(true);
    expect(isCurrentPage("/client-portal/level-1", "/client-portal")).toBe(true);
    expect(isCurrentPage("/client-portal/level-1/log/a", "/client-portal")).toBe(true);
  });

  it("does not mark a page whose address only starts with the same letters", () => {
    expect(isCurrentPage("/programs-old", "/programs")).toBe(false);
    expect(isCurrentPage("/progress", "/programs")).toBe(false);
    expect(isCurrentPage("/about", "/client-portal")).toBe(false);
  });

  it("marks the home link on the home page only", () => {
    expect(isCurrentPage("/", "/")).toBe(true);
    expect(isCurrentPage("/about", "/")).toBe(false);
  });
});
