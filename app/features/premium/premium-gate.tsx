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
import { CrownIcon } from "~/components/ui/icons/crown";
import { DownloadIcon } from "~/components/ui/icons/download";
import { LockIcon } from "~/components/ui/icons/lock";
import { NativeDialog } from "~/components/ui/native-dialog";
import { useStaticPage } from "~/lib/static-page-context";

export const GATE_TEXT = {
  preview: "Preview Premium Content",
  unlock: "Unlock Premium Content",
  dialogTitle: "Upgrade to Premium",
  become: "Become a Premium Member",
  later: "Maybe Later",
} as const;

/** A download the entitled see; behind the gate the same button opens the upgrade dialog. */
export type GatedDownload = { label: string; accessibleName: string };

/**
 * product.md §1.9/§3.2 Premium gate, over a teaser only (DESIGN §2): the server never sends the premium
 * body to someone without access, so what is blurred here is the title, the description and
 * placeholder lines. The popover shows on hover, on keyboard focus and on tap; its button opens
 * the upgrade dialog, which returns focus to it on close. The item's download buttons stay
 * under the teaser; they link to no file and open the same dialog.
 */
export function PremiumGate(props: GateProps) {
  return useStaticPage() ? <StaticPremiumGate {...props} /> : <HydratedPremiumGate {...props} />;
}

type GateProps = { title: string; description: string; downloads?: readonly GatedDownload[] };

const GATE_BOX = "group relative overflow-hidden rounded-lg border border-border bg-muted/40";
const GATE_TOGGLE =
  "block w-full cursor-pointer p-5 text-left focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring";
const GATE_POPOVER =
  "invisible absolute inset-x-3 top-1/2 flex -translate-y-1/2 flex-col items-center gap-3 rounded-xl border border-border bg-background p-4 text-center shadow-lg group-focus-within:visible group-hover:visible group-data-[pinned=true]:visible";

/** The teaser, blurred: nothing here is secret. */
function Teaser({ title, description }: { title: string; description: string }) {
  return (
    <>
      <span className="sr-only">Premium content: {title}. Show the preview options.</span>
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
    </>
  );
}

function DialogWords({ title }: { title: string }) {
  return (
    <>
      "{title}" is part of premium membership, with every premium meal plan, recipe, grocery list and program.
      Membership comes with Continuum or Signature Program coaching.
    </>
  );
}

/**
 * Decision 0068: the same gate on a page sent without React. The popover shows on hover and
 * focus by CSS alone; the public widgets script pins it on tap, and the upgrade dialog is a
 * native `<dialog>` the page behaviour script opens, which gives focus back to its opener.
 */
function StaticPremiumGate({ title, description, downloads = [] }: GateProps) {
  const id = useId();
  const popoverId = `${id}-popover`;
  const dialogId = `${id}-dialog`;
  return (
    <>
      <div className="flex flex-col gap-4">
        <div className={GATE_BOX} data-gate data-pinned="false">
          <button
            type="button"
            aria-expanded={false}
            aria-controls={popoverId}
            data-gate-toggle
            className={GATE_TOGGLE}
          >
            <Teaser title={title} description={description} />
          </button>
          <div id={popoverId} className={GATE_POPOVER}>
            <p className="inline-flex items-center gap-2 font-semibold">
              <LockIcon aria-hidden="true" className="size-5 text-primary" />
              {GATE_TEXT.preview}
            </p>
            <Button className="max-w-full" aria-haspopup="dialog" data-opens-dialog={dialogId}>
              <CrownIcon aria-hidden="true" />
              {GATE_TEXT.unlock}
            </Button>
          </div>
        </div>
        {downloads.length > 0 && (
          <div className="flex flex-wrap gap-3">
            {downloads.map((download) => (
              <Button
                key={download.label}
                type="button"
                variant="outline"
                aria-haspopup="dialog"
                aria-label={download.accessibleName}
                data-opens-dialog={dialogId}
              >
                <DownloadIcon aria-hidden="true" />
                {download.label}
              </Button>
            ))}
          </div>
        )}
      </div>
      <NativeDialog id={dialogId} title={GATE_TEXT.dialogTitle} description={<DialogWords title={title} />}>
        <div className="mt-2 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <a href="/work-with-me">{GATE_TEXT.become}</a>
          </Button>
          <Button type="button" variant="outline" size="lg" data-closes-dialog>
            {GATE_TEXT.later}
          </Button>
        </div>
      </NativeDialog>
    </>
  );
}

function HydratedPremiumGate({ title, description, downloads = [] }: GateProps) {
  const popoverId = useId();
  // Tapped open (touch has no hover), or kept open while and after the dialog is up, so the
  // button focus returns to is visible.
  const [pinned, setPinned] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Read by the focus and key handlers, which can run before React re-renders.
  const dialogOpenNow = useRef(false);
  // A download button that opened the dialog gets focus back; the popover's trigger otherwise.
  const opener = useRef<HTMLButtonElement | null>(null);

  const openFrom = (button: HTMLButtonElement) => {
    opener.current = button;
    dialogOpenNow.current = true;
    setDialogOpen(true);
  };

  return (
    <Dialog
      open={dialogOpen}
      onOpenChange={(open) => {
        dialogOpenNow.current = open;
        setDialogOpen(open);
        if (open) {
          opener.current = null;
          setPinned(true);
        }
      }}
    >
      <div className="flex flex-col gap-4">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes a tapped-open popover; the controls inside are real buttons. */}
        <div
          className={GATE_BOX}
          data-pinned={pinned}
          onKeyDown={(event) => {
            if (event.key === "Escape" && !dialogOpenNow.current) setPinned(false);
          }}
          onBlur={(event) => {
            if (!dialogOpenNow.current && !event.currentTarget.contains(event.relatedTarget))
              setPinned(false);
          }}
        >
          <button
            type="button"
            aria-expanded={pinned}
            aria-controls={popoverId}
            onClick={() => setPinned((value) => !value)}
            className={GATE_TOGGLE}
          >
            <Teaser title={title} description={description} />
          </button>
          <div id={popoverId} className={GATE_POPOVER}>
            <p className="inline-flex items-center gap-2 font-semibold">
              <LockIcon aria-hidden="true" className="size-5 text-primary" />
              {GATE_TEXT.preview}
            </p>
            <DialogTrigger asChild>
              <Button className="max-w-full">
                <CrownIcon aria-hidden="true" />
                {GATE_TEXT.unlock}
              </Button>
            </DialogTrigger>
          </div>
        </div>
        {downloads.length > 0 && (
          <div className="flex flex-wrap gap-3">
            {downloads.map((download) => (
              // A button, not a link: the file is not hers to fetch (it answers 403).
              <Button
                key={download.label}
                type="button"
                variant="outline"
                aria-haspopup="dialog"
                aria-label={download.accessibleName}
                onClick={(event) => openFrom(event.currentTarget)}
              >
                <DownloadIcon aria-hidden="true" />
                {download.label}
              </Button>
            ))}
          </div>
        )}
      </div>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const button = opener.current;
          if (!button) return;
          event.preventDefault();
          opener.current = null;
          button.focus();
        }}
      >
        <DialogTitle>{GATE_TEXT.dialogTitle}</DialogTitle>
        <DialogDescription>
          <DialogWords title={title} />
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
  );
}
