import { ChevronDownIcon } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/utils/cn";

// The WAI-ARIA accordion pattern from Radix: each header is a button whose aria-expanded tells
// a screen reader whether its panel is open; Enter and Space toggle it.
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn("rounded-lg border border-border bg-background", className)}
      {...props}
    />
  );
}

export function AccordionTrigger({
  className,
  children,
  level = 4,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & { level?: 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="m-0 font-sans text-lg">
        <AccordionPrimitive.Trigger
          className={cn(
            "flex min-h-12 w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring [&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDownIcon aria-hidden="true" className="size-5 shrink-0 transition-transform" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return <AccordionPrimitive.Content className={cn("px-4 pb-4", className)} {...props} />;
}
