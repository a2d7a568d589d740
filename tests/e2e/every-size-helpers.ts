// The measuring side of every-size.spec.ts (issue 36 §2, decision 0052): the viewports, the
// three text sizes, and what counts as a page that does not hold at one of them.
import type { CDPSession, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, settleAnimations, visit } from "./fixtures";
import { SIZES, type Size } from "./text-size-helpers";

/**
 * The widths she reads on: the smallest phones (320, 360), a common one (390), and a 1280 px
 * laptop window at 200% browser zoom, which the page sees as a 640 × 400 CSS px viewport drawn
 * at two device pixels per CSS pixel. The laptop itself (1280) too, where the coach works and the
 * header shows its full navigation. Phones are emulated as phones (`mobile`: the viewport meta
 * tag counts, touch input); the zoomed window and the laptop as a desktop browser.
 */
export const WALK_VIEWPORTS = [
  { name: "320 px", width: 320, height: 640, deviceScaleFactor: 1, mobile: true },
  { name: "360 px", width: 360, height: 740, deviceScaleFactor: 1, mobile: true },
  { name: "390 px", width: 390, height: 844, deviceScaleFactor: 1, mobile: true },
  { name: "200% zoom (640 px @2x)", width: 640, height: 400, deviceScaleFactor: 2, mobile: false },
  { name: "1280 px", width: 1280, height: 800, deviceScaleFactor: 1, mobile: false },
] as const;
export type WalkViewport = (typeof WALK_VIEWPORTS)[number];

/** Sets the viewport through the DevTools protocol: Playwright cannot change the pixel ratio of an open page. */
export async function emulate(
  cdp: CDPSession,
  viewport: { width: number; height: number; deviceScaleFactor: number; mobile: boolean },
) {
  await cdp.send("Emulation.setDeviceMetricsOverride", {
    width: viewport.width,
    height: viewport.height,
    deviceScaleFactor: viewport.deviceScaleFactor,
    mobile: viewport.mobile,
  });
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: viewport.mobile, maxTouchPoints: 5 });
}

/**
 * What is wrong with the page as drawn now, in words (empty when it holds). Runs in the page.
 * - Fit: the document scrolls sideways, or a visible element reaches past the viewport's edge,
 *   unless it sits in a box that scrolls sideways on purpose (overflow-x auto or scroll) and
 *   has a name (aria-label or aria-labelledby) to say what scrolls; a box that hides what
 *   overflows it hides the overflow from the page too, so its children are judged by the box.
 * - Numbers: every number field (type=number, inputmode numeric or decimal) has a content box
 *   at least as wide as "0000" in its own font, measured with a span of the same font.
 * - Targets: every control (a link, button, field, select, summary, role=button) is at least
 *   44 × 44 px. Exempt, as WCAG 2.5.8 allows: a link inside running text (display inline, with
 *   words or inline elements beside it on its line, as in "Weights in kg. Change units"); a
 *   checkbox or radio whose label is the 44 px target. A link alone on its line ("Back to your
 *   progress") is not in running text: it must be a 44 px target.
 *   Also checks a box-shaped control's label fits inside it (not cut off).
 * Screen-reader-only (1 px) and unrendered elements are skipped. Reading a box lays the page
 * out at the new size first, so no frame needs waiting for; 1 px tolerance for sub-pixel rounding.
 */
export function problemsInPage(viewportWidth: number): Promise<string[]> {
  return (async () => {
    const problems: string[] = [];
    const root = document.documentElement;
    // A phone zooms a page out to show what is too wide, and innerWidth grows with it: the
    // width the page was laid out for is the viewport's, which the root's clientWidth keeps.
    const width = Math.min(viewportWidth, root.clientWidth, window.innerWidth);
    const nameOf = (element: Element) => {
      const label =
        element.getAttribute("aria-label") ||
        (element as HTMLInputElement).labels?.[0]?.textContent ||
        element.textContent ||
        element.getAttribute("name") ||
        "";
      const tag = element.tagName.toLowerCase();
      const type = element.getAttribute("type");
      return `<${tag}${type ? ` type=${type}` : ""}> "${label.trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    };
    const rendered = (element: Element, box: DOMRect) =>
      box.width > 1 &&
      box.height > 1 &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    /** The nearest ancestor that scrolls or clips sideways: what "inside the page" means for this element. */
    type Container = { parent: Element; scrolls: boolean } | null;
    const containers = new Map<Element, Container>();
    const containerOf = (element: Element): Container => {
      const parent = element.parentElement;
      if (!parent || parent === document.body) return null;
      const known = containers.get(parent);
      if (known !== undefined) return known;
      const overflow = getComputedStyle(parent).overflowX;
      const found =
        overflow === "auto" || overflow === "scroll"
          ? { parent, scrolls: true }
          : overflow === "hidden" || overflow === "clip"
            ? { parent, scrolls: false }
            : containerOf(parent);
      containers.set(parent, found);
      return found;
    };

    /** A link with words beside it on its line: text or inline elements next to it, up to its block. */
    const inRunningText = (link: Element) => {
      for (let node: Element | null = link; node?.parentElement; node = node.parentElement) {
        for (const sibling of node.parentElement.childNodes) {
          if (sibling === node) continue;
          if (sibling.nodeType === Node.TEXT_NODE && sibling.textContent?.trim()) return true;
          if (
            sibling instanceof Element &&
            getComputedStyle(sibling).display.startsWith("inline") &&
            sibling.textContent?.trim()
          )
            return true;
        }
        if (!getComputedStyle(node.parentElement).display.startsWith("inline")) return false;
      }
      return false;
    };

    /**
     * Whether a select cuts off its chosen option's words. A copy of it with that option alone,
     * beside it (same font, same text size), measures the words: at width `auto` on one line,
     * what the words need with its padding and arrow. When that is wider than the select, the
     * select holds them only if it wraps them: it must be taller than the copy at its own width
     * kept to one line (a list box drawn by the system never wraps; SELECT_CLASS's does).
     */
    const selectedText = (select: HTMLSelectElement) => select.selectedOptions[0]?.text.trim() ?? "";
    const selectCutsOff = (select: HTMLSelectElement) => {
      const text = selectedText(select);
      if (!text) return false;
      const box = select.getBoundingClientRect();
      const copy = select.cloneNode(false) as HTMLSelectElement;
      copy.removeAttribute("id");
      copy.removeAttribute("name");
      copy.append(new Option(text));
      const styles: [string, string][] = [
        ["position", "absolute"],
        ["visibility", "hidden"],
        ["white-space", "nowrap"],
        ["width", "auto"],
        ["min-width", "0"],
        ["max-width", "none"],
        ["flex", "none"],
      ];
      for (const [property, value] of styles) copy.style.setProperty(property, value, "important");
      select.after(copy);
      const needs = copy.getBoundingClientRect().width;
      copy.style.setProperty("width", `${box.width}px`, "important");
      const oneLine = copy.getBoundingClientRect().height;
      copy.remove();
      return needs > box.width + 1 && box.height <= oneLine + 1;
    };

    if (root.scrollWidth > width)
      problems.push(`the page scrolls sideways (${root.scrollWidth} > ${width} px)`);
    const past: string[] = [];
    const unnamedScrollers = new Set<Element>();
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const box = element.getBoundingClientRect();
      if (box.right <= width + 1 && box.left >= -1) continue;
      if (!rendered(element, box)) continue;
      // A toast slides in and out over the page, fixed to the viewport; its close button is still a target below.
      if (element.closest("[data-sonner-toaster]")) continue;
      const container = containerOf(element);
      if (container?.scrolls) {
        const named =
          container.parent.hasAttribute("aria-label") || container.parent.hasAttribute("aria-labelledby");
        if (!named) unnamedScrollers.add(container.parent);
        continue;
      }
      if (container) {
        // Clipped by its box: only the box's own edges count (judged when the box is walked).
        continue;
      }
      // Only the innermost offenders: an element whose child also reaches past says nothing new.
      const childPast = Array.from(element.children).some((child) => {
        const inner = child.getBoundingClientRect();
        return inner.right > width + 1 || inner.left < -1;
      });
      if (!childPast)
        past.push(
          `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 50)}"> ${Math.round(box.left)}-${Math.round(box.right)} px`,
        );
    }
    if (past.length > 0)
      problems.push(`${past.length} element(s) reach past the viewport: ${past.slice(0, 3).join("; ")}`);
    for (const scroller of unnamedScrollers)
      problems.push(`<${scroller.tagName.toLowerCase()}> scrolls sideways without a name`);

    // Icons: square as drawn (a flex row squeezed the coach's unread-mail icon to 10 × 16 px),
    // and a sprite's <use> pointing at a symbol the page has (decision 0073).
    const squashed = new Set<string>();
    for (const icon of document.querySelectorAll<SVGSVGElement>("svg.lucide")) {
      const box = icon.getBoundingClientRect();
      if (rendered(icon, box) && Math.abs(box.width - box.height) > 0.5)
        squashed.add(`${icon.getAttribute("class")} ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }
    for (const icon of squashed) problems.push(`an icon is squashed: ${icon}`);
    for (const use of document.querySelectorAll("svg use")) {
      const href = use.getAttribute("href") ?? "";
      if (!href.startsWith("#") || !document.getElementById(href.slice(1)))
        problems.push(`an icon draws nothing: <use href="${href}"> has no symbol on the page`);
    }

    // Number fields: four digits in their own font.
    const probe = document.createElement("span");
    probe.textContent = "0000";
    probe.style.cssText = "position:absolute;visibility:hidden;white-space:pre;left:0;top:0";
    document.body.append(probe);
    for (const input of document.querySelectorAll<HTMLInputElement>(
      "input[type=number], input[inputmode=numeric], input[inputmode=decimal]",
    )) {
      const box = input.getBoundingClientRect();
      if (!rendered(input, box)) continue;
      const style = getComputedStyle(input);
      probe.style.font = style.font;
      probe.style.fontVariantNumeric = style.fontVariantNumeric;
      probe.style.letterSpacing = style.letterSpacing;
      const content =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const digits = probe.getBoundingClientRect().width;
      if (content + 0.5 < digits)
        problems.push(
          `${nameOf(input)} shows ${Math.round(content)} px, less than 4 digits (${Math.round(digits)} px)`,
        );
    }
    probe.remove();

    // Targets.
    for (const control of document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]",
    )) {
      const box = control.getBoundingClientRect();
      if (!rendered(control, box)) continue;
      const style = getComputedStyle(control);
      const container = containerOf(control);
      if (container && !container.scrolls) {
        const clip = container.parent.getBoundingClientRect();
        if (box.left < clip.left - 1 || box.right > clip.right + 1)
          problems.push(`${nameOf(control)} is cut off by its box`);
      }
      const isField = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement;
      // A select's scrollWidth is its widest option in Debian's Chromium 150 (the open list,
      // which the phone shows full width), not what its box shows; Chromium 156 gave its box.
      // What a select's box must hold is its chosen option's words: checked apart, below.
      const isSelect = control instanceof HTMLSelectElement;
      if (isSelect && selectCutsOff(control))
        problems.push(`${nameOf(control)} cuts off its chosen option "${selectedText(control)}"`);
      if (
        !isField &&
        !isSelect &&
        style.display !== "inline" &&
        control.scrollWidth > control.clientWidth + 1
      )
        problems.push(
          `${nameOf(control)} is wider inside than its box (${control.scrollWidth} > ${control.clientWidth} px)`,
        );
      if (box.width >= 43.5 && box.height >= 43.5) continue;
      if (control.tagName === "A" && style.display === "inline" && inRunningText(control)) continue;
      if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
        const labelled = Array.from(control.labels ?? []).some((label) => {
          const target = label.getBoundingClientRect();
          return target.width >= 43.5 && target.height >= 43.5;
        });
        if (labelled) continue;
      }
      problems.push(`${nameOf(control)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
    }
    return problems;
  })();
}

/** Her reading size, set on <html> as the server writes it (decision 0037: the attribute alone scales the page). */
export async function showAt(page: Page, size: Size) {
  await page.evaluate((value) => {
    document.documentElement.dataset.textSize = value;
  }, size);
}

/**
 * Loads the page once and checks it at every text size and viewport, the viewport changed in
 * place. Axe runs once, at `axeAt` and Standard. Returns the problems, each named by size.
 */
export async function walkPage(page: Page, cdp: CDPSession, path: string, axeAt: "phone" | "laptop") {
  await visit(page, path);
  await settleAnimations(page);
  const problems: string[] = [];
  for (const size of SIZES) {
    await showAt(page, size);
    for (const viewport of WALK_VIEWPORTS) {
      await emulate(cdp, viewport);
      for (const problem of await page.evaluate(problemsInPage, viewport.width))
        problems.push(`${viewport.name}, ${size}: ${problem}`);
    }
  }
  await showAt(page, "standard");
  await emulate(cdp, axeAt === "phone" ? WALK_VIEWPORTS[2] : WALK_VIEWPORTS[4]);
  await expectNoAxeViolations(page);
  expect.soft(problems, `${path} at every text size and width`).toEqual([]);
}

/**
 * The header on a tablet and a laptop, once per person (visitor, member, coach): at 768 and 1024
 * px the page holds at every text size (the full navigation, or the phone menu that takes over
 * at the larger sizes, decision 0037), and at 1280 px the logo's name sits on one line.
 */
export async function expectHeaderHolds(page: Page, cdp: CDPSession) {
  const problems: string[] = [];
  for (const size of SIZES) {
    await showAt(page, size);
    for (const width of [768, 1024]) {
      await emulate(cdp, { ...WALK_VIEWPORTS[4], width });
      for (const problem of await page.evaluate(problemsInPage, width))
        problems.push(`${width} px, ${size}: ${problem}`);
    }
    await emulate(cdp, WALK_VIEWPORTS[4]);
    const lines = await page.evaluate(() => {
      const name = document.querySelector("body > header a[href='/'] span");
      if (!name) return -1;
      const height = name.getBoundingClientRect().height;
      const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
      return Math.round(height / lineHeight);
    });
    if (lines !== 1) problems.push(`1280 px, ${size}: the logo's name is on ${lines} lines`);
  }
  await showAt(page, "standard");
  expect.soft(problems, `${page.url()}: the header at 768, 1024 and 1280 px`).toEqual([]);
}
