import { describe, expect, it } from "vitest";
import { clearClientFlag, raiseClientFlag } from "~/features/coaching/client-flags.server";
import { listClientRows } from "~/features/coaching/clients.server";
import { saveScreening } from "~/features/coaching/screening.server";
import {
  allNo,
  type ClientsPage,
  NOW,
  THIS_PERIOD,
  useCoachClientsSuite,
} from "../helpers/coach-clients-suite";

// Issue 39: a reason decided when her data changed is kept as a row, read by the coach's list
// in its order, shown with its why, and gone once cleared.
describe("client flags on the coach's list", () => {
  const { database, coach, person, signIn, logs, checkIn, listPage } = useCoachClientsSuite();

  it("ranks a flag by its weight, shows why, and drops it when cleared", async () => {
    const ann = await person("Ann", "member", true);
    const bea = await person("Bea", "member", true);
    for (const who of [ann, bea]) {
      await saveScreening(database.db, who.id, allNo(), "", NOW);
      await logs(who, ["2026-11-17"]);
      await checkIn(who, THIS_PERIOD);
    }
    // Bea's poor sleep outranks nothing of Ann's; Ann's fall risk outranks an unreviewed yes.
    await raiseClientFlag(database.db, bea.id, "sleep", "about 5 hours a night for 2 weeks");
    await raiseClientFlag(database.db, ann.id, "fall-risk", "up-and-go 13.4 s");
    await raiseClientFlag(database.db, ann.id, "fall-risk", "up-and-go 12.9 s");

    const rows = await listClientRows(database.db, NOW);
    expect(rows.map((row) => [row.name, row.reasons])).toEqual([
      ["Ann", ["fall-risk"]],
      ["Bea", ["sleep"]],
    ]);
    expect(rows[0]?.flags.map((flag) => flag.detail)).toEqual(["up-and-go 12.9 s"]);

    const page = (await listPage(await signIn(coach))).data as ClientsPage;
    expect(page.clients[0]?.flags).toEqual([{ kind: "fall-risk", detail: "up-and-go 12.9 s" }]);

    await clearClientFlag(database.db, ann.id, "fall-risk");
    const after = await listClientRows(database.db, NOW);
    expect(after.map((row) => [row.name, row.reasons])).toEqual([
      ["Bea", ["sleep"]],
      ["Ann", []],
    ]);
  });
});
