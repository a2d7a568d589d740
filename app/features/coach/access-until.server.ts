import { liveSite } from "~/content/live.server";
import { localDay, shortDate } from "~/lib/dates";

/**
 * The last day of access, in the business's time zone, where the coach chose it: a grant "until
 * 27 December" ends at the end of that day there, so it reads "27 Dec 2026" (issue 36 §7).
 */
export function accessUntil(endsAt: Date | null, timeZone = liveSite().timeZone): string | null {
  return endsAt ? shortDate(localDay(endsAt, timeZone)) : null;
}
