import * as lucide from "lucide-react";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Icon, IconProps } from "./icon";

// Decision 0099: each icon of ours must be lucide-react's markup, character for character, with
// the props the app passes (a class, aria-hidden) and with the ones it might (a size, a colour, a
// label that makes it named rather than hidden).
const PROPS: IconProps[] = [
  {},
  { "aria-hidden": "true", className: "size-5 shrink-0 text-primary" },
  { className: "lucide size-4  size-4" },
  { size: 32, strokeWidth: 1.5, color: "red" },
  { "aria-label": "Done", role: "img" },
];

const modules = import.meta.glob<Record<string, Icon>>("./icons/*.ts", { eager: true });
const ours = Object.values(modules).flatMap((module) => Object.entries(module));

describe("the app's icons", () => {
  it("are all of the icons", () => {
    expect(ours.length).toBeGreaterThan(60);
  });

  it.each(ours)("%s draws as lucide-react's", (name, Ours) => {
    const Theirs = (lucide as unknown as Record<string, ComponentType<IconProps>>)[name];
    expect(Theirs).toBeDefined();
    if (!Theirs) return;
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(Ours, props))).toBe(
        renderToStaticMarkup(createElement(Theirs, props)),
      );
    }
  });
});
