import * as React from "react";
import { cn } from "~/lib/cn";
import { useStaticPage } from "~/lib/static-page-context";

/*
 * The WAI-ARIA tabs pattern: arrow keys (and Home, End) move between tabs and select the one
 * they reach, Tab moves into the open panel. Our own, not Radix's (decision 0047): Radix's tab
 * panels set state from a ref during React's hydration commit, which forces a second,
 * synchronous render of the whole page in the same long task (92 ms at Lighthouse's 4× slower
 * CPU on /programs). Nothing here sets state until she presses or taps something.
 */

type TabsState = { baseId: string; value: string; select: (value: string) => void };
const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

/** Ids from the value: the same on the server and in the browser, as hydration needs. */
const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "onChange"> & {
  /** The open tab when the parent keeps it (with `onValueChange`). */
  value?: string;
  /** The open tab at first, when the tabs keep it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const baseId = React.useId();
  const [own, setOwn] = React.useState(defaultValue ?? "");
  const current = value ?? own;
  const select = React.useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  const state = React.useMemo(() => ({ baseId, value: current, select }), [baseId, current, select]);
  return (
    <TabsContext.Provider value={state}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

/** The tab a key moves to, among the list's tabs; wraps around at either end. */
function tabForKey(key: string, tabs: HTMLElement[], from: number): HTMLElement | undefined {
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return tabs[(from + 1) % tabs.length];
    case "ArrowLeft":
    case "ArrowUp":
      return tabs[(from - 1 + tabs.length) % tabs.length];
    case "Home":
      return tabs[0];
    case "End":
      return tabs.at(-1);
    default:
      return undefined;
  }
}

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      // On a phone the tabs stack, so up and down move between them as well as left and right.
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const tabs = Array.from(
          event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'),
        );
        const from = tabs.indexOf(event.target as HTMLElement);
        if (from < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
        const next = tabForKey(event.key, tabs, from);
        if (!next) return;
        event.preventDefault();
        // Focusing a tab selects it (below), as the pattern's automatic activation asks.
        next.focus();
      }}
      className={cn("flex flex-wrap gap-2 rounded-xl bg-muted p-1.5 print:hidden", className)}
      {...props}
    />
  );
}

type TriggerProps = Omit<React.ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      // One stop for Tab in the list: the open tab; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!selected) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!selected) tabs.select(value);
      }}
      className={cn(
        // 48 px tall and 18 px text: easy to hit between sets, on a phone.
        "inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-lg px-4 text-center text-base font-semibold text-foreground hover:bg-background/70 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

type ContentProps = Omit<React.ComponentProps<"div">, "value"> & { value: string };

export function TabsContent({ value, className, children, ...props }: ContentProps) {
  const tabs = useTabs("TabsContent");
  const selected = tabs.value === value;
  // A page sent without React carries every panel, hidden: its script shows one (decision 0068).
  const staticPage = useStaticPage();
  const rendered = selected || staticPage;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? "active" : "inactive"}
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the Tab order, so a keyboard reaches its start from the tabs.
      tabIndex={0}
      className={cn(
        "mt-6 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-ring",
        className,
      )}
      {...props}
    >
      {rendered ? children : null}
    </div>
  );
}
