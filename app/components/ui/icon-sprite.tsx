import { cn } from "~/lib/cn";
import type { Icon } from "./icon";

// An icon repeated on every row of a long list (the coach's clients, her inbox) was drawn in
// full each time: 232 inline SVGs made 108 KB of the 266 KB client list, and building each one
// was lucide's work on every render. A sprite draws each icon once per page, as a <symbol>,
// and every row shows it with a <use> of a few dozen bytes.

/** Each icon once, hidden, for `SpriteIcon` to show. Render it once per page. */
export function IconSprite({ prefix, icons }: { prefix: string; icons: Readonly<Record<string, Icon>> }) {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {Object.entries(icons).map(([name, Drawn]) => (
        <symbol key={name} id={`${prefix}-${name}`} viewBox="0 0 24 24">
          <Drawn />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One icon of a sprite on this page, decorative (its words are beside it). Sized by its class,
 * like a lucide icon, and drawn in the text's colour.
 */
export function SpriteIcon({ href, className }: { href: string; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" className={cn("lucide", className)}>
      <use href={`#${href}`} />
    </svg>
  );
}
