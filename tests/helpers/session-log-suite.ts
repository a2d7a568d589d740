import { expect } from "vitest";
import type { MemberLogPage } from "~/features/training/log.server";
import { action as logAction, loader as logLoader } from "~/routes/training/log";
import type { Person, useCoachClientsSuite } from "./coach-clients-suite";
import { outcome } from "./test-app";
import type { Args } from "./test-suite";
import { passScreening } from "./training-seed";

/**
 * One session's log for the coach-clients suite's members: a screened client, her log page as
 * its loader answers it, and a form sent to its action (the swaps and symptoms tests share it).
 */
export function sessionLog(
  suite: ReturnType<typeof useCoachClientsSuite>,
  { program, session }: { program: string; session: string },
) {
  const { database, app, person, signIn } = suite;
  const path = `/client-portal/${program}/log/${session}`;
  const params = { program, session };

  /** A signed-in member whose screening is cleared, so her log opens. */
  const client = async (name: string) => {
    const who = await signIn(await person(name, "member", true));
    await passScreening(database.db, who.id, app.clock.now);
    return who;
  };
  const page = async (who: Person) => {
    const result = await outcome(() =>
      logLoader(app.args(path, { cookie: who.cookie, params }) as Args<typeof logLoader>),
    );
    expect(result.status).toBe(200);
    return result.data as MemberLogPage;
  };
  const send = (who: Person, form: Record<string, string>) =>
    outcome(() => logAction(app.args(path, { form, cookie: who.cookie, params }) as Args<typeof logAction>));
  return { path, params, client, page, send };
}
