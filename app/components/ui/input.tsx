import type * as React from "react";
import { cn } from "~/lib/cn";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      className={cn(
        // 48 px tall and 18 px text: easy to hit and read on a phone (DESIGN §5).
        "block min-h-12 w-full rounded-md border-2 border-input bg-background px-4 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:border-destructive disabled:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
