import { randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import { createCookie } from "react-router";
import type { Database } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { readSignedCookie } from "./cookie-signature.server";
import { type Entitlement, findSessionWithMember, type Member } from "./members.server";
import { sessionKeeper } from "./sessions-kept.server";

/** product.md §6.1: a session lasts 42 days from login. */
export const SESSION_TTL_MS = 42 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE_NAME = "wb50_session";

export type SessionData = Record<string, unknown>;
export type Session = {
  id: string;
  data: SessionData;
  memberId: string | null;
  portalCodeVersion: number | null;
  expiresAt: Date;
  createdAt: Date;
};

/** What a session records: the signed-in member, the portal code it unlocked, feature data. */
export type SessionFields = Partial<Pick<Session, "data" | "memberId" | "portalCodeVersion">>;

/** A session as a request finds it: the row, and who is signed in with it. */
export type SessionLookup = { session: Session; member: Member | null; entitlements: Entitlement[] };

export type SessionStoreOptions = {
  db: Database;
  secret: string;
  /** Secure cookies in production; browsers accept them on http://localhost too. */
  secure: boolean;
  now?: () => Date;
};

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Sessions live in the database; the cookie carries only the row id, signed with the
 * session secret, so a forged or tampered cookie never reaches the database lookup.
 */
export function createSessionStore({ db, secret, secure, now = () => new Date() }: SessionStoreOptions) {
  const cookie = createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    secrets: [secret],
  });

  const toSession = (row: typeof sessions.$inferSelect): Session => ({
    id: row.id,
    data: row.data,
    memberId: row.memberId,
    portalCodeVersion: row.portalCodeVersion,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
  });

  const commit = (session: Session) => cookie.serialize(session.id, { expires: session.expiresAt });

  async function readId(request: Request): Promise<string | null> {
    const value = readSignedCookie(request.headers.get("Cookie"), SESSION_COOKIE_NAME, [secret]);
    return typeof value === "string" && value.length > 0 ? value : null;
  }

  return {
    /** Creates a new session row and the Set-Cookie header that hands it to the browser. */
    async create(fields: SessionFields = {}, ttlMs = SESSION_TTL_MS) {
      const [row] = await db
        .insert(sessions)
        .values({
          id: randomBytes(32).toString("base64url"),
          ...fields,
          expiresAt: new Date(now().getTime() + ttlMs),
        })
        .returning();
      if (!row) throw new Error("Session insert returned no row");
      const session = toSession(row);
      return { session, setCookie: await commit(session) };
    },

    /**
     * The live session named by the request's cookie, with its member and her entitlements (one
     * query), or null. An expired row is removed.
     */
    async get(request: Request): Promise<SessionLookup | null> {
      const id = await readId(request);
      if (!id) return null;
      // Decision 0095: from memory when the server keeps lookups and nothing of hers changed.
      const keeper = sessionKeeper(db);
      let found = keeper?.get(id);
      if (!found) {
        const ticket = keeper?.ticket();
        found = (await findSessionWithMember(db, id)) ?? undefined;
        if (!found) return null;
        if (keeper && ticket !== undefined) keeper.keep(id, found, ticket);
      }
      if (found.session.expiresAt.getTime() <= now().getTime()) {
        keeper?.drop(id);
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      return { session: toSession(found.session), member: found.member, entitlements: found.entitlements };
    },

    /** Pushes the expiry forward; null when the session is gone or already expired. */
    async extend(id: string, ttlMs = SESSION_TTL_MS) {
      sessionKeeper(db)?.drop(id);
      const current = now();
      const [row] = await db
        .update(sessions)
        .set({ expiresAt: new Date(current.getTime() + ttlMs) })
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, current)))
        .returning();
      if (!row) return null;
      const session = toSession(row);
      return { session, setCookie: await commit(session) };
    },

    async update(id: string, fields: SessionFields): Promise<void> {
      sessionKeeper(db)?.drop(id);
      await db.update(sessions).set(fields).where(eq(sessions.id, id));
    },

    /** Deletes the row and returns the Set-Cookie header that clears the browser's cookie. */
    async destroy(id: string | null): Promise<string> {
      if (id) {
        sessionKeeper(db)?.drop(id);
        await db.delete(sessions).where(eq(sessions.id, id));
      }
      return cookie.serialize("", { expires: new Date(0), maxAge: 0 });
    },

    /** Removes every expired row; returns how many went. */
    async purgeExpired(): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now()))
        .returning({ id: sessions.id });
      return removed.length;
    },
  };
}
