import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A full-page picture in screenshots/<project>/<name>.png, once the fonts have settled. */
export async function saveScreenshot(page: Page, project: string, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `screenshots/${project}/${name}.png`, fullPage: true });
}

/** Everything a visitor's browser could fetch about the Nutrition page, as text. */
export async function nutritionAsVisitorSees(request: APIRequestContext, stamp: string): Promise<string[]> {
  const paths = [
    "/nutrition",
    // A query string is never answered from the page cache, so this one is rendered now.
    `/nutrition?fresh=${stamp}`,
    "/nutrition.data",
    "/nutrition.data?_routes=routes%2Fnutrition%2Findex",
  ];
  return Promise.all(
    paths.map(async (path) => {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      return response.text();
    }),
  );
}
