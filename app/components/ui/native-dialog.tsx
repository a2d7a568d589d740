import type * as React from "react";
import { XIcon } from "~/components/ui/icons/x";

/**
 * Decision 0068: the dialog of a page sent without React, a native modal `<dialog>` that looks
 * like `DialogContent`. A `data-opens-dialog={id}` control opens it; the page behaviour script
 * (decision 0026) closes it on Escape, the backdrop or a `data-closes-dialog` control, keeps
 * Tab inside, and the browser gives focus back to the control that opened it.
 */
export function NativeDialog({
  id,
  title,
  description,
  children,
  closeLabel = "Close",
}: {
  id: string;
  title: React.ReactNode;
  description: React.ReactNode;
  children: React.ReactNode;
  closeLabel?: string;
}) {
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="m-auto max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] max-w-none overflow-visible border-0 bg-transparent p-0 text-foreground backdrop:bg-foreground/50"
    >
      {/* The content fills the dialog, so a click on the dialog element itself is the backdrop. */}
      <div className="relative flex max-h-[90vh] flex-col gap-4 overflow-y-auto rounded-xl bg-background p-6 shadow-xl md:p-8">
        <h2 id={`${id}-title`} className="pr-10 font-serif text-2xl">
          {title}
        </h2>
        <p id={`${id}-description`} className="text-lg">
          {description}
        </p>
        {children}
        <button
          type="button"
          data-closes-dialog
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
        >
          <XIcon aria-hidden="true" className="size-6" />
        </button>
      </div>
    </dialog>
  );
}
