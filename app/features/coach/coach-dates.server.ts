import { liveSite } from "~/content/live.server";

// One time zone on every coach page, and it is named (issue 36 §6): the gym's, from the site
// settings. Before, the coach's tables said "UTC" and her threads Sydney time on the same page.
// The coach layout names the zone once under the area's heading ("Times are Sydney time").

const formatters = new Map<string, { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function formattersFor(zone: string) {
  let found = formatters.get(zone);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: zone }),
      date: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: zone }),
    };
    formatters.set(zone, found);
  }
  return found;
}

/** The zone every coach page shows times in: the gym's. */
export const coachZone = (): string => liveSite().timeZone;

/** "Sydney time" for "Australia/Sydney": how the page names its zone. */
export { zoneLabel } from "~/lib/dates";

/** "27 Nov 2026, 19:09", in the gym's zone. */
export const formatDateTime = (date: Date): string => formattersFor(coachZone()).dateTime.format(date);

/** "27 Nov 2026", the day in the gym's zone. */
export const formatDate = (date: Date): string => formattersFor(coachZone()).date.format(date);
