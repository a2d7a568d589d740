// The phrases every email shares, so each family of messages signs and greets the same way.
import { liveSite } from "~/content/live.server";

export const signature = () => `${liveSite().coachName}, ${liveSite().businessName}`;
export const notYou =
  "If you did not ask for this, you can ignore this email: nothing changes until the link is used.";
export const hello = (name: string | null) => (name ? `Hello ${name},` : "Hello,");

export function describeCount(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
