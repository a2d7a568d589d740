import { describe, expect, it } from "vitest";
import { confirmedSubscribers, subscribedMembers } from "~/features/newsletter/newsletter.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account/account";
import { useEmailSuite } from "../helpers/email-suite";
import { cookieFrom, outcome } from "../helpers/test-app";

// Issue 36 §6: a newsletter goes to the clients who agreed to it as well as to subscribers. A
// client agrees on her account page; an account alone is never agreement.

describe("newsletters reach the clients who agreed", () => {
  const { app, database, newMember } = useEmailSuite();

  async function signedIn(email: string, confirmed: boolean) {
    const member = await newMember(email, "Ann", confirmed ? app.clock.now : null);
    const cookie = cookieFrom([(await app.services.sessions.create({ memberId: member.id })).setCookie]);
    return { ...member, cookie };
  }
  const choose = (cookie: string, subscribe: string) =>
    outcome(() =>
      accountAction(
        app.args("/account", { cookie, form: { intent: "newsletter", subscribe } }) as Parameters<
          typeof accountAction
        >[0],
      ),
    );
  const state = async (cookie: string) =>
    (
      (await outcome(() =>
        accountLoader(app.args("/account", { cookie }) as Parameters<typeof accountLoader>[0]),
      )) as { data: { newsletter: string } }
    ).data.newsletter;

  it("adds a confirmed client at once, asks an unconfirmed one to tap the link, and stops on request", async () => {
    const ann = await signedIn("ann@example.com", true);
    const bea = await signedIn("bea@example.com", false);
    await signedIn("cat@example.com", true); // has an account, never agreed
    expect(await state(ann.cookie)).toBe("none");

    expect(await choose(ann.cookie, "yes")).toMatchObject({ status: 302, location: "/account" });
    expect(await state(ann.cookie)).toBe("confirmed");
    await choose(bea.cookie, "yes");
    expect(await state(bea.cookie)).toBe("waiting");

    // Only Ann receives a newsletter: Bea has not confirmed, Cat never agreed.
    expect((await confirmedSubscribers(database.db)).map((row) => row.email)).toEqual(["ann@example.com"]);
    expect(await subscribedMembers(database.db)).toBe(1);

    await choose(ann.cookie, "no");
    expect(await state(ann.cookie)).toBe("unsubscribed");
    expect(await confirmedSubscribers(database.db)).toEqual([]);

    // A forged choice is a plain-words refusal.
    const odd = await choose(ann.cookie, "maybe");
    expect(odd.status).toBe(400);
    expect(JSON.stringify(odd.data)).toContain("Please choose whether you would like the newsletter.");
  });
});
