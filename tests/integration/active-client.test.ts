import { describe, expect, it } from "vitest";
import { activeClientIds, isActiveClient, signedInAsClient } from "~/features/coaching/coaching.server";
import { getViewer } from "~/lib/auth.server";
import { grantEntitlement } from "~/lib/members.server";
import { signedIn } from "../helpers/test-app";
import { useTestApp } from "../helpers/test-suite";

// Who counts as the coach's client (decision 0032): access counts while it runs, and not once it
// has ended. The check every client's dashboard makes is a prepared query (decision 0081), its
// time bound as a value: the same answer as the coach's list, which is built each time. Her
// dashboard first asks her sign-in (decision 0099): it must never call her a client when the
// database would not, and must see access the moment it is granted.
describe("an active client, by her access", () => {
  const { database, app } = useTestApp({ start: new Date("2026-11-23T23:00:00Z") });
  const HOUR = 3_600_000;

  it("is a client while her access runs, and not an hour after it ended", async () => {
    const { id, cookie } = await signedIn(app, { name: "Cat", email: "cat@example.com" });
    const now = app.clock.now;
    const at = (offset: number) => new Date(now.getTime() + offset);
    const both = async (when: Date) => {
      const answers = [
        await isActiveClient(database.db, id, when),
        (await activeClientIds(database.db, when)).includes(id),
      ];
      if (when === now) {
        const viewer = await getViewer(app.args("/dashboard", { cookie }));
        expect(signedInAsClient(viewer)).toBe(answers[0]);
      }
      return answers;
    };
    expect(await both(now)).toEqual([false, false]);
    await grantEntitlement(database.db, {
      memberId: id,
      kind: "premium",
      endsAt: at(-HOUR),
      source: "coach",
    });
    expect(await both(now)).toEqual([false, false]);
    await grantEntitlement(database.db, { memberId: id, kind: "premium", endsAt: at(HOUR), source: "coach" });
    expect(await both(now)).toEqual([true, true]);
    expect(await both(at(HOUR - 60_000))).toEqual([true, true]);
    expect(await both(at(HOUR + 60_000))).toEqual([false, false]);
  });

  it("is never the coach", async () => {
    const { id, cookie } = await signedIn(app, {
      name: "Coach",
      email: "coach@example.com",
      role: "coach",
    });
    await grantEntitlement(database.db, { memberId: id, kind: "premium", endsAt: null, source: "coach" });
    expect(await isActiveClient(database.db, id, app.clock.now)).toBe(false);
    const viewer = await getViewer(app.args("/dashboard", { cookie }));
    expect(viewer.member?.id).toBe(id);
    expect(signedInAsClient(viewer)).toBe(false);
  });
});
