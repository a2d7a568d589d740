import { redirect } from "react-router";
import { attachProfile } from "~/features/onboarding/profile-cookie.server";
import { getAppContext } from "~/lib/app-context.server";
import { type GuardArgs, rotateSession } from "~/lib/auth.server";
import { type FlashKey, flashCookie } from "~/lib/flash";
import { findMemberById } from "~/lib/members.server";

/** Where a sign-in goes when nothing asked for a page: her dashboard. */
const MEMBER_HOME = "/dashboard";
/** The coach's own home: who needs her today (issue 36 §6), not a sample client dashboard. */
const COACH_HOME = "/coach";

/**
 * The end of every sign-in (sign-in, sign-up, password reset): a fresh session for her, the
 * questionnaire she answered as a visitor moved to her account, a one-off message for the next
 * page, and the way on. A coach who asked for no page lands on her coach home.
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
  let destination = to;
  if (to === MEMBER_HOME) {
    const member = await findMemberById(getAppContext(args.context).database.db, memberId);
    if (member?.role === "coach") destination = COACH_HOME;
  }
  throw redirect(destination, { headers });
}
