import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { auditLog, members, outbox } from "~/db/schema";
import { ACCOUNT_MESSAGES } from "~/features/coach/account.server";
import { COACH_INVITE_TTL_DAYS, removeCoach } from "~/features/coach/coaches.server";
import { formFailureOf } from "~/lib/form-failure";
import { authenticate, createMember, findMemberById } from "~/lib/members.server";
import { action as loginAction } from "~/routes/account/login";
import { action as resetAction, loader as resetLoader } from "~/routes/account/reset-password";
import { action as accountAction, loader as accountLoader } from "~/routes/coach/account";
import { loader as clientsLoader } from "~/routes/coach/clients";
import { cookieFrom, createTestApp, outcome } from "../helpers/test-app";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];
type AccountPage = Awaited<ReturnType<typeof accountLoader>>;
type Person = { id: string; name: string; email: string; cookie: string };

const PASSWORD = "the coach's own long password";
const NEW_PASSWORD = "a brand new sentence for the coach";
const DAY_MS = 24 * 60 * 60 * 1000;

describe("the coach's own account (/coach/account)", () => {
  let database: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let coach: Person;
  let ann: Person;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const signedIn = async (memberId: string) =>
    cookieFrom([(await app.services.sessions.create({ memberId })).setCookie]);
  const person = async (name: string, email: string, role: "member" | "coach"): Promise<Person> => {
    const member = await createMember(database.db, { name, email, password: PASSWORD, role });
    if (!member) throw new Error("no member");
    return { id: member.id, name, email, cookie: await signedIn(member.id) };
  };

  beforeEach(async () => {
    await resetDatabase(database);
    app = createTestApp(database);
    coach = await person("Robyn", "coach@example.com", "coach");
    ann = await person("Ann", "ann@example.com", "member");
  });

  const page = (cookie: string) =>
    outcome(() => accountLoader(app.args("/coach/account", { cookie }) as Args<typeof accountLoader>));
  const act = (cookie: string, form: Record<string, string>) =>
    outcome(() => accountAction(app.args("/coach/account", { cookie, form }) as Args<typeof accountAction>));
  const logIn = (email: string, password: string) =>
    outcome(() =>
      loginAction(
        app.args("/login", { form: { email, password, redirectTo: "/coach" } }) as Args<typeof loginAction>,
      ),
    );
  const openClients = (cookie: string) =>
    outcome(() => clientsLoader(app.args("/coach/clients", { cookie }) as Args<typeof clientsLoader>));
  const emails = () => database.db.select().from(outbox);
  const audits = () => database.db.select().from(auditLog);
  const memberRow = async (id: string) => {
    const [row] = await database.db.select().from(members).where(eq(members.id, id));
    return row;
  };

  describe("changing her sign-in email", () => {
    it("refuses a wrong current password with a field error, keeping the address she typed", async () => {
      const result = await act(coach.cookie, {
        intent: "change-email",
        email: "robyn@example.com",
        currentPassword: "not my password at all",
      });
      expect(result.status).toBe(403);
      const failure = formFailureOf(result.data);
      expect(failure?.fieldErrors).toEqual({ currentPassword: ACCOUNT_MESSAGES.wrongPassword });
      expect(failure?.values).toMatchObject({ intent: "change-email", email: "robyn@example.com" });
      expect(failure?.values).not.toHaveProperty("currentPassword");
      expect((await memberRow(coach.id))?.email).toBe("coach@example.com");
      expect(await emails()).toEqual([]);
    });

    it("refuses an address another account uses, and her own, saying no more than that", async () => {
      const taken = await act(coach.cookie, {
        intent: "change-email",
        email: " ANN@example.com ",
        currentPassword: PASSWORD,
      });
      expect(taken.status).toBe(409);
      expect(formFailureOf(taken.data)?.fieldErrors).toEqual({ email: ACCOUNT_MESSAGES.emailTaken });
      const same = await act(coach.cookie, {
        intent: "change-email",
        email: "Coach@Example.com",
        currentPassword: PASSWORD,
      });
      expect(same.status).toBe(400);
      expect(formFailureOf(same.data)?.fieldErrors).toEqual({ email: ACCOUNT_MESSAGES.sameEmail });
      expect((await memberRow(coach.id))?.email).toBe("coach@example.com");
      expect(await emails()).toEqual([]);
    });

    it("moves her sign-in, tells the old address, asks the new one to confirm, and audits it", async () => {
      const result = await act(coach.cookie, {
        intent: "change-email",
        email: "  Robyn.Coach@Example.com ",
        currentPassword: PASSWORD,
      });
      expect(result).toMatchObject({ status: 302, location: "/coach/account" });
      expect(result.cookies.join(";")).toContain("wb50_flash=email-changed");

      const row = await memberRow(coach.id);
      expect(row).toMatchObject({ email: "robyn.coach@example.com", emailConfirmedAt: null });
      expect(await authenticate(database.db, "robyn.coach@example.com", PASSWORD)).toMatchObject({
        id: coach.id,
      });
      expect(await authenticate(database.db, "coach@example.com", PASSWORD)).toBeNull();

      const sent = await emails();
      const notice = sent.find((email) => email.kind === "email-changed");
      expect(notice).toMatchObject({ to: "coach@example.com", subject: "Your sign-in email was changed" });
      expect(notice?.dedupeKey).toMatch(new RegExp(`^email-changed:${coach.id}:`));
      expect(notice?.text).toContain("robyn.coach@example.com");
      expect(sent.find((email) => email.kind === "confirm-email")).toMatchObject({
        to: "robyn.coach@example.com",
      });
      expect(sent).toHaveLength(2);

      expect(await audits()).toEqual([
        expect.objectContaining({
          actorId: coach.id,
          action: "change own email",
          target: "robyn.coach@example.com",
          detail: "was coach@example.com",
        }),
      ]);
      // The page now shows the new address.
      expect(((await page(coach.cookie)).data as AccountPage).email).toBe("robyn.coach@example.com");
    });
  });

  describe("changing her password", () => {
    it("refuses a wrong current password, two different new ones, or a short one", async () => {
      const wrong = await act(coach.cookie, {
        intent: "change-password",
        currentPassword: "not my password at all",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(403);
      expect(formFailureOf(wrong.data)?.fieldErrors).toEqual({
        currentPassword: ACCOUNT_MESSAGES.wrongPassword,
      });
      expect(formFailureOf(wrong.data)?.values).toEqual({ intent: "change-password" });

      const different = await act(coach.cookie, {
        intent: "change-password",
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: `${NEW_PASSWORD}!`,
      });
      expect(different.status).toBe(400);
      expect(formFailureOf(different.data)?.fieldErrors).toEqual({
        confirmPassword: ACCOUNT_MESSAGES.confirmPassword,
      });

      const short = await act(coach.cookie, {
        intent: "change-password",
        currentPassword: PASSWORD,
        password: "short",
        confirmPassword: "short",
      });
      expect(short.status).toBe(400);
      expect(formFailureOf(short.data)?.fieldErrors.password).toContain("at least 12 characters");

      expect(await authenticate(database.db, coach.email, PASSWORD)).not.toBeNull();
      expect(await audits()).toEqual([]);
    });

    it("saves the new one, signs out her other devices and keeps this browser signed in", async () => {
      const otherDevice = await signedIn(coach.id);
      expect((await page(otherDevice)).status).toBe(200);

      const result = await act(coach.cookie, {
        intent: "change-password",
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(result).toMatchObject({ status: 302, location: "/coach/account" });
      expect(result.cookies.join(";")).toContain("wb50_flash=password-changed");

      // This browser carries on, under a new session id.
      const thisBrowser = cookieFrom(result.cookies);
      expect(thisBrowser).toMatch(/wb50_session=/);
      expect(thisBrowser).not.toBe(coach.cookie);
      expect((await page(thisBrowser)).status).toBe(200);
      // The other device is signed out: the coach area sends it to Log In.
      const other = await page(otherDevice);
      expect(other.status).toBe(302);
      expect(other.location).toMatch(/^\/login\?redirectTo=/);

      expect(await logIn(coach.email, NEW_PASSWORD)).toMatchObject({ status: 302, location: "/coach" });
      expect((await logIn(coach.email, PASSWORD)).status).toBe(401);

      const rows = await audits();
      expect(rows).toEqual([
        expect.objectContaining({ actorId: coach.id, action: "change own password", target: coach.email }),
      ]);
      expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
    });
  });

  describe("assistant coaches", () => {
    const inviteToken = async (to: string) => {
      const invite = (await emails()).find((email) => email.kind === "coach-invite" && email.to === to);
      const link = invite?.text.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/);
      if (!invite || !link?.[1]) throw new Error(`no set-password link to ${to}`);
      return { invite, token: decodeURIComponent(link[1]) };
    };
    const openLink = (token: string) =>
      outcome(() =>
        resetLoader(
          app.args(`/reset-password?${new URLSearchParams({ token })}`) as Args<typeof resetLoader>,
        ),
      );

    it("adds one: a coach account she opens with the emailed link, and then the coach area", async () => {
      const result = await act(coach.cookie, {
        intent: "add-coach",
        name: " Bea ",
        email: "Bea@Example.com",
      });
      expect(result).toMatchObject({ status: 302, location: "/coach/account" });
      expect(result.cookies.join(";")).toContain("wb50_flash=coach-added");

      const listed = (await page(coach.cookie)).data as AccountPage;
      expect(listed.coaches.map(({ name, email, you }) => ({ name, email, you }))).toEqual([
        { name: "Bea", email: "bea@example.com", you: false },
        { name: "Robyn", email: "coach@example.com", you: true },
      ]);
      const bea = listed.coaches.find((row) => row.email === "bea@example.com");
      if (!bea) throw new Error("Bea is not listed");
      expect(await findMemberById(database.db, bea.id)).toMatchObject({ role: "coach" });

      const { invite, token } = await inviteToken("bea@example.com");
      expect(invite).toMatchObject({ sensitive: true, dedupeKey: `coach-invite:${bea.id}` });
      expect(invite.text).toContain("Robyn has made you a coach account");
      expect(invite.text).toContain(`for ${COACH_INVITE_TTL_DAYS} days`);
      expect(await audits()).toEqual([
        expect.objectContaining({ actorId: coach.id, action: "add coach", target: "bea@example.com" }),
      ]);

      // Days later (the link lasts a week, not a reset's hour), she chooses her password.
      app.advance(6 * DAY_MS);
      expect(await openLink(token)).toMatchObject({
        status: 200,
        data: { valid: true, email: "bea@example.com" },
      });
      const chosen = await outcome(() =>
        resetAction(
          app.args("/reset-password", { form: { token, password: NEW_PASSWORD } }) as Args<
            typeof resetAction
          >,
        ),
      );
      // A coach lands on her coach home (issue 36).
      expect(chosen).toMatchObject({ status: 302, location: "/coach" });
      const clients = await openClients(cookieFrom(chosen.cookies));
      expect(clients.status).toBe(200);
      // The link worked once; her password works from the sign-in page.
      expect(await openLink(token)).toMatchObject({ status: 410 });
      expect((await logIn("bea@example.com", NEW_PASSWORD)).status).toBe(302);
    });

    it("lets the set-password link lapse after its days", async () => {
      await act(coach.cookie, { intent: "add-coach", name: "Cleo", email: "cleo@example.com" });
      const { token } = await inviteToken("cleo@example.com");
      app.advance(COACH_INVITE_TTL_DAYS * DAY_MS + 60_000);
      expect(await openLink(token)).toMatchObject({ status: 410, data: { valid: false } });
    });

    it("refuses an address that already has an account: a member never becomes a coach here", async () => {
      const result = await act(coach.cookie, { intent: "add-coach", name: "Ann", email: " Ann@Example.com" });
      expect(result.status).toBe(409);
      expect(formFailureOf(result.data)?.fieldErrors).toEqual({ email: ACCOUNT_MESSAGES.accountExists });
      expect(formFailureOf(result.data)?.values).toMatchObject({ name: "Ann", email: " Ann@Example.com" });
      expect(await findMemberById(database.db, ann.id)).toMatchObject({ role: "member" });
      expect(await emails()).toEqual([]);
      expect(await audits()).toEqual([]);
    });

    it("removes one: her sessions end, and signed in again she is refused the coach area", async () => {
      const bea = await person("Bea", "bea@example.com", "coach");
      expect((await openClients(bea.cookie)).status).toBe(200);

      const result = await act(coach.cookie, { intent: "remove-coach", memberId: bea.id });
      expect(result).toMatchObject({ status: 302, location: "/coach/account" });
      expect(result.cookies.join(";")).toContain("wb50_flash=coach-removed");
      expect(await findMemberById(database.db, bea.id)).toMatchObject({ role: "member" });

      // Her session is gone: the coach area sends her to Log In.
      expect((await openClients(bea.cookie)).status).toBe(302);
      const again = await logIn("bea@example.com", PASSWORD);
      expect(again.status).toBe(302);
      const beaAgain = cookieFrom(again.cookies);
      expect((await openClients(beaAgain)).status).toBe(403);
      expect((await page(beaAgain)).status).toBe(403);

      // Opening the client list is audited too; only the removal is looked for here.
      expect((await audits()).filter((row) => row.action !== "viewed client list")).toEqual([
        expect.objectContaining({ actorId: coach.id, action: "remove coach", target: "bea@example.com" }),
      ]);
      const listed = (await page(coach.cookie)).data as AccountPage;
      expect(listed.coaches.map((row) => row.email)).toEqual(["coach@example.com"]);
    });

    it("never removes herself, a member or an unknown id", async () => {
      const self = await act(coach.cookie, { intent: "remove-coach", memberId: coach.id });
      expect(self.status).toBe(400);
      expect(formFailureOf(self.data)?.formError).toBe(ACCOUNT_MESSAGES.self);
      for (const memberId of [ann.id, "no-such-id", "../../etc/passwd\u0000"]) {
        const refused = await act(coach.cookie, { intent: "remove-coach", memberId });
        expect(refused.status).toBe(404);
        expect(formFailureOf(refused.data)?.formError).toBe(ACCOUNT_MESSAGES.notACoach);
      }
      expect(await findMemberById(database.db, coach.id)).toMatchObject({ role: "coach" });
      expect(await audits()).toEqual([]);
    });

    it("keeps the last coach when two coaches remove each other at the same moment", async () => {
      const bea = await person("Bea", "bea@example.com", "coach");
      const outcomes = await Promise.all([
        removeCoach(database.db, coach.id, bea.id),
        removeCoach(database.db, bea.id, coach.id),
      ]);
      expect(outcomes.toSorted()).toEqual(["not-allowed", "removed"]);
      const coaches = await database.db.select().from(members).where(eq(members.role, "coach"));
      expect(coaches).toHaveLength(1);
      // Whoever is left cannot be removed by the one who is not a coach any more.
      const [left] = coaches;
      const gone = left?.id === coach.id ? bea : coach;
      expect(await removeCoach(database.db, gone.id, left?.id ?? "")).toBe("not-allowed");
    });
  });

  it("answers an unknown button with a message about the form", async () => {
    const result = await act(coach.cookie, { intent: "make-me-owner" });
    expect(result.status).toBe(400);
    expect(formFailureOf(result.data)?.formError).toBe(ACCOUNT_MESSAGES.unknownIntent);
  });

  it("refuses a member (403) on the page and on every button, and sends a visitor to Log In", async () => {
    expect((await page(ann.cookie)).status).toBe(403);
    const forms: Record<string, string>[] = [
      { intent: "change-email", email: "ann2@example.com", currentPassword: PASSWORD },
      {
        intent: "change-password",
        currentPassword: PASSWORD,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
      { intent: "add-coach", name: "Mallory", email: "mallory@example.com" },
      { intent: "remove-coach", memberId: coach.id },
    ];
    for (const form of forms) expect((await act(ann.cookie, form)).status).toBe(403);
    const visitor = await page("");
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/login?${new URLSearchParams({ redirectTo: "/coach/account" })}`);
    expect((await act("", forms[2] ?? {})).status).toBe(302);

    expect(await findMemberById(database.db, coach.id)).toMatchObject({ role: "coach", email: coach.email });
    expect(await authenticate(database.db, ann.email, PASSWORD)).not.toBeNull();
    expect((await database.db.select().from(members)).map((row) => row.email).sort()).toEqual([
      "ann@example.com",
      "coach@example.com",
    ]);
    expect(await emails()).toEqual([]);
  });
});
