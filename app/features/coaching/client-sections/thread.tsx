import { useEffect } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, TextareaField } from "~/components/ui/field";
import { type FormFailure, typedValue } from "~/lib/form-failure";
import type { ClientRecord } from "../client-record.server";
import { ThreadMessages } from "../thread-view";
import { type ActionDone, Section, Status } from "./section";

/** Their thread, her unread messages marked read once shown, and the coach's reply form. */
export function ThreadSection({
  client,
  thread,
  failure,
  done,
}: {
  client: { id: string; name: string };
  thread: ClientRecord["thread"];
  failure: FormFailure | null;
  done: ActionDone | null;
}) {
  const busy = useNavigation().state === "submitting";
  const bodyError = failure?.fieldErrors.body;
  const formError = failure?.formError ?? failure?.fieldErrors.messageId;
  // After a refusal, the reply keeps what it was about.
  const checkInId = failure ? typedValue(failure, "checkInId") : thread.subject?.checkInId;
  const workoutLogId = failure ? typedValue(failure, "workoutLogId") : thread.subject?.workoutLogId;
  return (
    <Section id="thread">
      {done?.intent === "mark-read" && <Status done={done} />}
      {thread.messages.length === 0 ? (
        <p className="text-muted-foreground">No messages yet.</p>
      ) : (
        <ThreadMessages
          messages={thread.messages}
          reader="coach"
          names={{ coach: "You", client: client.name }}
        />
      )}
      {thread.unreadThrough && <MarkRead clientId={client.id} through={thread.unreadThrough} />}
      <Form
        key={thread.messageId}
        method="post"
        action={`/coach/clients/${client.id}`}
        className="flex flex-col gap-4"
        noValidate
      >
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="messageId" value={thread.messageId} />
        {checkInId && <input type="hidden" name="checkInId" value={checkInId} />}
        {workoutLogId && <input type="hidden" name="workoutLogId" value={workoutLogId} />}
        {formError && <FormAlert>{formError}</FormAlert>}
        {thread.subject && !failure && (
          <p className="flex flex-wrap items-center gap-x-3 font-semibold">
            {thread.subject.label}
            <Link
              to={`/coach/clients/${client.id}#thread`}
              className="inline-flex min-h-11 items-center font-normal"
            >
              Not about it
            </Link>
          </p>
        )}
        <TextareaField
          label={`Your reply to ${client.name}`}
          hint="She gets an email saying there is a reply; your words stay in the app."
          name="body"
          rows={5}
          required
          maxLength={thread.maxLength}
          defaultValue={typedValue(failure, "body")}
          error={bodyError}
        />
        <Button type="submit" size="lg" className="self-start" disabled={busy}>
          Send reply
        </Button>
      </Form>
    </Section>
  );
}

/**
 * Her messages are read once the page shows them: with JavaScript, posted ("mark-read") as soon
 * as the page is on screen, in the background, so this visit still shows them as new; without
 * it, a button does the same. The loader writes no read mark (a GET changes nothing).
 */
function MarkRead({ clientId, through }: { clientId: string; through: string }) {
  const { submit } = useFetcher();
  const action = `/coach/clients/${clientId}`;
  useEffect(() => {
    void submit({ intent: "mark-read", through }, { method: "post", action });
  }, [submit, action, through]);
  return (
    // React leaves a <noscript>'s children out of the page it runs, so only a page without
    // JavaScript shows the button.
    <noscript>
      <Form method="post" action={`${action}#thread`}>
        <input type="hidden" name="intent" value="mark-read" />
        <input type="hidden" name="through" value={through} />
        <Button type="submit" variant="outline" size="lg">
          Mark her messages read
        </Button>
      </Form>
    </noscript>
  );
}
