// The measuring side of text-size.spec.ts (issue 20 §4, decision 0037): the sizes and
// viewports, what counts as a page that does not hold, and the phone menu the journeys use.
// Apart from the spec so its tests read as the journeys they are.
import type { Browser, Page } from "@playwright/test";
import { expect, visit } from "./fixtures";

export const SIZES = ["standard", "large", "larger"] as const;
export type Size = (typeof SIZES)[number];

// The desktop project checks 1280 px and "a 1280 px window at 200% zoom", emulated as what the
// page then sees: a 640 × 400 CSS px viewport (the spec's deviceScaleFactor 2 only sharpens the
// pixels; layout is in CSS px). The mobile project checks its 390 px phone.
export const VIEWPORTS = {
  desktop: [
    { name: "1280 px", width: 1280, height: 800 },
    // The narrowest widths with the full header navigation (and, from 1024 px, the "Aa" control).
    { name: "768 px", width: 768, height: 1024 },
    { name: "1024 px", width: 1024, height: 768 },
    { name: "200% zoom (640 px)", width: 640, height: 400 },
  ],
  mobile: [{ name: "390 px", width: 390, height: 844 }],
} as const;

/**
 * What is wrong with the page as drawn now, in words (empty when it holds):
 * - the document scrolls sideways (`scrollWidth > innerWidth`);
 * - a visible control (link, button, field, summary) reaches past the viewport's left or right
 *   edge, or past a container that hides what overflows it. A control inside a container that
 *   scrolls sideways (a wide table in its own scroller) is reachable, so it is not counted;
 * - a control that is a box (not a link in running text) has content wider than itself: a
 *   label cut off or spilling out. Fields are left out of this one: a typed value longer than
 *   its box scrolls inside it, which is how fields work.
 * Screen-reader-only elements (1 px boxes) and anything not rendered are skipped. Geometry is
 * read after two animation frames at the size, so nothing measured is mid-layout; a 1 px
 * tolerance absorbs sub-pixel rounding, so the check is not flaky.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      // Name the innermost boxes that reach past the right edge, to say what to fix.
      const wide = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter(
          (element) =>
            !Array.from(element.children).some(
              (child) => child.getBoundingClientRect().right > window.innerWidth + 1,
            ),
        )
        .slice(0, 3)
        .map(
          (element) => `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 60)}">`,
        );
      problems.push(
        `the page scrolls sideways (${root.scrollWidth} > ${window.innerWidth} px): ${wide.join(", ")}`,
      );
    }
    const nameOf = (element: Element) => {
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
        .trim()
        .replace(/\s+/g, " ");
      const id = element.id ? `#${element.id}` : "";
      return `<${element.tagName.toLowerCase()}${id}> "${name.slice(0, 40)}"`;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary",
    );
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      // The nearest ancestor that clips or scrolls sideways decides what "inside" means.
      let clipLeft = 0;
      let clipRight = window.innerWidth;
      let scrolls = false;
      for (
        let parent = control.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === "auto" || overflow === "scroll") {
          scrolls = true;
          break;
        }
        if (overflow === "hidden" || overflow === "clip") {
          const clip = parent.getBoundingClientRect();
          clipLeft = Math.max(clipLeft, clip.left);
          clipRight = Math.min(clipRight, clip.right);
        }
      }
      if (!scrolls && (box.left < clipLeft - 1 || box.right > clipRight + 1)) {
        problems.push(`${nameOf(control)} is cut off (${Math.round(box.left)}-${Math.round(box.right)} px)`);
      }
      const display = getComputedStyle(control).display;
      const isField = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement;
      if (!isField && display !== "inline" && control.scrollWidth > control.clientWidth + 1) {
        problems.push(
          `${nameOf(control)} is wider inside than its box (${control.scrollWidth} > ${control.clientWidth} px)`,
        );
      }
    }
    return problems;
  });
}

/**
 * The layout at one size. The size is set on <html> in place, exactly as the server writes it
 * (decision 0037: the attribute alone scales the page), so one page load per route checks all
 * three sizes, and the coach's shared account keeps the size other specs expect. That the server
 * writes the attribute from her choice is the journeys' part, in the spec.
 */
async function showAt(page: Page, size: Size) {
  await page.evaluate((value) => {
    document.documentElement.dataset.textSize = value;
  }, size);
}

export async function expectHoldsAtEverySize(page: Page, path: string, project: string) {
  await visit(page, path);
  const problems: string[] = [];
  for (const viewport of VIEWPORTS[project as keyof typeof VIEWPORTS]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const size of SIZES) {
      await showAt(page, size);
      for (const problem of await layoutProblems(page))
        problems.push(`${viewport.name}, ${size}: ${problem}`);
    }
  }
  await showAt(page, "standard");
  expect.soft(problems, `${path} at every text size`).toEqual([]);
}

/** The size as the page shows it: the attribute the server wrote and the body's font size. */
export async function shownSize(page: Page) {
  return page.evaluate(() => ({
    size: document.documentElement.dataset.textSize,
    body: Number.parseFloat(getComputedStyle(document.body).fontSize),
  }));
}

/** Her choice as she makes it on a phone: the menu, then the size in its "Text size" group. */
export async function chooseInMenu(page: Page, label: "Standard" | "Large" | "Larger") {
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await menu
    .getByRole("group", { name: "Text size" })
    .getByRole("button", { name: label, exact: true })
    .click();
}

/** A 390 px phone of its own, with or without JavaScript: a fresh device, no cookies. */
export async function phone(browser: Browser, baseURL: string | undefined, javaScriptEnabled: boolean) {
  return browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}
