import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { members } from "~/db/schema";
import { listClientRows } from "~/features/coaching/clients.server";
import { listInbox, unreadMessageCount } from "~/features/coaching/inbox.server";
import { saveScreening } from "~/features/coaching/screening.server";
import { postMessage } from "~/features/coaching/thread.server";
import { ensurePortalCode } from "~/lib/portal-code.server";
import { loader as homeLoader } from "~/routes/coach/home";
import { loader as inboxLoader } from "~/routes/coach/inbox";
import { loader as membersLoader } from "~/routes/coach/members";
import { action as portalAction } from "~/routes/portal/index";
import { allNo, NOW, THIS_PERIOD, useCoachClientsSuite } from "../helpers/coach-clients-suite";
import { outcome } from "../helpers/test-app";
import type { Args } from "../helpers/test-suite";

// Issue 36 §1: anyone who gives a sign of being a client appears in the coach's lists at once,
// flagged "new" with what she did, and her messages reach one inbox.

describe("the coach sees every new client", () => {
  const { database, app, coach, person, signIn, logs, checkIn, listPage, clientPage, post } =
    useCoachClientsSuite();

  const write = (who: { id: string; name: string; email: string }, body: string, at = NOW) =>
    postMessage(
      database.db,
      { id: randomUUID(), memberId: who.id, author: who, fromCoach: false, body },
      { appUrl: "https://app.example", now: at },
    );

  it("lists her from the portal code alone, flagged new, until the coach opens her record", async () => {
    await ensurePortalCode(database.db, "strong-at-fifty");
    const gail = await signIn(await person("Gail"));
    expect(await listClientRows(database.db, NOW)).toEqual([]);

    const entered = await outcome(() =>
      portalAction(
        app.args("/client-portal", {
          cookie: gail.cookie,
          form: { intent: "enter", code: "strong-at-fifty" },
        }) as Args<typeof portalAction>,
      ),
    );
    expect(entered.status).toBe(200);
    const [stored] = await database.db
      .select({ at: members.portalCodeAt })
      .from(members)
      .where(eq(members.id, gail.id));
    expect(stored?.at).toEqual(app.clock.now);

    const [row] = await listClientRows(database.db, NOW);
    expect(row).toMatchObject({ name: "Gail", newSigns: ["portal"] });
    expect(row?.reasons).toContain("new");

    // The members list shows that she entered the code, and links her row to her client page.
    const coachCookie = (await signIn(coach)).cookie;
    const list = await outcome(() =>
      membersLoader(app.args("/coach/members", { cookie: coachCookie }) as Args<typeof membersLoader>),
    );
    const listed = (list.data as Awaited<ReturnType<typeof membersLoader>>).members.find(
      (member) => member.name === "Gail",
    );
    expect(listed?.portalCode).toBeTruthy();

    // The coach opens her record: she is a client the coach knows, no longer new.
    expect((await clientPage(await signIn(coach), gail.id)).status).toBe(200);
    const [after] = await listClientRows(database.db, NOW);
    expect(after?.newSigns).toEqual([]);
    expect(after?.reasons).not.toContain("new");
  });

  it("lists her for a screening, a session, a check-in or a message, naming each sign", async () => {
    const hana = await person("Hana");
    const iris = await person("Iris");
    const jo = await person("Jo");
    const kay = await person("Kay");
    await person("Lou"); // an account and nothing else: not a client
    await saveScreening(database.db, hana.id, { ...allNo(), joints: true }, "Left knee", NOW);
    await logs(iris, ["2026-11-17"]);
    await checkIn(jo, THIS_PERIOD, { level: 4, area: "knee" });
    await write(kay, "Hello, is this where I ask about my knee?");

    const rows = await listClientRows(database.db, NOW);
    const signs = Object.fromEntries(rows.map((row) => [row.name, row.newSigns]));
    expect(signs).toEqual({
      Hana: ["screening"],
      Iris: ["session"],
      Jo: ["check-in"],
      Kay: ["message"],
    });
    const kays = rows.find((row) => row.name === "Kay");
    expect(kays?.reasons).toEqual(expect.arrayContaining(["new", "unread"]));
    // Pain and an unreviewed screening still come first.
    expect(rows[0]?.name).toBe("Jo");
    expect(rows[1]?.name).toBe("Hana");

    const page = await listPage(await signIn(coach));
    expect(page.status).toBe(200);
  });

  it("gathers unread messages from every client in one inbox, with the count the navigation shows", async () => {
    const ann = await person("Ann", "member", true);
    const bea = await person("Bea");
    await write(ann, "First question", new Date(NOW.getTime() - 3_600_000));
    await write(ann, "Second question");
    await write(bea, "Hello from Bea", new Date(NOW.getTime() - 7_200_000));

    expect(await unreadMessageCount(database.db)).toBe(3);
    const inbox = await listInbox(database.db);
    expect(inbox.map((thread) => [thread.name, thread.unread, thread.latest.firstLine])).toEqual([
      ["Bea", 1, "Hello from Bea"],
      ["Ann", 2, "Second question"],
    ]);

    const signedIn = await signIn(coach);
    const view = await outcome(() =>
      inboxLoader(app.args("/coach/inbox", { cookie: signedIn.cookie }) as Args<typeof inboxLoader>),
    );
    expect(view.status).toBe(200);
    const home = await outcome(() =>
      homeLoader(app.args("/coach", { cookie: signedIn.cookie }) as Args<typeof homeLoader>),
    );
    expect(home.data).toMatchObject({ unread: 3 });

    // Marking Ann's thread read on her page takes her out of the inbox.
    const page = await clientPage(signedIn, ann.id);
    const through = (page.data as { thread: { unreadThrough: string | null } }).thread.unreadThrough;
    expect(through).toBeTruthy();
    const marked = await post(signedIn, ann.id, { intent: "mark-read", through: String(through) });
    expect(marked.status).toBe(200);
    expect((await listInbox(database.db)).map((thread) => thread.name)).toEqual(["Bea"]);
    expect(await unreadMessageCount(database.db)).toBe(1);

    // A member is refused the inbox.
    const beaCookie = (await signIn(bea)).cookie;
    const refused = await outcome(() =>
      inboxLoader(app.args("/coach/inbox", { cookie: beaCookie }) as Args<typeof inboxLoader>),
    );
    expect(refused.status).toBe(403);
  });

  it("takes the coach to her home after signing in, and an old member search link to Members", async () => {
    const old = await outcome(() =>
      homeLoader(app.args("/coach?q=ann", { cookie: "" }) as Args<typeof homeLoader>),
    );
    expect(old.status).toBe(302); // not signed in: to sign in first
    const signedIn = await signIn(coach);
    const moved = await outcome(() =>
      homeLoader(app.args("/coach?q=ann", { cookie: signedIn.cookie }) as Args<typeof homeLoader>),
    );
    expect(moved).toMatchObject({ status: 302, location: "/coach/members?q=ann" });
  });
});
