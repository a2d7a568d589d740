import { randomUUID } from "node:crypto";
import { Form, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert, TextareaField } from "~/components/ui/field";
import { liveSite } from "~/content/live.server";
import {
  listThread,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PER_WINDOW,
  MessageSchema,
  markThreadRead,
  postMessage,
  THREAD_MESSAGES,
  threadView,
} from "~/features/coaching/thread.server";
import { ThreadMessages } from "~/features/coaching/thread-view";
import { memberTimeZone } from "~/features/training/training.server";
import { getAppContext } from "~/lib/app-context.server";
import { requireMember } from "~/lib/auth.server";
import { flashCookie } from "~/lib/flash";
import { FORM_FIELD, formFailureOf, refuse, typedValue } from "~/lib/form-failure";
import { formFailure, readSubmission, refusal } from "~/lib/forms.server";
import { pageMeta } from "~/lib/meta";
import { describeWait } from "~/lib/throttle.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Messages", "Your conversation with your coach."),
  { name: "robots", content: "noindex" },
];

/** "Mon 16 Nov, 18:05" in her zone. */

/**
 * Her one thread with the coach (issue 18 §4), oldest first. Opening it marks the coach's
 * messages read, so nothing may prefetch this page. The coach writes from her client pages.
 */
export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireMember(args);
  if (member.role === "coach") throw redirect("/coach/clients");
  const app = getAppContext(args.context);
  const { db } = app.database;
  const [thread, timeZone] = await Promise.all([
    listThread(db, member.id),
    memberTimeZone(db, member.id, liveSite().timeZone),
  ]);
  // Read after listing, so the page can still mark what was new on this visit.
  await markThreadRead(db, member.id, "client", app.now());
  return {
    coachName: liveSite().coachName,
    maxLength: MESSAGE_MAX_LENGTH,
    // Made per page load: a double tap or a retried post of this form writes one message.
    messageId: randomUUID(),
    messages: threadView(thread, "client", timeZone),
  };
}

export async function action(args: Route.ActionArgs) {
  const { member } = await requireMember(args);
  const submission = await readSubmission(args.request, MessageSchema);
  if (!submission.ok) return submission.failure;
  if (member.role === "coach") {
    return formFailure(submission.form, 403, {
      formError: "Reply to a client from her page in the coach area.",
    });
  }
  const app = getAppContext(args.context);
  // A thread is for people: a script posting messages in a loop is stopped (per member, on every
  // instance), and the page keeps what she typed.
  const verdict = await app.throttle.take([`message:member:${member.id}`], MESSAGES_PER_WINDOW);
  if (verdict.blocked) {
    return formFailure(submission.form, 429, {
      formError: `You have sent many messages in a short time. Please wait ${describeWait(verdict.retryAfterSeconds)} and send this one again.`,
    });
  }
  const { messageId, body, checkInId, workoutLogId } = submission.data;
  const result = await postMessage(
    app.database.db,
    {
      id: messageId,
      memberId: member.id,
      author: { id: member.id, name: member.name, email: member.email },
      fromCoach: false,
      body,
      checkInId,
      workoutLogId,
    },
    { appUrl: app.config.appUrl, now: app.now() },
  );
  if (result === "not-found")
    return refusal(submission.form, refuse(FORM_FIELD, THREAD_MESSAGES.notFound, 404));
  // A duplicate is the same message sent twice: she sees it sent, once.
  return redirect("/messages", { headers: { "Set-Cookie": flashCookie("message-sent") } });
}

export default function MessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const failure = formFailureOf(actionData);
  const { coachName, messages } = loaderData;
  const bodyError = failure?.fieldErrors.body;
  const formError = failure?.formError ?? failure?.fieldErrors.messageId;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8 text-lg md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl md:text-4xl">Messages</h1>
        <p>Your conversation with {coachName}. Only the two of you can read it.</p>
      </header>

      <section aria-labelledby="thread-title" className="flex flex-col gap-4">
        <h2 id="thread-title" className="sr-only">
          Your messages, oldest first
        </h2>
        {messages.length === 0 ? (
          <p className="rounded-xl bg-secondary p-5">
            No messages yet. Ask {coachName} anything about your training, or share a win: the answer will
            appear here.
          </p>
        ) : (
          <ThreadMessages messages={messages} reader="client" names={{ coach: coachName, client: "You" }} />
        )}
      </section>

      <section aria-labelledby="write-title" className="flex flex-col gap-4">
        <h2 id="write-title" className="text-2xl">
          Write to {coachName}
        </h2>
        {/* A new id after each sent message remounts the form, which empties the box. */}
        <Form key={loaderData.messageId} method="post" className="flex flex-col gap-4" noValidate>
          <input type="hidden" name="messageId" value={loaderData.messageId} />
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextareaField
            label="Your message"
            name="body"
            rows={5}
            required
            maxLength={loaderData.maxLength}
            defaultValue={typedValue(failure, "body")}
            error={bodyError}
          />
          <Button type="submit" size="lg" className="min-h-11 self-start">
            Send
          </Button>
        </Form>
      </section>
    </div>
  );
}
