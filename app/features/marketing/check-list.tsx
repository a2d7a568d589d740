import { CheckIcon } from "~/components/ui/icons/check";
import { cn } from "~/lib/cn";

/** What an offer includes, one tick per line. */
export function CheckList({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-col gap-2 text-lg", className)}>
      {lines.map((line) => (
        <li key={line} className="flex gap-2">
          <CheckIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          {line}
        </li>
      ))}
    </ul>
  );
}
