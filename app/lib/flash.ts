// One-off messages after a redirect ("You are signed in"). The cookie only names a message
// from this list, so a forged cookie can do no more than show one of these toasts.
export const FLASH_COOKIE = "wb50_flash";

export const FLASH_MESSAGES = {
  "signed-in": { type: "success", text: "Welcome back! You are signed in." },
  "signed-up": { type: "success", text: "Welcome! Your account is ready." },
  "signed-out": { type: "success", text: "You are signed out. See you soon!" },
  "password-reset": { type: "success", text: "Your new password is saved, and you are signed in." },
  "email-confirmed": { type: "success", text: "Thank you! Your email address is confirmed." },
  "left-portal": { type: "success", text: "You have left the client portal on this device." },
  "account-deleted": { type: "success", text: "Your account and everything in it are deleted." },
  // product.md §5: onboarding completed.
  "plan-ready": { type: "success", text: "Your personalized plan is ready!" },
  // Issue 17: finishing a session log. A record she set is named on /progress (issue 36).
  "session-saved": { type: "success", text: "Session saved. Well done!" },
  // Issue 18: the health check answered with every answer no; her doctor's clearance confirmed.
  "screening-saved": { type: "success", text: "Thank you. Your health check is saved." },
  "clearance-confirmed": { type: "success", text: "Thank you. You can start logging your sessions." },
  // Issue 18: her weekly check-in is sent.
  "check-in-sent": { type: "success", text: "Check-in sent to your coach. Thank you!" },
  // Issue 18: her message to the coach is in the thread.
  "message-sent": { type: "success", text: "Message sent." },
  // Issue 19: the coach's own account (/coach/account).
  "email-changed": {
    type: "success",
    text: "Your sign-in email is changed. Please confirm it from the email we sent to the new address.",
  },
  // Issue 36 §8: her own account page.
  "name-changed": { type: "success", text: "Your name is saved." },
  "newsletter-on": { type: "success", text: "You will get the newsletter. Every one has a link to stop it." },
  "newsletter-confirm-sent": {
    type: "success",
    text: "Almost done: tap the link we emailed you to start the newsletter.",
  },
  "newsletter-off": { type: "success", text: "You will not get the newsletter any more." },
  "email-code-sent": {
    type: "success",
    text: "We emailed a code to the new address. Type it below to finish the change.",
  },
  "email-moved": {
    type: "success",
    text: "Your sign-in email is changed. We told your old address too.",
  },
  "password-changed": {
    type: "success",
    text: "Your new password is saved. Your other devices are signed out.",
  },
  "coach-added": {
    type: "success",
    text: "Coach account added. We emailed her a link to choose a password.",
  },
  "coach-removed": { type: "success", text: "Coach access removed. The account is a member account now." },
  // Issue 19: the coach's content; publishing and restoring a revision.
  "content-published": { type: "success", text: "Published. Everyone sees it now." },
  "revision-restored": { type: "success", text: "Restored. Everyone sees that version now." },
  "section-restored": {
    type: "success",
    text: "Restored that section. Everyone sees it now; everything else is as it was.",
  },
  // Issue 20: her reminders and the devices that show them.
  "reminders-saved": { type: "success", text: "Your reminder settings are saved." },
  "device-added": { type: "success", text: "Notifications are on for this device." },
  "device-removed": { type: "success", text: "That device will not get notifications any more." },
} as const satisfies Record<string, { type: "success" | "info"; text: string }>;

export type FlashKey = keyof typeof FLASH_MESSAGES;

export function isFlashKey(value: string | undefined): value is FlashKey {
  return value !== undefined && Object.hasOwn(FLASH_MESSAGES, value);
}

/** The Set-Cookie value that shows `key` once on the next page. */
export function flashCookie(key: FlashKey): string {
  return `${FLASH_COOKIE}=${key}; Path=/; Max-Age=60; SameSite=Lax`;
}

export const clearFlashCookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/**
 * Sent by the service worker's offline sync (public/sw.js) with each page it keeps. Those fetches
 * run in the background while she uses the site: one that carried her cookie a moment after a
 * form set the message would clear it, and she would never see it (nor should her kept copy
 * show it again offline). A request with this header neither shows nor clears the message.
 */
export const OFFLINE_SYNC_HEADER = "X-Offline-Sync";

/** The message this request is to show, if any: never one for the offline sync. */
export function flashFor(request: Request): FlashKey | null {
  if (request.headers.has(OFFLINE_SYNC_HEADER)) return null;
  return readFlash(request.headers.get("Cookie"));
}

/** Reads the flash key from a Cookie header. */
export function readFlash(cookieHeader: string | null): FlashKey | null {
  const match = cookieHeader?.match(/(?:^|;\s*)wb50_flash=([a-z-]+)/);
  return isFlashKey(match?.[1]) ? match[1] : null;
}
