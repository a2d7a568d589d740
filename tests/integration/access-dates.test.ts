import { describe, expect, it } from "vitest";
import { accessSummary } from "~/features/account/billing-summary.server";
import { ensureCoach } from "~/features/coach/coaches.server";
import { createMember, isActive, listEntitlements } from "~/lib/members.server";
import { action as memberAction, loader as memberLoader } from "~/routes/coach/member";
import { cookieFrom, outcome } from "../helpers/test-app";
import { useTestApp } from "../helpers/test-suite";

// Issue 36 §7: a date the coach chose is the date she reads, in the zone the page names (the
// business's, Australia/Sydney in the shipped content).

const PASSWORD = "correct horse battery";

describe("access the coach grants until a day", () => {
  const { database, app } = useTestApp();

  it("access granted 'until 27 December' ends then in the business's zone and reads 27 December everywhere", async () => {
    const ann = await createMember(database.db, {
      name: "Ann",
      email: "ann@example.com",
      password: PASSWORD,
    });
    const { member: coach } = await ensureCoach(
      database.db,
      { name: "Coach", email: "coach@example.com", password: PASSWORD },
      { promote: "if-password-matches" },
    );
    if (!ann || !coach) throw new Error("no member");
    const coachCookie = cookieFrom([(await app.services.sessions.create({ memberId: coach.id })).setCookie]);
    const memberArgs = (form?: Record<string, string>) =>
      app.args(`/coach/members/${ann.id}`, {
        cookie: coachCookie,
        form,
        params: { memberId: ann.id },
      }) as Parameters<typeof memberAction>[0];
    await outcome(() => memberAction(memberArgs({ intent: "grant", kind: "portal", endsOn: "2026-12-27" })));

    // Stored as the last instant of 27 December in Sydney (UTC+11 in summer), not in UTC.
    const [held] = await listEntitlements(database.db, ann.id);
    expect(held?.endsAt?.toISOString()).toBe("2026-12-27T12:59:59.999Z");
    // Her account page, and the coach's member page, say the day the coach chose.
    const { lines } = await accessSummary(database.db, ann, app.clock.now, null);
    expect(lines).toContainEqual(expect.objectContaining({ status: "Ends on 27 December 2026" }));
    const loaded = await outcome(() => memberLoader(memberArgs()));
    expect(loaded.data).toMatchObject({
      entitlements: [{ kind: "portal", until: "27 Dec 2026" }],
      zone: "Sydney time",
    });
    // Open through the last minute of 27 December in Sydney, closed from its midnight.
    expect(isActive({ endsAt: held?.endsAt ?? null }, new Date("2026-12-27T12:59:00Z"))).toBe(true);
    expect(isActive({ endsAt: held?.endsAt ?? null }, new Date("2026-12-27T13:00:00Z"))).toBe(false);
  });
});
