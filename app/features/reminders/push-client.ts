// Turning notifications on for this device (issue 20 §3), in the browser only: the lead's
// service worker at /sw.js receives the pushes and shows them. Only the Reminders page imports
// it, so no other page carries it.

export type SubscribeResult =
  | { ok: true; endpoint: string; p256dh: string; auth: string }
  | { ok: false; message: string };

export const PUSH_MESSAGES = {
  unsupported: "This browser cannot show notifications. Choose email instead.",
  denied:
    "Notifications are blocked for this site. To get them, allow notifications in your browser's settings for this site, or choose email instead.",
  dismissed:
    "You did not allow notifications. Press the button again when you are ready, or choose email instead.",
  failed: "This browser could not turn on notifications. Please try again, or choose email instead.",
} as const;

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const toBase64url = (buffer: ArrayBuffer | null) =>
  buffer
    ? btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "")
    : "";

/** True when this browser has what web push needs (iPhone: only once added to the Home Screen). */
export function canPush(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

/**
 * Registers the service worker, asks her permission, and subscribes this browser to our push
 * key. The subscription's endpoint and keys go to the page's action (intent "subscribe").
 */
export async function subscribeThisDevice(applicationServerKey: string): Promise<SubscribeResult> {
  if (!canPush()) return { ok: false, message: PUSH_MESSAGES.unsupported };
  try {
    await navigator.serviceWorker.register("/sw.js");
    const registration = await navigator.serviceWorker.ready;
    const permission = await Notification.requestPermission();
    if (permission === "denied") return { ok: false, message: PUSH_MESSAGES.denied };
    if (permission !== "granted") return { ok: false, message: PUSH_MESSAGES.dismissed };
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(applicationServerKey),
      }));
    const p256dh = toBase64url(subscription.getKey("p256dh"));
    const auth = toBase64url(subscription.getKey("auth"));
    if (!p256dh || !auth) return { ok: false, message: PUSH_MESSAGES.failed };
    return { ok: true, endpoint: subscription.endpoint, p256dh, auth };
  } catch {
    return { ok: false, message: PUSH_MESSAGES.failed };
  }
}
