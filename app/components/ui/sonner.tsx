import { useEffect, useState } from "react";
import type { ExternalToast } from "sonner";

/**
 * product.md §6.1: at most 3 toasts at once, 4000 ms each (sonner's defaults, pinned here so a
 * library upgrade cannot change them). Sonner's region is an aria-live landmark, so
 * screen readers announce each toast. Bottom-centre, so a toast never covers the header and
 * its menu button on a phone, and sits near her thumb.
 */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

// Issue 21: sonner (about 15 KB gzipped) loads with the first toast, not with every page. A toast
// asked for before then waits until sonner's Toaster is mounted and listening (its effect runs
// before ours), so none is lost and its live region exists before the toast is added.

type Sonner = typeof import("sonner");

let sonnerModule: Promise<Sonner> | null = null;
const loadSonner = () => {
  sonnerModule ??= import("sonner");
  return sonnerModule;
};

/** Resolved once the Toaster is on the page; created by the first toast. */
let ready: Promise<Sonner> | null = null;
let markReady: ((sonner: Sonner) => void) | null = null;
/** Set by the mounted Toaster: starts loading sonner and mounting it. */
let mountToaster: (() => void) | null = null;

function whenReady(): Promise<Sonner> {
  if (!ready) {
    ready = new Promise((resolve) => {
      markReady = resolve;
    });
    mountToaster?.();
  }
  return ready;
}

type Kind = "message" | "success" | "info" | "error";

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void whenReady().then(({ toast: sonnerToast }) => {
    if (kind === "message") sonnerToast(message, options);
    else sonnerToast[kind](message, options);
  });
}

/** Sonner's `toast`, for the kinds we use; the first one loads sonner. */
export const toast = Object.assign(
  (message: string, options?: ExternalToast) => show("message", message, options),
  {
    success: (message: string, options?: ExternalToast) => show("success", message, options),
    info: (message: string, options?: ExternalToast) => show("info", message, options),
    error: (message: string, options?: ExternalToast) => show("error", message, options),
  },
);

export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    mountToaster = () => void loadSonner().then(setSonner);
    // A toast asked for before this Toaster was on the page (a flash message on load).
    if (ready) mountToaster();
    return () => {
      mountToaster = null;
    };
  }, []);
  useEffect(() => {
    if (sonner) markReady?.(sonner);
  }, [sonner]);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      position="bottom-center"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!text-base !font-sans !text-foreground !bg-card !border-border",
          description: "!text-muted-foreground",
          // A 44 px target, as every control (issue 36).
          closeButton: "!size-11",
        },
      }}
    />
  );
}
