/** One message as either side's page shows it. */
export type ThreadMessageView = {
  id: string;
  fromCoach: boolean;
  body: string;
  at: string;
  when: string;
  /** Not yet read by the person looking: the other side's unread messages. */
  isNew: boolean;
  about: string | null;
};

/**
 * The thread as a list, for both sides: the reader's own messages sit to the right, the coach's
 * always carry the brand's border, and "New" is a word, not a colour.
 */
export function ThreadMessages({
  messages,
  reader,
  names,
}: {
  messages: readonly ThreadMessageView[];
  reader: "client" | "coach";
  names: { coach: string; client: string };
}) {
  return (
    <ol className="flex flex-col gap-4">
      {messages.map((message) => {
        const own = message.fromCoach === (reader === "coach");
        return (
          <li
            key={message.id}
            className={[
              "flex flex-col gap-2 rounded-xl p-4",
              own ? "ml-6 md:ml-16" : "mr-6 md:mr-16",
              message.fromCoach ? "border-l-4 border-primary bg-secondary" : "border border-border bg-card",
            ].join(" ")}
          >
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold">
                {own ? "You" : message.fromCoach ? names.coach : names.client}
              </span>
              <time dateTime={message.at} className="text-base text-muted-foreground">
                {message.when}
              </time>
              {message.isNew && (
                <span className="rounded-full bg-primary px-2 text-base font-semibold text-primary-foreground">
                  New
                </span>
              )}
            </p>
            {message.about && (
              <p className="text-base font-semibold text-muted-foreground">{message.about}</p>
            )}
            <p className="break-words whitespace-pre-line">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
