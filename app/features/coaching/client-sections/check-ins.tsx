import { Link } from "react-router";
import { MessageSquareReplyIcon } from "~/components/ui/icons/message-square-reply";
import type { ClientRecord } from "../client-record.server";
import { CheckInFlagBadges } from "../clients-view";
import { Section } from "./section";

/** Her check-ins, newest first, each with a link to reply to it. */
export function CheckInsSection({
  clientId,
  checkIns,
}: {
  clientId: string;
  checkIns: ClientRecord["checkIns"];
}) {
  return (
    <Section id="check-ins">
      {checkIns.length === 0 ? (
        <p className="text-muted-foreground">No check-ins yet.</p>
      ) : (
        <ol className="flex flex-col gap-5">
          {checkIns.map((checkIn) => (
            <li key={checkIn.id} className="flex flex-col gap-3 border-b border-border pb-4">
              <h3 className="font-sans text-xl font-semibold">Week of {checkIn.week}</h3>
              <p className="text-base text-muted-foreground">Sent {checkIn.submitted}</p>
              <CheckInFlagBadges
                flags={checkIn.flags}
                painLevel={checkIn.painLevel}
                painArea={checkIn.painArea}
              />
              <dl className="grid gap-x-6 gap-y-1 text-base sm:grid-cols-[auto_1fr]">
                {checkIn.facts.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold">{label}</dt>
                    <dd className="break-words whitespace-pre-line">{value}</dd>
                  </div>
                ))}
              </dl>
              <Link
                to={`/coach/clients/${clientId}?checkIn=${checkIn.id}#thread`}
                className="inline-flex min-h-11 items-center gap-2 self-start"
              >
                <MessageSquareReplyIcon aria-hidden="true" className="size-5" />
                Reply to this check-in
              </Link>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
