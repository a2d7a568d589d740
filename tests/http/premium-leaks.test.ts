import { describe, expect, test } from "vitest";
import { NUTRITION_ITEMS } from "../../app/content/nutrition/catalog";
import { findGated, GATED_NUTRITION_TEXT } from "../e2e/gated-text";
import { logInAs, uniqueEmail } from "../helpers/http-accounts";
import { httpClient } from "../helpers/http-client";
import { withProductionServer } from "../helpers/production-server";

const server = withProductionServer();

describe("premium nutrition content", () => {
  test("has lines to look for", () => {
    expect(GATED_NUTRITION_TEXT.length).toBeGreaterThan(200);
  });

  for (const who of ["a visitor", "a member without premium"] as const) {
    test(`${who} reads no premium body in the page, its data or any premium PDF`, async () => {
      const request = httpClient(server.url);
      if (who === "a member without premium") await logInAs(request, { name: "Val", email: uniqueEmail() });
      for (const path of [
        "/nutrition",
        "/nutrition.data",
        "/nutrition.data?_routes=routes%2Fnutrition%2Findex",
      ]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(findGated(await response.text(), GATED_NUTRITION_TEXT), path).toBeUndefined();
      }
      for (const item of NUTRITION_ITEMS.filter((entry) => entry.premium)) {
        for (const path of [`/nutrition/${item.id}/pdf`, `/nutrition/${item.id}/pdf?paper=letter`]) {
          const response = await request.get(path, { maxRedirects: 0 });
          expect(response.status(), path).toBe(403);
          expect(response.headers()["content-type"] ?? "", path).not.toContain("pdf");
          expect(findGated(await response.text(), GATED_NUTRITION_TEXT), path).toBeUndefined();
        }
      }
    });
  }
});
