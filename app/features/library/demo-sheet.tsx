import { useEffect, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { DemoContent, type DemoPage, demoHref } from "./demo-view";

// The demo sheet (issue 38 §3, decision 0060): an exercise's name, on a program page or in the
// log, opens its demo in a dialog (focus kept inside, Escape closes, focus returns to the name).
// Without JavaScript the name is a link to the exercise's own page, which the sheet mirrors.

type Loaded = { state: "loading" } | { state: "ready"; page: DemoPage } | { state: "failed" };

async function loadSheet(id: string): Promise<DemoPage | null> {
  try {
    // A visitor is sent to sign in: a redirect is not followed, the sheet offers the page.
    const response = await fetch(`${demoHref(id)}/sheet`, { redirect: "manual", credentials: "same-origin" });
    return response.ok ? ((await response.json()) as DemoPage) : null;
  } catch {
    return null;
  }
}

export function DemoSheetLink({
  exerciseId,
  name,
  className,
}: {
  exerciseId: string;
  name: string;
  className?: string;
}) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  // The entry shown: the name's own, or a variation she opened from the sheet.
  const [shown, setShown] = useState(exerciseId);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded({ state: "loading" });
    loadSheet(shown).then((page) => {
      if (live) setLoaded(page ? { state: "ready", page } : { state: "failed" });
    });
    return () => {
      live = false;
    };
  }, [open, shown]);

  const look = cn(
    "inline-flex min-h-11 items-center text-left underline decoration-2 underline-offset-4 hover:decoration-primary",
    className,
  );
  if (!hydrated) {
    return (
      <a href={demoHref(exerciseId)} className={look}>
        {name}
      </a>
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setShown(exerciseId);
      }}
    >
      <DialogTrigger className={look} aria-haspopup="dialog">
        {name}
      </DialogTrigger>
      <DialogContent className="w-[min(40rem,calc(100vw-1rem))] p-4 md:p-8">
        <DialogTitle>{loaded.state === "ready" ? loaded.page.name : name}</DialogTitle>
        <DialogDescription className="sr-only">The demo, the cues and the safety notes.</DialogDescription>
        {loaded.state === "loading" && <p className="text-lg">Loading the demo…</p>}
        {loaded.state === "failed" && (
          <p className="text-lg">
            The demo could not be loaded here.{" "}
            <a href={demoHref(shown)} className="underline">
              Open it as a page
            </a>
            .
          </p>
        )}
        {loaded.state === "ready" && <DemoContent page={loaded.page} onVariation={setShown} />}
        {loaded.state === "ready" && (
          <a href={demoHref(shown)} className="inline-flex min-h-11 items-center text-lg underline">
            Open as a page
          </a>
        )}
      </DialogContent>
    </Dialog>
  );
}
