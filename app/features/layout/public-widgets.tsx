/**
 * Decision 0068: what the public pages sent without React (decision 0026) need to be used, not
 * only read: toasts, tabs, the accordion, the premium gate's popover, the checkout button and
 * its choice, and busy buttons on forms that post. It drives the plain HTML those pages render
 * when `useStaticPage()` is true, through data attributes:
 * - `data-toast="message"` on a button: an info toast when pressed;
 * - `data-toast-on-load="message"` (with `data-toast-type`): a toast as the page opens;
 * - `role="tablist"` with `role="tab"` buttons: the WAI-ARIA tabs (decision 0047's keys); with
 *   `data-remember="key"` on the list and `data-value` on each tab, the open tab is kept in
 *   localStorage and opened again on her next visit (the free program's days, decision 0071);
 * - `data-accordion-trigger` buttons: open and close their panel;
 * - `data-gate`: the premium gate, pinned open by its `data-gate-toggle` button;
 * - `data-checkout="url"` buttons, or `data-checkout-dialog="id"` for a choice: product.md §3.3;
 * - `data-busy-label` on a submit button: its words while the form posts;
 * - `data-choice-limit` on a fieldset: the questionnaire's count and limit (product.md §1.4);
 * - `data-focus-on-load`: the element focused as the page opens.
 * It is sent inline as this function's source, so it must not use anything from outside it.
 */
export function attachPublicWidgets(text: {
  processing: string;
  redirectingTitle: string;
  redirectingDescription: string;
  errorTitle: string;
  errorDescription: string;
  redirectMs: number;
  toastMs: number;
  toastLimit: number;
  noSelection: string;
  tooMany: string;
}): void {
  // Toasts: the same words, place, limit and duration as the hydrated pages' sonner toasts. The
  // script runs in <head>, so its listeners are there before any control: the live region is
  // added once the body exists, before the first toast.
  let list: HTMLOListElement | null = null;
  const toastList = () => {
    if (list) return list;
    const region = document.createElement("section");
    region.setAttribute("aria-label", "Notifications");
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-relevant", "additions text");
    list = document.createElement("ol");
    list.dataset.sonnerToaster = "";
    list.className = "fixed inset-x-4 bottom-6 z-[60] m-0 mx-auto flex max-w-sm list-none flex-col gap-2 p-0";
    region.append(list);
    document.body.append(region);
    return list;
  };

  const toast = (title: string, description?: string, type = "default") => {
    const item = document.createElement("li");
    item.dataset.sonnerToast = "";
    item.dataset.type = type;
    item.className =
      "flex items-center gap-3 rounded-lg border border-border bg-card p-4 font-sans text-base text-foreground shadow-lg";
    const content = document.createElement("div");
    content.className = "flex flex-1 flex-col gap-1";
    const titleLine = document.createElement("div");
    titleLine.dataset.title = "";
    titleLine.className = "font-medium";
    titleLine.textContent = title;
    content.append(titleLine);
    if (description) {
      const line = document.createElement("div");
      line.dataset.description = "";
      line.className = "text-muted-foreground";
      line.textContent = description;
      content.append(line);
    }
    const close = document.createElement("button");
    close.type = "button";
    close.setAttribute("aria-label", "Close toast");
    close.className =
      "inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring";
    close.textContent = "\u00d7";
    close.addEventListener("click", () => item.remove());
    item.append(content, close);
    const toasts = toastList();
    toasts.append(item);
    while (toasts.children.length > text.toastLimit) toasts.firstElementChild?.remove();
    window.setTimeout(() => item.remove(), text.toastMs);
  };

  // Checkout: idle → Processing... with the toast, then the payment page after 1.5 s.
  const labels = new Map<HTMLButtonElement, { words: string; name: string | null }>();
  const reset = () => {
    for (const [button, label] of labels) {
      button.textContent = label.words;
      if (label.name) button.setAttribute("aria-label", label.name);
      button.disabled = false;
    }
    labels.clear();
  };
  const checkout = (button: HTMLButtonElement, paymentUrl: string) => {
    let target: string | null = null;
    try {
      const url = new URL(paymentUrl);
      target = url.protocol === "https:" ? url.toString() : null;
    } catch {
      target = null;
    }
    if (!target) {
      toast(text.errorTitle, text.errorDescription, "error");
      return;
    }
    labels.set(button, { words: button.textContent ?? "", name: button.getAttribute("aria-label") });
    button.removeAttribute("aria-label");
    button.textContent = text.processing;
    button.disabled = true;
    toast(text.redirectingTitle, text.redirectingDescription);
    const url = target;
    window.setTimeout(() => {
      try {
        window.location.assign(url);
      } catch {
        reset();
        toast(text.errorTitle, text.errorDescription, "error");
      }
    }, text.redirectMs);
  };
  // Back from the payment page (the back-forward cache): ready again, not stuck.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) reset();
  });

  // Tabs and the accordion: the server sent every panel; these show one and hide the rest.
  const selectTab = (tab: HTMLElement) => {
    const tabList = tab.closest('[role="tablist"]');
    if (!tabList) return;
    for (const other of Array.from(tabList.querySelectorAll<HTMLElement>('[role="tab"]'))) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.dataset.state = selected ? "active" : "inactive";
      other.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(other.getAttribute("aria-controls") ?? "");
      if (panel) {
        panel.hidden = !selected;
        panel.dataset.state = selected ? "active" : "inactive";
      }
    }
    const key = tabList instanceof HTMLElement ? tabList.dataset.remember : undefined;
    try {
      if (key && tab.dataset.value) localStorage.setItem(key, tab.dataset.value);
    } catch {
      // Storage can be refused (private mode); remembering is a convenience.
    }
  };
  const toggleAccordion = (button: HTMLElement) => {
    const open = button.getAttribute("aria-expanded") !== "true";
    const state = open ? "open" : "closed";
    button.setAttribute("aria-expanded", String(open));
    button.dataset.state = state;
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (panel) {
      panel.hidden = !open;
      panel.dataset.state = state;
    }
    const item = button.closest<HTMLElement>("[data-accordion-item]");
    if (item) item.dataset.state = state;
  };
  const unpinGates = (except?: Element | null) => {
    for (const gate of Array.from(
      document.querySelectorAll<HTMLElement>('[data-gate][data-pinned="true"]'),
    )) {
      if (gate === except || document.querySelector("dialog[open]")) continue;
      gate.dataset.pinned = "false";
      gate.querySelector("[data-gate-toggle]")?.setAttribute("aria-expanded", "false");
    }
  };

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const tab = target.closest<HTMLElement>('[role="tab"]');
    if (tab) return selectTab(tab);
    const trigger = target.closest<HTMLElement>("[data-accordion-trigger]");
    if (trigger) return toggleAccordion(trigger);
    const gateToggle = target.closest<HTMLElement>("[data-gate-toggle]");
    if (gateToggle) {
      const gate = gateToggle.closest<HTMLElement>("[data-gate]");
      if (!gate) return;
      const pinned = gate.dataset.pinned !== "true";
      gate.dataset.pinned = String(pinned);
      gateToggle.setAttribute("aria-expanded", String(pinned));
      return;
    }
    // The gate's dialog opens from its popover: the popover stays up for focus to return to.
    const opener = target.closest<HTMLElement>("[data-opens-dialog]");
    const gate = opener?.closest<HTMLElement>("[data-gate]");
    if (gate) gate.dataset.pinned = "true";
    const toaster = target.closest<HTMLElement>("[data-toast]");
    if (toaster) return toast(toaster.dataset.toast ?? "", undefined, "info");
    const button = target.closest<HTMLButtonElement>("button[data-checkout], button[data-checkout-dialog]");
    if (!button || button.disabled) return;
    const dialog = document.getElementById(button.dataset.checkoutDialog ?? "");
    if (dialog instanceof HTMLDialogElement) {
      const select = dialog.querySelector("select");
      if (select) select.selectedIndex = 0;
      dialog.showModal();
      return;
    }
    checkout(button, button.dataset.checkout ?? "");
  });

  document.addEventListener("focusin", (event) => {
    const tab =
      event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('[role="tab"]') : null;
    if (tab && tab.getAttribute("aria-selected") !== "true") selectTab(tab);
  });
  // A popover tapped open closes when focus leaves it, or on Escape.
  document.addEventListener("focusout", (event) => {
    const gate = event.target instanceof Element ? event.target.closest("[data-gate]") : null;
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (gate && !(next && gate.contains(next))) unpinGates();
  });
  document.addEventListener("keydown", (event) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (event.key === "Escape") unpinGates();
    const tab = target?.closest<HTMLElement>('[role="tab"]');
    const tabList = tab?.closest('[role="tablist"]');
    if (!tab || !tabList || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = Array.from(tabList.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'));
    const from = tabs.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowDown: from + 1,
      ArrowLeft: from - 1,
      ArrowUp: from - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs[(to + tabs.length) % tabs.length]?.focus();
  });

  document.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form) return;
    // The checkout choice: the option's own payment link.
    if (form.dataset.checkoutChoice !== undefined) {
      event.preventDefault();
      const dialog = form.closest("dialog");
      const select = form.querySelector("select");
      const button = document.querySelector<HTMLButtonElement>(`[data-checkout-dialog="${dialog?.id}"]`);
      dialog?.close();
      if (button && select) checkout(button, select.selectedOptions[0]?.dataset.url ?? "");
      return;
    }
    // The questionnaire: a question step needs an answer before it is sent.
    const fieldset = form.querySelector<HTMLElement>("[data-choice-limit]");
    if (fieldset && !fieldset.querySelector("input:checked")) {
      event.preventDefault();
      toast(text.noSelection, undefined, "error");
      return;
    }
    // Her current choice goes with Back, so going back keeps what she ticked.
    const carry = form.dataset.carryChoiceFrom;
    if (carry) {
      for (const old of Array.from(form.querySelectorAll("input[data-carried]"))) old.remove();
      for (const input of Array.from(
        document.querySelectorAll<HTMLInputElement>(`#${carry} [data-choice-limit] input:checked`),
      )) {
        const hidden = document.createElement("input");
        hidden.type = "hidden";
        hidden.name = input.name;
        hidden.value = input.value;
        hidden.dataset.carried = "";
        form.append(hidden);
      }
    }
    for (const submit of Array.from(document.querySelectorAll<HTMLButtonElement>('[type="submit"]'))) {
      if (submit.form !== form) continue;
      if (submit.dataset.busyLabel) {
        submit.dataset.idleLabel = submit.textContent ?? "";
        submit.textContent = submit.dataset.busyLabel;
      }
      // Disabled after the browser has read the form, so the button still sends its name.
      window.setTimeout(() => {
        submit.disabled = true;
      });
    }
  });

  // The questionnaire's goals: at most a few, counted as she ticks them.
  document.addEventListener("change", (event) => {
    const input = event.target instanceof HTMLInputElement ? event.target : null;
    const fieldset = input?.closest<HTMLElement>("[data-choice-limit]");
    if (!input || !fieldset || input.type !== "checkbox") return;
    const limit = Number(fieldset.dataset.choiceLimit);
    const checked = fieldset.querySelectorAll("input:checked").length;
    if (input.checked && checked > limit) {
      input.checked = false;
      toast(text.tooMany, undefined, "info");
    }
    const count = fieldset.querySelector("[data-choice-count]");
    if (count) count.textContent = `${fieldset.querySelectorAll("input:checked").length} of ${limit} chosen`;
  });

  // The back-forward cache brings a page back as it was left: its busy buttons work again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const submit of Array.from(document.querySelectorAll<HTMLButtonElement>("[data-busy-label]"))) {
      submit.disabled = false;
      if (submit.dataset.idleLabel) submit.textContent = submit.dataset.idleLabel;
    }
  });

  document.addEventListener("DOMContentLoaded", () => {
    toastList();
    for (const tabList of Array.from(document.querySelectorAll<HTMLElement>("[data-remember]"))) {
      let value: string | null = null;
      try {
        value = localStorage.getItem(tabList.dataset.remember ?? "");
      } catch {
        // As above: the first tab is a fine default.
      }
      const tab = Array.from(tabList.querySelectorAll<HTMLElement>('[role="tab"]')).find(
        (candidate) => value !== null && candidate.dataset.value === value,
      );
      if (tab) selectTab(tab);
    }
    for (const element of Array.from(document.querySelectorAll<HTMLElement>("[data-toast-on-load]"))) {
      toast(element.dataset.toastOnLoad ?? "", undefined, element.dataset.toastType ?? "default");
    }
    document.querySelector<HTMLElement>("[data-focus-on-load]")?.focus();
    // Her browser's time zone, sent with the questionnaire (TimeZoneInput fills it with React).
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? "";
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>("input[data-time-zone]"))) {
      input.value = zone;
    }
  });
}

/** The inline script tag, with the words and timings it needs from the spec. */
export function PublicWidgetsScript({
  nonce,
  text,
}: {
  nonce: string | undefined;
  text: Parameters<typeof attachPublicWidgets>[0];
}) {
  const call = `(${attachPublicWidgets.toString()})(${JSON.stringify(text)})`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own function's source and constants, no user input.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: call }} suppressHydrationWarning />;
}
