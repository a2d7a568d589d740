import { eq } from "drizzle-orm";
import { newsletterSignups } from "~/db/schema";
import { confirmedSubscribers } from "~/features/newsletter/newsletter.server";
import { createMember } from "~/lib/members.server";
import { action as confirmAction, loader as confirmLoader } from "~/routes/newsletter/confirm";
import { action as programsAction } from "~/routes/programs/index";
import { useMailSuite } from "./mail-suite";
import type { ReceivedMail } from "./smtp";
import { cookieFrom, outcome } from "./test-app";

// What the newsletter tests share (tests/integration/newsletter*.test.ts).

export const PASSWORD = "correct horse battery";
export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/**
 * The newsletter suite, registered in the `describe` it is called in: `useMailSuite`, and the
 * sign-up form, its confirmation, the subscribers and the coach.
 */
export function useNewsletterSuite() {
  const suite = useMailSuite();
  const { database, app } = suite;

  const tokenOf = (path: string) => new URL(path, "http://localhost").searchParams.get("token") ?? "";

  /** A header exactly as it came over the wire (unfolded), or undefined. */
  function headerOf(received: ReceivedMail, name: string): string | undefined {
    const line = received.headerLines.find((header) => header.key === name.toLowerCase())?.line;
    return line?.replace(/\r?\n(?=[ \t])/g, "").replace(/^[^:]+:\s*/, "");
  }

  const subscribers = async () => (await confirmedSubscribers(database.db)).map((row) => row.email);

  async function signupRow(email: string) {
    const [row] = await database.db
      .select()
      .from(newsletterSignups)
      .where(eq(newsletterSignups.email, email));
    return row;
  }

  /** The Live Classes form on /programs. */
  const signUp = (email: string, options: { clientAddress?: string; cookie?: string } = {}) =>
    outcome(() =>
      programsAction(
        app.args("/programs", {
          form: { intent: "newsletter", email, consent: "yes" },
          ...options,
        }) as Parameters<typeof programsAction>[0],
      ),
    );
  const openConfirm = (path: string) =>
    outcome(() => confirmLoader(app.args(path) as Parameters<typeof confirmLoader>[0]));
  const confirm = (token: string) =>
    outcome(() =>
      confirmAction(
        app.args("/newsletter/confirm", { form: { token } }) as Parameters<typeof confirmAction>[0],
      ),
    );

  async function signedIn(memberId: string): Promise<string> {
    return cookieFrom([(await app.services.sessions.create({ memberId })).setCookie]);
  }

  async function newCoach(email = "coach@example.com", name = "Coach") {
    const coach = await createMember(database.db, {
      name,
      email,
      password: PASSWORD,
      role: "coach",
      emailConfirmedAt: app.clock.now,
    });
    if (!coach) throw new Error("no coach");
    return { coach, cookie: await signedIn(coach.id) };
  }

  /** A sign-up row in a given state, without the emails that lead there. */
  async function listed(email: string, state: "confirmed" | "waiting" | "unsubscribed") {
    const now = app.clock.now;
    await database.db.insert(newsletterSignups).values({
      email,
      source: "live-classes",
      consentedAt: now,
      confirmedAt: state === "waiting" ? null : now,
      confirmTokenHash: state === "waiting" ? "not-a-real-hash" : null,
      unsubscribedAt: state === "unsubscribed" ? now : null,
      createdAt: now,
      updatedAt: now,
    });
  }

  return {
    ...suite,
    tokenOf,
    headerOf,
    subscribers,
    signupRow,
    signUp,
    openConfirm,
    confirm,
    signedIn,
    newCoach,
    listed,
  };
}
