// Issue 37 §1: the security review's four low findings, each through the routes as the server
// runs them. (The malformed Host header is in tests/http/server.test.ts: it is the server's.)
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shippedContent } from "~/content/content.server";
import { liveSite, setLiveContent } from "~/content/live.server";
import { ONE_LINE_MESSAGE } from "~/content/site-schema";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, members, outbox } from "~/db/schema";
import { sendSignInCode } from "~/features/account/account-emails.server";
import { ACCOUNT_MESSAGES } from "~/features/coach/account.server";
import { ensureCoach } from "~/features/coach/coaches.server";
import { loadLiveContent } from "~/features/content/content-store.server";
import { unsubscribeToken } from "~/features/newsletter/newsletter.server";
import { formFailureOf } from "~/lib/form-failure";
import { MAX_SERIAL_ID, parseSerialId } from "~/lib/ids";
import { findMemberById } from "~/lib/members.server";
import { action as accountAction, loader as accountLoader } from "~/routes/coach/account";
import { action as revisionsAction } from "~/routes/coach/content-revisions";
import { action as siteAction } from "~/routes/coach/content-site";
import { action as leadsAction } from "~/routes/coach/leads";
import { action as memberAction, loader as memberLoader } from "~/routes/coach/member";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/newsletter/unsubscribe";
import { cookieFrom, createTestApp, outcome, signedIn, TEST_SECRET } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type Signed = Awaited<ReturnType<typeof signedIn>>;

describe("the security review's low findings (issue 37)", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let owner: Signed;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database);
    owner = await signedIn(app, { name: "Robyn", email: "owner@example.com", role: "coach" });
  });

  const audits = async () =>
    (await database.db.select().from(auditLog)).map(({ actorEmail, action, target }) => ({
      actorEmail,
      action,
      target,
    }));

  describe("an assistant coach cannot take over another coach's account", () => {
    const account = (cookie: string, form: Record<string, string>) =>
      outcome(() =>
        accountAction(app.args("/coach/account", { cookie, form }) as Args<typeof accountAction>),
      );
    const memberPage = (cookie: string, memberId: string, form?: Record<string, string>) => {
      const args = app.args(`/coach/members/${memberId}`, { cookie, form, params: { memberId } });
      return outcome(() =>
        form
          ? memberAction(args as Args<typeof memberAction>)
          : memberLoader(args as Args<typeof memberLoader>),
      );
    };

    /** An assistant as the page makes one: added by the owner, her password set by hand here. */
    async function assistant(name: string, email: string) {
      await account(owner.cookie, { intent: "add-coach", name, email });
      const [row] = await database.db.select().from(members).where(eq(members.email, email));
      if (!row) throw new Error(`${email} was not added`);
      expect(row.coachInvitedBy).toBe(owner.id);
      const cookie = cookieFrom([(await app.services.sessions.create({ memberId: row.id })).setCookie]);
      return { ...row, cookie };
    }

    it("refuses her a reset link, an access change or a removal of any coach account, and audits each try", async () => {
      const bea = await assistant("Bea", "bea@example.com");
      const cleo = await assistant("Cleo", "cleo@example.com");
      const ann = await signedIn(app, { name: "Ann", email: "ann@example.com" });
      await database.db.delete(auditLog);

      for (const target of [owner, cleo]) {
        const page = await memberPage(bea.cookie, target.id);
        expect(page).toMatchObject({ status: 200, data: { manages: false } });
        const forms: Record<string, string>[] = [
          { intent: "reset-link" },
          { intent: "grant", kind: "premium", endsOn: "" },
          { intent: "revoke", kind: "portal" },
        ];
        for (const form of forms) {
          const refused = await memberPage(bea.cookie, target.id, form);
          expect(refused.status, `${form.intent} on ${target.email}`).toBe(403);
          expect(refused.data).not.toHaveProperty("resetLink");
        }
      }
      const removal = await account(bea.cookie, { intent: "remove-coach", memberId: owner.id });
      expect(removal.status).toBe(403);
      expect(formFailureOf(removal.data)?.formError).toBe(ACCOUNT_MESSAGES.ownerOnly);
      const adding = await account(bea.cookie, {
        intent: "add-coach",
        name: "Dee",
        email: "dee@example.com",
      });
      expect(adding.status).toBe(403);
      expect(await findMemberById(database.db, owner.id)).toMatchObject({ role: "coach" });
      expect(await database.db.select().from(members).where(eq(members.email, "dee@example.com"))).toEqual(
        [],
      );
      expect(await database.db.select().from(outbox).where(eq(outbox.to, "dee@example.com"))).toEqual([]);

      const tried = (action: string, target: string) => ({
        actorEmail: "bea@example.com",
        action: `refused: ${action}`,
        target,
      });
      expect(await audits()).toEqual([
        ...["owner@example.com", "cleo@example.com"].flatMap((email) => [
          tried("create reset link", email),
          tried("grant premium", email),
          tried("revoke portal", email),
        ]),
        tried("remove coach", "owner@example.com"),
        tried("add coach", "dee@example.com"),
      ]);

      // A member's account is still hers to help with; the account page hides what she may not do.
      const annReset = await memberPage(bea.cookie, ann.id, { intent: "reset-link" });
      expect(annReset).toMatchObject({ status: 200, data: { done: "Reset link created." } });
      expect(await memberPage(bea.cookie, ann.id)).toMatchObject({ data: { manages: true } });
      const accountPage = await outcome(() =>
        accountLoader(app.args("/coach/account", { cookie: bea.cookie }) as Args<typeof accountLoader>),
      );
      expect(accountPage.data).toMatchObject({ managesCoaches: false });
    });

    it("lets the owner manage them, says which accounts are coaches in the audit, and the operator can make an assistant an owner", async () => {
      const bea = await assistant("Bea", "bea@example.com");
      const reset = await memberPage(owner.cookie, bea.id, { intent: "reset-link" });
      expect(reset).toMatchObject({ status: 200, data: { done: "Reset link created." } });
      const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, "create reset link"));
      expect(row).toMatchObject({ target: "bea@example.com", detail: "a coach account" });
      const ownerPage = await outcome(() =>
        accountLoader(app.args("/coach/account", { cookie: owner.cookie }) as Args<typeof accountLoader>),
      );
      expect(ownerPage.data).toMatchObject({
        managesCoaches: true,
        coaches: [
          { email: "bea@example.com", owner: false },
          { email: "owner@example.com", owner: true },
        ],
      });

      await ensureCoach(
        database.db,
        { name: "Bea", email: "bea@example.com", password: "x" },
        { promote: "always" },
      );
      expect((await memberPage(bea.cookie, owner.id)).data).toMatchObject({ manages: true });
      expect((await account(owner.cookie, { intent: "remove-coach", memberId: bea.id })).status).toBe(302);
    });
  });

  describe("a line break in a site setting", () => {
    it("is refused when she publishes, in plain words", async () => {
      await loadLiveContent(database.db, app.clock.now);
      const result = await outcome(() =>
        siteAction(
          app.args("/coach/content/site", {
            cookie: owner.cookie,
            form: { intent: "publish", "site.businessName": "WB50\r\nBcc: x", "site.coachName": "Robyn\tB" },
          }) as Args<typeof siteAction>,
        ),
      );
      expect(result.status).toBe(400);
      expect(formFailureOf(result.data)?.fieldErrors).toMatchObject({
        "site.businessName": ONE_LINE_MESSAGE,
        "site.coachName": ONE_LINE_MESSAGE,
      });
      expect(liveSite().businessName).toBe(shippedContent().site.businessName);
    });

    it("already stored, never stops an email: the subject is made one line", async () => {
      const content = shippedContent();
      setLiveContent({ ...content, site: { ...content.site, businessName: "WB50\r\nBcc: x" } }, 99);
      const mail = { db: database.db, appUrl: "http://localhost", now: app.clock.now };
      await sendSignInCode(mail, "owner@example.com", TEST_SECRET, "/dashboard", null);
      await sendSignInCode(mail, "nobody@example.com", TEST_SECRET, "/dashboard", null);
      const subjects = (await database.db.select().from(outbox)).map((row) => row.subject).sort();
      expect(subjects).toEqual(["Your WB50 Bcc: x sign-in", "Your WB50 Bcc: x sign-in code"].sort());
    });
  });

  describe("ids beyond the integer range", () => {
    it("are ids no row has: the shared reader", () => {
      expect(parseSerialId("1")).toBe(1);
      expect(parseSerialId(String(MAX_SERIAL_ID))).toBe(MAX_SERIAL_ID);
      for (const text of [
        "0",
        "-1",
        "01",
        "1.5",
        "1e3",
        "",
        " 1",
        "2147483648",
        "9999999999",
        "99999999999",
        null,
      ]) {
        expect(parseSerialId(text), String(text)).toBeNull();
      }
    });

    it("make an unsubscribe link invalid (GET and one-click POST), not a 500", async () => {
      const mac = unsubscribeToken(TEST_SECRET, { id: 1, email: "ann@example.com" }).split(".")[1];
      for (const id of ["9999999999", "2147483648"]) {
        const path = `/newsletter/unsubscribe?${new URLSearchParams({ token: `${id}.${mac}` })}`;
        expect(
          (await outcome(() => unsubscribeLoader(app.args(path) as Args<typeof unsubscribeLoader>))).status,
        ).toBe(404);
        const oneClick = new Request(`http://localhost${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        });
        const base = app.args(path);
        const posted = await outcome(() =>
          unsubscribeAction({ ...base, request: oneClick } as Args<typeof unsubscribeAction>),
        );
        expect(posted).toMatchObject({
          status: 404,
          data: { formError: "This unsubscribe link is not valid." },
        });
      }
    });

    it("are a field error on the coach's forms that name a sign-up or a version", async () => {
      const removed = await outcome(() =>
        leadsAction(
          app.args("/coach/leads", {
            cookie: owner.cookie,
            form: { intent: "remove-signup", id: "9999999999" },
          }) as Args<typeof leadsAction>,
        ),
      );
      expect(removed.status).toBe(400);
      expect(formFailureOf(removed.data)?.fieldErrors).toEqual({ id: "That sign-up is not known." });
      const restored = await outcome(() =>
        revisionsAction(
          app.args("/coach/content/revisions", {
            cookie: owner.cookie,
            form: { intent: "restore", revision: "9999999999" },
          }) as Args<typeof revisionsAction>,
        ),
      );
      expect(restored.status).toBe(400);
    });
  });
});
