import type { LucideIconData, LucideIconNode } from "lucide-react";
import type { ReactElement, SVGProps } from "react";
import { escapeHtml } from "~/lib/html";

// Decision 0099: a lucide icon, drawn as lucide-react draws it, for less work per render.
// lucide-react builds every icon's attributes again on each render (merging its defaults, its
// classes and the props) and makes an element for each path, which React then renders one by
// one: some 30 icons made 0.2 ms of a member page's server render. Here the paths are made
// into one string when the icon is defined, and the <svg> carries it as its inner HTML, which
// React neither walks on the server nor compares when it hydrates. The markup is lucide's own,
// character for character (icons.test.ts compares every icon we use).

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML" | "ref"> & {
  size?: number | string;
};
export type Icon = ((props: IconProps) => ReactElement) & { displayName?: string };

/** The paths of an icon as markup: its data is lucide's, never a person's words. */
function markupOf(nodes: readonly LucideIconNode[]): string {
  return nodes
    .map(([tag, attributes, children]) => {
      let text = `<${tag}`;
      for (const [name, value] of Object.entries(attributes)) {
        if (name === "key" || value === undefined || value === null) continue;
        text += ` ${name}="${escapeHtml(String(value))}"`;
      }
      return `${text}>${children ? markupOf(children) : ""}</${tag}>`;
    })
    .join("");
}

/** lucide's class rule: each token once, in order. */
function classes(...lists: (string | undefined)[]): string {
  const tokens = new Set<string>();
  for (const list of lists) for (const token of list?.split(/\s+/) ?? []) if (token) tokens.add(token);
  return [...tokens].join(" ");
}

/** lucide's rule: an icon that names itself to assistive technology is not hidden from it. */
const namesItself = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );

/**
 * An icon component from the module lucide-react publishes for one icon
 * (`import * as check from "lucide-react/icons/check"`), whose data it exports as `__iconData`.
 */
export function iconFrom(module: unknown): Icon {
  const data = (module as { __iconData: LucideIconData }).__iconData;
  const html = { __html: markupOf(data.node) };
  const own = classes(
    "lucide",
    data.name && `lucide-${data.name}`,
    ...(data.aliases ?? []).map((alias) => `lucide-${alias}`),
  );
  const view = `0 0 ${data.size ?? data.width ?? 24} ${data.size ?? data.height ?? 24}`;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon when its module in icons/ loads, as lucide's own createLucideIcon does; never inside a render.
  function LucideIcon({ size, width, height, strokeWidth, color, className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={width ?? size ?? 24}
        height={height ?? size ?? 24}
        viewBox={view}
        fill="none"
        stroke={color || "currentColor"}
        strokeWidth={strokeWidth ?? 2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classes(own, className)}
        aria-hidden={namesItself(rest) ? undefined : "true"}
        {...rest}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's path data, made once per icon (decision 0099).
        dangerouslySetInnerHTML={html}
      />
    );
  }
  LucideIcon.displayName = `${data.name}-icon`;
  return LucideIcon;
}
