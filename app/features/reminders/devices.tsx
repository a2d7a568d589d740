import { useState } from "react";
import { Form as RouterForm, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { PUSH_MESSAGES, subscribeThisDevice } from "./push-client";

/** Her devices that show notifications, and the button that adds this one (issue 20 §3). */
export function Devices({
  devices,
  vapidPublicKey,
  endpointError,
}: {
  devices: { id: string; label: string; added: string }[];
  vapidPublicKey: string | null;
  endpointError?: string;
}) {
  const fetcher = useFetcher();
  const [message, setMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  async function turnOn() {
    if (!vapidPublicKey) {
      setMessage(PUSH_MESSAGES.unsupported);
      return;
    }
    setWorking(true);
    setMessage(null);
    const result = await subscribeThisDevice(vapidPublicKey);
    setWorking(false);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    fetcher.submit(
      { intent: "subscribe", endpoint: result.endpoint, p256dh: result.p256dh, auth: result.auth },
      { method: "post", action: "/account/reminders" },
    );
  }

  const shownError = message ?? endpointError ?? null;
  return (
    <section aria-labelledby="devices-title" className="flex flex-col gap-4 border-t-2 border-border pt-8">
      <h2 id="devices-title" className="text-2xl">
        Devices with notifications
      </h2>
      {devices.length === 0 ? (
        <p>No device shows notifications yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {devices.map((device) => (
            <li
              key={device.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-border p-4"
            >
              <span>
                <strong>{device.label}</strong>, added {device.added}
              </span>
              <RouterForm method="post" action="/account/reminders">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="device" value={device.id} />
                <Button
                  type="submit"
                  variant="outline"
                  aria-label={`Remove ${device.label}, added ${device.added}`}
                >
                  Remove
                </Button>
              </RouterForm>
            </li>
          ))}
        </ul>
      )}
      <p>
        Notifications need this page open once in the browser that should show them. On an iPhone, add this
        site to your Home Screen first.
      </p>
      <div>
        <Button
          type="button"
          variant="outline"
          size="lg"
          onClick={turnOn}
          disabled={working || fetcher.state !== "idle"}
        >
          {working || fetcher.state !== "idle" ? "Turning on..." : "Turn on notifications on this device"}
        </Button>
      </div>
      {shownError && <FormAlert>{shownError}</FormAlert>}
    </section>
  );
}
