import * as React from "react";
import { ChevronDownIcon } from "~/components/ui/icons/chevron-down";
import { cn } from "~/lib/cn";
import { useStaticPage } from "~/lib/static-page-context";

/*
 * The WAI-ARIA accordion pattern: each header is a button whose aria-expanded tells a screen
 * reader whether its panel is open; Enter and Space toggle it, and any number may be open.
 * Our own, not Radix's (decision 0047): Radix's panels set state from a ref during React's
 * hydration commit, which forces a second, synchronous render of the page in the same long task.
 */

type AccordionState = { open: ReadonlySet<string>; toggle: (value: string) => void };
const AccordionContext = React.createContext<AccordionState | null>(null);
const ItemContext = React.createContext<{ value: string; triggerId: string; panelId: string } | null>(null);

function useParts(part: string) {
  const accordion = React.useContext(AccordionContext);
  const item = React.useContext(ItemContext);
  if (!accordion || !item) throw new Error(`<${part}> must be inside <AccordionItem> inside <Accordion>`);
  return { ...item, isOpen: accordion.open.has(item.value), toggle: () => accordion.toggle(item.value) };
}

type AccordionProps = Omit<React.ComponentProps<"div">, "defaultValue"> & {
  /** The items open at first. */
  defaultValue?: string[];
};

export function Accordion({ defaultValue = [], ...props }: AccordionProps) {
  const [open, setOpen] = React.useState<ReadonlySet<string>>(() => new Set(defaultValue));
  const toggle = React.useCallback((value: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(value)) next.add(value);
      return next;
    });
  }, []);
  const state = React.useMemo(() => ({ open, toggle }), [open, toggle]);
  return (
    <AccordionContext.Provider value={state}>
      <div {...props} />
    </AccordionContext.Provider>
  );
}

type ItemProps = React.ComponentProps<"div"> & { value: string };

export function AccordionItem({ value, className, ...props }: ItemProps) {
  const baseId = React.useId();
  const item = React.useMemo(
    () => ({ value, triggerId: `${baseId}-trigger`, panelId: `${baseId}-panel` }),
    [value, baseId],
  );
  const accordion = React.useContext(AccordionContext);
  return (
    <ItemContext.Provider value={item}>
      <div
        data-accordion-item
        data-state={accordion?.open.has(value) ? "open" : "closed"}
        className={cn("rounded-lg border border-border bg-background", className)}
        {...props}
      />
    </ItemContext.Provider>
  );
}

export function AccordionTrigger({
  className,
  children,
  level = 4,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { level?: 3 | 4 | 5 }) {
  const { triggerId, panelId, isOpen, toggle } = useParts("AccordionTrigger");
  const Heading = `h${level}` as const;
  return (
    <Heading className="m-0 font-sans text-lg">
      <button
        type="button"
        id={triggerId}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-accordion-trigger
        data-state={isOpen ? "open" : "closed"}
        onClick={(event) => {
          onClick?.(event);
          toggle();
        }}
        className={cn(
          "flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&[data-state=open]>svg]:rotate-180",
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 transition-transform" />
      </button>
    </Heading>
  );
}

export function AccordionContent({ className, children, ...props }: React.ComponentProps<"section">) {
  const { triggerId, panelId, isOpen } = useParts("AccordionContent");
  // A page sent without React carries every panel, closed ones hidden (decision 0068).
  const staticPage = useStaticPage();
  const rendered = isOpen || staticPage;
  return (
    // A section named by its header is a region, as the pattern asks.
    <section
      id={panelId}
      aria-labelledby={triggerId}
      data-state={isOpen ? "open" : "closed"}
      hidden={!isOpen}
      className={cn("px-4 pb-4", className)}
      {...props}
    >
      {rendered ? children : null}
    </section>
  );
}
