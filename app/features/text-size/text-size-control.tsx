import { useEffect, useId, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { ALargeSmallIcon } from "~/components/ui/icons/a-large-small";
import { CheckIcon } from "~/components/ui/icons/check";
import { cn } from "~/lib/cn";
import { isTextSize, TEXT_SIZE_CHOICES, TEXT_SIZE_LABELS, TEXT_SIZE_PATH } from "./text-size";
import { useTextSize } from "./use-text-size";

/**
 * The three reading sizes (issue 20 §4, decision 0037) as a plain form: each choice is a submit
 * button, so it works on a page sent without React (the browser posts it and comes back here);
 * with React, a fetcher sends it and the root loader's new size lands on <html> without a
 * reload. The pressed button is the current size.
 */
export function TextSizeControl({ className }: { className?: string }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const saved = useTextSize();
  const sending = fetcher.formData?.get("size");
  const current = isTextSize(sending) ? sending : saved;
  const legendId = useId();
  return (
    <fetcher.Form method="post" action={TEXT_SIZE_PATH} className={className}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="px-1 text-sm font-semibold text-foreground">
          Text size
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {TEXT_SIZE_CHOICES.map((size) => {
            const pressed = size === current;
            return (
              <button
                key={size}
                type="submit"
                name="size"
                value={size}
                aria-pressed={pressed}
                className={cn(
                  "inline-flex min-h-11 min-w-11 grow items-center justify-center gap-1 rounded-md border-2 px-3 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  pressed
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-input bg-background text-foreground hover:bg-muted",
                )}
              >
                {pressed && <CheckIcon aria-hidden="true" className="size-4 shrink-0" />}
                {TEXT_SIZE_LABELS[size]}
              </button>
            );
          })}
        </div>
      </fieldset>
    </fetcher.Form>
  );
}

/**
 * On a wide screen, the header's "Aa" disclosure: a native <details>, so it opens without
 * JavaScript too. It closes on Escape and on a click elsewhere (the page behaviour script), and,
 * with React, on navigation.
 */
export function TextSizeDisclosure({ className }: { className?: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on every navigation, which the key names.
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [location.key]);

  return (
    // data-light-dismiss: the page behaviour script closes it on Escape and on a click elsewhere,
    // with or without React (decision 0026).
    <details ref={details} data-light-dismiss className={cn("relative", className)}>
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap text-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring lg:text-base [&::-webkit-details-marker]:hidden">
        <ALargeSmallIcon aria-hidden="true" className="size-6 shrink-0" />
        <span className="sr-only">Text size</span>
      </summary>
      <div className="absolute top-full right-0 z-50 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-lg border border-border bg-background p-3 shadow-lg">
        <TextSizeControl />
      </div>
    </details>
  );
}
