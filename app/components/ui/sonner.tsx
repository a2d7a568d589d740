import { Toaster as Sonner } from "sonner";

/**
 * product.md §6.1: at most 3 toasts at once, 4000 ms each (sonner's defaults, pinned here so a
 * library upgrade cannot change them). Sonner's region is an aria-live landmark, so
 * screen readers announce each toast. Bottom-centre, so a toast never covers the header and
 * its menu button on a phone, and sits near her thumb.
 */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export function Toaster() {
  return (
    <Sonner
      position="bottom-center"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!text-base !font-sans !text-foreground !bg-card !border-border",
          description: "!text-muted-foreground",
          closeButton: "!size-6",
        },
      }}
    />
  );
}
