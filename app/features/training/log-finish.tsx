import { type FormEvent, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { CheckIcon } from "~/components/ui/icons/check";
import { CloudOffIcon } from "~/components/ui/icons/cloud-off";
import type { SetSender } from "./set-sender";

// The end of the session log. Without JavaScript "Finish" sends the whole plain form. With it,
// the sets still waiting on the phone go first, so the log the server finishes has them all.

/** Finish's submit handler and what the button shows while it works. */
export function useFinishSession({
  sender,
  online,
  logId,
}: {
  sender: SetSender | null;
  online: boolean;
  logId: string;
}) {
  const [finishMessage, setFinishMessage] = useState<string | null>(null);
  const [draining, setDraining] = useState(false);
  const submit = useSubmit();
  const navigation = useNavigation();
  const finishing =
    draining || (navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post");

  const onFinish = async (event: FormEvent<HTMLFormElement>) => {
    if (!sender) return;
    if (!online) {
      event.preventDefault();
      return;
    }
    if (!sender.pending(logId)) return;
    // Send what waits on the phone first, then the whole form, which redirects to her progress.
    event.preventDefault();
    const form = event.currentTarget;
    setDraining(true);
    setFinishMessage(null);
    const drained = await sender.flush(true, logId);
    setDraining(false);
    if (drained) submit(form, { method: "post" });
    else
      setFinishMessage(
        "We could not reach the server. Your sets are safe on this phone: try Finish again in a moment.",
      );
  };

  return { onFinish, finishing, finishMessage };
}

export function FinishPanel({
  hydrated,
  online,
  finishing,
  finishMessage,
}: {
  hydrated: boolean;
  online: boolean;
  finishing: boolean;
  finishMessage: string | null;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-muted p-5 md:p-6">
      {hydrated && !online && (
        <p role="status" className="flex gap-3 text-lg font-semibold">
          <CloudOffIcon aria-hidden="true" className="mt-1 size-6 shrink-0" />
          You are offline: your sets are safe on this phone. Finish when you are back online.
        </p>
      )}
      {finishMessage && <FormAlert>{finishMessage}</FormAlert>}
      <Button
        type="submit"
        size="lg"
        className="min-h-14 w-full text-xl md:w-auto md:self-start"
        disabled={hydrated && (!online || finishing)}
      >
        <CheckIcon aria-hidden="true" />
        {finishing ? "Saving your session…" : "Finish session"}
      </Button>
      <p className="text-base text-muted-foreground">
        Finish saves the whole session and takes you to your progress.
      </p>
    </div>
  );
}
