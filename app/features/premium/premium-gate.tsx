import { CrownIcon, LockIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";

export const GATE_TEXT = {
  preview: "Preview Premium Content",
  unlock: "Unlock Premium Content",
  dialogTitle: "Upgrade to Premium",
  become: "Become a Premium Member",
  later: "Maybe Later",
} as const;

/**
 * SPEC §2/§4 Premium gate, over a teaser only (DESIGN §2): the server never sends the premium
 * body to someone without access, so what is blurred here is the title, the description and
 * placeholder lines. The popover shows on hover, on keyboard focus and on tap; its button opens
 * the upgrade dialog, which returns focus to it on close.
 */
export function PremiumGate({ title, description }: { title: string; description: string }) {
  const popoverId = useId();
  // Tapped open (touch has no hover), or kept open while and after the dialog is up, so the
  // button focus returns to is visible.
  const [pinned, setPinned] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Read by the focus and key handlers, which can run before React re-renders.
  const dialogOpenNow = useRef(false);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes a tapped-open popover; the controls inside are real buttons.
    <div
      className="group relative overflow-hidden rounded-lg border border-border bg-muted/40"
      data-pinned={pinned}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !dialogOpenNow.current) setPinned(false);
      }}
      onBlur={(event) => {
        if (!dialogOpenNow.current && !event.currentTarget.contains(event.relatedTarget)) setPinned(false);
      }}
    >
      <button
        type="button"
        aria-expanded={pinned}
        aria-controls={popoverId}
        onClick={() => setPinned((value) => !value)}
        className="block w-full cursor-pointer p-5 text-left focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring"
      >
        <span className="sr-only">Premium content: {title}. Show the preview options.</span>
        {/* The teaser, blurred: nothing here is secret. */}
        <span aria-hidden="true" className="pointer-events-none block blur-[3px] select-none">
          <span className="block font-serif text-xl">{title}</span>
          <span className="mt-2 block text-lg">{description}</span>
          {[92, 78, 85, 64].map((width) => (
            <span
              key={width}
              className="mt-3 block h-3 rounded bg-foreground/25"
              style={{ width: `${width}%` }}
            />
          ))}
        </span>
      </button>
      <div
        id={popoverId}
        className="invisible absolute inset-x-3 top-1/2 flex -translate-y-1/2 flex-col items-center gap-3 rounded-xl border border-border bg-background p-4 text-center shadow-lg group-focus-within:visible group-hover:visible group-data-[pinned=true]:visible"
      >
        <p className="inline-flex items-center gap-2 font-semibold">
          <LockIcon aria-hidden="true" className="size-5 text-primary" />
          {GATE_TEXT.preview}
        </p>
        <Dialog
          open={dialogOpen}
          onOpenChange={(open) => {
            dialogOpenNow.current = open;
            setDialogOpen(open);
            if (open) setPinned(true);
          }}
        >
          <DialogTrigger asChild>
            <Button className="max-w-full">
              <CrownIcon aria-hidden="true" />
              {GATE_TEXT.unlock}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>{GATE_TEXT.dialogTitle}</DialogTitle>
            <DialogDescription>
              "{title}" is part of premium membership, with every premium meal plan, recipe, grocery list and
              program. Membership comes with Continuum or Signature Program coaching.
            </DialogDescription>
            <div className="mt-2 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/work-with-me">{GATE_TEXT.become}</Link>
              </Button>
              <DialogClose asChild>
                <Button variant="outline" size="lg">
                  {GATE_TEXT.later}
                </Button>
              </DialogClose>
            </div>
          </DialogContent>
        </Dialog>
      </div>
    </div>
  );
}
