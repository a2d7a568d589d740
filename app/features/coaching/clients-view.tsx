import { cn } from "~/lib/cn";
import type { ClientFlag, ClientFlagKind } from "./client-flags";
import { type NewClientSign, newClientText } from "./client-signs";
import { CoachIcon, type CoachIconName } from "./coach-icons";

// The coach's words for what needs her (issue 18 §3). Each reason is an icon AND words, never a
// colour alone; client-safe, so both coach pages draw the same badges.

export type AttentionKind =
  | "new"
  | "pain"
  | "screening"
  | "unread"
  | "missed"
  | "quiet"
  | "overdue"
  | ClientFlagKind;

export const ATTENTION_WORDS: Record<AttentionKind, { text: string; icon: CoachIconName }> = {
  new: { text: "New client", icon: "sparkles" },
  pain: { text: "Pain in her last check-in", icon: "heart-pulse" },
  screening: { text: "Health check: yes, not reviewed", icon: "shield-alert" },
  unread: { text: "Unread message", icon: "mail" },
  missed: { text: "Missed a session", icon: "calendar-x" },
  quiet: { text: "No activity for 7 days", icon: "moon" },
  overdue: { text: "Check-in overdue", icon: "calendar-clock" },
  // Issue 39: decided when her data changes (client-flags.ts); each badge adds the flag's why.
  "fall-risk": { text: "Fall risk in a function test", icon: "footprints" },
  "pain-jump": { text: "Pain up after a load increase", icon: "trending-up" },
  redesign: { text: "Asked for a program redesign", icon: "refresh-cw" },
  joints: { text: "Joints worse 3 weeks running", icon: "activity" },
  sleep: { text: "Poor sleep for 2 weeks", icon: "bed" },
};

// Rounded corners, not a pill: a long badge wraps onto two lines on a phone.
const badge = "inline-flex items-center gap-1.5 rounded-lg px-3 py-1 text-sm font-semibold";

/**
 * Her reasons as badges, heaviest first; "All well" when there are none. A new client's badge
 * says what she has done ("New client: entered the portal code and checked in").
 */
export function AttentionBadges({
  reasons,
  newSigns = [],
  flags = [],
}: {
  reasons: readonly AttentionKind[];
  newSigns?: readonly NewClientSign[];
  /** Her open flags: a flag's badge reads "Fall risk in a function test: up-and-go 13.4 s". */
  flags?: readonly Pick<ClientFlag, "kind" | "detail">[];
}) {
  if (reasons.length === 0) {
    return (
      <span className={cn(badge, "bg-secondary text-secondary-foreground")}>
        <CoachIcon name="circle-check" className="size-4 shrink-0" />
        All well
      </span>
    );
  }
  return (
    <ul className="flex flex-col items-start gap-1.5">
      {reasons.map((reason, index) => {
        const { text, icon } = ATTENTION_WORDS[reason];
        return (
          <li
            key={reason}
            className={cn(
              badge,
              // The heaviest reason stands out by weight and border as well as colour.
              index === 0
                ? "border-2 border-destructive bg-card text-destructive"
                : "bg-accent text-foreground",
            )}
          >
            <CoachIcon name={icon} className="size-4 shrink-0" />
            {reason === "new" ? newClientText(newSigns) : withDetail(text, flags, reason)}
          </li>
        );
      })}
    </ul>
  );
}

/** A flag's words and its why, when she has that flag open. */
function withDetail(
  text: string,
  flags: readonly Pick<ClientFlag, "kind" | "detail">[],
  reason: AttentionKind,
) {
  const detail = flags.find((flag) => flag.kind === reason)?.detail;
  return detail ? `${text}: ${detail}` : text;
}

/** A check-in's flags in words: "Pain (knee, 4 of 10)", "Low energy". */
export function CheckInFlagBadges({
  flags,
  painLevel,
  painArea,
}: {
  flags: { pain: boolean; lowEnergy: boolean };
  painLevel: number;
  painArea: string;
}) {
  if (!flags.pain && !flags.lowEnergy) return <span className="text-muted-foreground">No flags</span>;
  const where = [painArea.trim(), painLevel > 0 ? `${painLevel} of 10` : ""].filter(Boolean).join(", ");
  return (
    <ul className="flex flex-col items-start gap-1.5">
      {flags.pain && (
        <li className={cn(badge, "bg-accent text-foreground")}>
          <CoachIcon name="heart-pulse" className="size-4 shrink-0" />
          Pain{where ? ` (${where})` : ""}
        </li>
      )}
      {flags.lowEnergy && (
        <li className={cn(badge, "bg-accent text-foreground")}>
          <CoachIcon name="zap-off" className="size-4 shrink-0" />
          Low energy
        </li>
      )}
    </ul>
  );
}
