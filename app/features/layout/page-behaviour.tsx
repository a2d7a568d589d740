export const SITE_HEADER_ID = "site-header";

/**
 * What every page does before React and without it (decision 0026): the header's blur once
 * the page has scrolled more than 10 px (product.md §6.1), and native `<dialog>`s opened by a
 * `data-opens-dialog="id"` control and closed by `data-closes-dialog`, Escape or the backdrop,
 * and `<details data-light-dismiss>` disclosures closed by Escape or a click elsewhere.
 * It is sent inline as this function's source, so it must not use anything from outside it.
 * `staticPage` marks a page sent without React as ready once this has run.
 */
export function attachPageBehaviour(staticPage: boolean, headerId: string): void {
  const BLUR_AFTER_PX = 10;
  const header = document.getElementById(headerId);
  const updateHeader = () => {
    if (header) header.dataset.scrolled = String(window.scrollY > BLUR_AFTER_PX);
  };
  updateHeader();
  window.addEventListener("scroll", updateHeader, { passive: true });

  const openDialogs = () => Array.from(document.querySelectorAll<HTMLDialogElement>("dialog[open]"));
  const closeAll = () => {
    for (const dialog of openDialogs()) dialog.close();
  };

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const opener = target.closest<HTMLElement>("[data-opens-dialog]");
    if (opener) {
      const dialog = document.getElementById(opener.dataset.opensDialog ?? "");
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      return;
    }
    const closer = target.closest("[data-closes-dialog]");
    if (closer) {
      closer.closest("dialog")?.close();
      return;
    }
    // A click on the backdrop lands on the dialog element itself; its content fills the box.
    if (target instanceof HTMLDialogElement && target.open) target.close();
  });

  // Tab goes round the open dialog instead of out to the browser's own controls.
  document.addEventListener("keydown", (event) => {
    const dialog = openDialogs()[0];
    if (event.key !== "Tab" || !dialog) return;
    const stops = Array.from(
      dialog.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled]), select"),
    );
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  });

  // A <details data-light-dismiss> (the header's text size, decision 0037) closes on Escape and on
  // a click elsewhere, like a menu; focus inside it goes back to its summary.
  const openDisclosures = () =>
    Array.from(document.querySelectorAll<HTMLDetailsElement>("details[data-light-dismiss][open]"));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const details of openDisclosures()) {
      details.open = false;
      if (details.contains(document.activeElement)) details.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("pointerdown", (event) => {
    for (const details of openDisclosures()) {
      if (!(event.target instanceof Node) || !details.contains(event.target)) details.open = false;
    }
  });

  // A page kept in the back-forward cache comes back with its menu closed.
  window.addEventListener("pagehide", closeAll);
  // Turning a tablet to landscape hides the mobile menu: it must not stay open, invisible and modal.
  window.matchMedia("(min-width: 48rem)").addEventListener("change", () => {
    for (const dialog of openDialogs()) if (getComputedStyle(dialog).display === "none") dialog.close();
  });

  if (staticPage) {
    document.documentElement.dataset.interactive = "static";
  }
}

/** The inline script tag; `staticPage` when the page is sent without React's scripts. */
export function PageBehaviourScript({
  staticPage,
  nonce,
}: {
  staticPage: boolean;
  nonce: string | undefined;
}) {
  const call = `(${attachPageBehaviour.toString()})(${JSON.stringify(staticPage)},${JSON.stringify(SITE_HEADER_ID)})`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's source, no user input.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: call }} suppressHydrationWarning />;
}
