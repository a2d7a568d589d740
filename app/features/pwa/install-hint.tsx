import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { ShareIcon } from "~/components/ui/icons/share";
import { SmartphoneIcon } from "~/components/ui/icons/smartphone";

// "Add to Home Screen" (issue 20 §1). Chrome and Edge offer their own install prompt, which this
// card's button opens; iPhone Safari offers none, so the card says where Safari keeps it.

const DISMISSED = "wb50-install-hint-dismissed";

type InstallPrompt = Event & { prompt: () => Promise<void> };
type Offer = { kind: "ios" } | { kind: "prompt"; event: InstallPrompt };

/** iPhone or iPad Safari (not Chrome or Firefox on iOS, which cannot add to the home screen). */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPod|iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

function installed(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

function dismissed(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED) === "1";
  } catch {
    return false;
  }
}

/** Decided in the browser after hydration: the server cannot know her phone or what she dismissed. */
export function InstallHint() {
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    if (installed() || dismissed()) return;
    if (isIosSafari(navigator.userAgent, navigator.maxTouchPoints)) {
      setOffer({ kind: "ios" });
      return;
    }
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setOffer({ kind: "prompt", event: event as InstallPrompt });
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);
  if (!offer) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(DISMISSED, "1");
    } catch {
      // Storage refused: the card goes for this visit.
    }
    setOffer(null);
  };
  return (
    <section
      aria-labelledby="install-hint-title"
      className="flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-5 text-lg"
    >
      <h2 id="install-hint-title" className="flex items-center gap-2 text-2xl">
        <SmartphoneIcon aria-hidden="true" className="size-6 shrink-0 text-primary" />
        Keep the app on your Home Screen
      </h2>
      <p>Open your plan with one tap, and keep your program for the gym, even with no signal.</p>
      {offer.kind === "ios" ? (
        <ol className="flex list-decimal flex-col gap-1 pl-6">
          <li>
            Tap the Share button{" "}
            <ShareIcon
              aria-label="(a square with an arrow pointing up)"
              className="inline size-5 align-text-bottom"
            />{" "}
            at the bottom of Safari.
          </li>
          <li>Scroll down and tap “Add to Home Screen”.</li>
          <li>Tap “Add”.</li>
        </ol>
      ) : (
        <Button
          size="lg"
          className="self-start"
          onClick={() => {
            void offer.event.prompt().finally(() => setOffer(null));
          }}
        >
          Install the app
        </Button>
      )}
      <Button variant="outline" size="lg" className="self-start" onClick={dismiss}>
        Not now
      </Button>
    </section>
  );
}
