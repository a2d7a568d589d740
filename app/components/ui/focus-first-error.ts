import { type RefObject, useEffect } from "react";

/**
 * After a submission the server refused, the first field it questioned gets the focus, so she
 * hears (or sees) its message at once (issue 36 §8). Without JavaScript the page does the same
 * with `autoFocus` on that field; this covers the answer that arrives without a page load.
 * `failure` is the action's answer: a new one focuses again.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, failure: unknown): void {
  useEffect(() => {
    if (!failure) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, failure]);
}
