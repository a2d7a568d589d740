import { redirect } from "react-router";
import { attachProfile } from "~/features/onboarding/profile-cookie.server";
import { type GuardArgs, rotateSession } from "~/lib/auth.server";
import { type FlashKey, flashCookie } from "~/lib/flash";

/**
 * The end of every sign-in (sign-in, sign-up, password reset): a fresh session for her, the
 * questionnaire she answered as a visitor moved to her account, a one-off message for the next
 * page, and the way on.
 */
export async function signInAndRedirect(
  args: GuardArgs,
  memberId: string,
  flash: FlashKey,
  to: string,
  /** More cookies to set, such as the finished sign-up's cookie cleared. */
  more: string[] = [],
): Promise<never> {
  const headers = new Headers({ "Set-Cookie": await rotateSession(args, { memberId }) });
  for (const cookie of more) headers.append("Set-Cookie", cookie);
  const clearProfileCookie = await attachProfile(args, memberId);
  if (clearProfileCookie) headers.append("Set-Cookie", clearProfileCookie);
  headers.append("Set-Cookie", flashCookie(flash));
  throw redirect(to, { headers });
}
