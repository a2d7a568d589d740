import type { Database, DatabaseHandle } from "~/db/client.server";
import { ACCOUNT_CHANGE, type ChangeListener, listenForChanges } from "~/db/data-changes.server";
import type { findSessionWithMember } from "./members.server";

// Decision 0095 (issue 41 §1): the session lookup every signed-in request makes (her session,
// her account and her entitlements, one query) kept in memory by session id. On the embedded
// database it was the dearest query of a member page's first view, 0.6-0.7 ms of the portal
// page's 1.1 ms of queries. What it read changes only when her session, account or entitlements
// change, and the database announces each such change as "account:<her id>" (drizzle/0040), so a
// kept lookup ends with that, with a change to everyone, or after KEPT_MS. Saving a set, a
// check-in or a message leaves it kept. The caller still checks the session's expiry and the
// entitlements' ends against the clock on every request. While announcements cannot be heard,
// nothing is kept and every request reads the database, as before.

type Found = NonNullable<Awaited<ReturnType<typeof findSessionWithMember>>>;

/** How long a kept lookup serves at most, should an announcement ever go missing. */
export const KEPT_MS = 60_000;
/** The most sessions kept; the longest kept goes first. */
export const KEPT_MAX = 10_000;

type Entry = { found: Found; until: number };

/** A read's place in the announcements: what it read is kept only if nothing ended meanwhile. */
export type Ticket = number;

export type SessionKeeper = ChangeListener & {
  /** The kept lookup of this session id, or undefined: read it, then `keep` it. */
  get(id: string): Found | undefined;
  /** Taken before a read: `keep` refuses what a change announced since may have outdated. */
  ticket(): Ticket;
  keep(id: string, found: Found, ticket: Ticket): void;
  /** This instance changed or removed the session: forget it now, not at the announcement. */
  drop(id: string): void;
  /** Lookups answered from memory and from the database (the tests read them). */
  readonly counts: { kept: number; read: number };
};

export function createSessionKeeper(now: () => number = Date.now): SessionKeeper {
  const entries = new Map<string, Entry>();
  /** Session ids kept per member, to end them all when her account changes. */
  const byMember = new Map<string, Set<string>>();
  let hearing = true;
  /** Goes up with every announcement that ends kept lookups. */
  let endings = 0;
  const counts = { kept: 0, read: 0 };

  function forget(id: string) {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    const memberId = entry.found.member?.id;
    if (!memberId) return;
    const ids = byMember.get(memberId);
    ids?.delete(id);
    if (ids?.size === 0) byMember.delete(memberId);
  }

  function clear() {
    endings += 1;
    entries.clear();
    byMember.clear();
  }

  return {
    accounts: true,
    counts,
    changed(whose) {
      if (whose === "*") return clear();
      if (!whose.startsWith(ACCOUNT_CHANGE)) return;
      endings += 1;
      for (const id of byMember.get(whose.slice(ACCOUNT_CHANGE.length)) ?? []) forget(id);
    },
    lost() {
      hearing = false;
      clear();
    },
    resumed() {
      hearing = true;
      clear();
    },
    get(id) {
      const entry = hearing ? entries.get(id) : undefined;
      if (entry && entry.until > now()) {
        counts.kept += 1;
        return entry.found;
      }
      if (entry) forget(id);
      counts.read += 1;
      return undefined;
    },
    ticket: () => endings,
    keep(id, found, ticket) {
      // A session without an account (the portal code) ends with "*", which clears everything.
      if (!hearing || ticket !== endings) return;
      forget(id);
      entries.set(id, { found, until: now() + KEPT_MS });
      const memberId = found.member?.id;
      if (memberId) {
        const ids = byMember.get(memberId) ?? new Set<string>();
        ids.add(id);
        byMember.set(memberId, ids);
      }
      while (entries.size > KEPT_MAX) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        forget(oldest);
      }
    },
    drop(id) {
      endings += 1;
      forget(id);
    },
  };
}

const keepers = new WeakMap<Database, SessionKeeper>();

/**
 * Keeps the session lookups of this database in memory from now on, hearing its announcements;
 * the server does this once at start-up. Returns the way to stop.
 */
export async function keepSessions(database: DatabaseHandle): Promise<() => Promise<void>> {
  return listenForChanges(database, createSessionKeeper(), keepers);
}

/** The keeper of this database's session lookups, when the server keeps them. */
export const sessionKeeper = (db: Database): SessionKeeper | undefined => keepers.get(db);

/**
 * After this instance changes her account row (her reading size, her name): her sessions' kept
 * lookups end now. The database's "account:<her id>" announcement would end them too, but on
 * PostgreSQL it can arrive after her next request, which would then show the old value.
 */
export function forgetMemberSessions(db: Database, memberId: string): void {
  keepers.get(db)?.changed(`${ACCOUNT_CHANGE}${memberId}`);
}
