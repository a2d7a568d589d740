import type { Database, DatabaseHandle } from "~/db/client.server";
import { ACCOUNT_CHANGE, type ChangeListener, listenForChanges } from "~/db/data-changes.server";

// Decision 0098 (issue 41 §1): a few reads of hers that change only when she or her coach
// changes a setting, kept in memory per member: her latest health screening, her coach's
// exercise substitutions and her training preferences. The portal program page read the first
// two on every view (a tenth of its CPU on the embedded database), `/progress` and the session
// log the third. The database announces a change to any of their tables as "account:<her id>"
// (drizzle/0042, as decision 0095's session lookups), so saving a set, a check-in or a message
// leaves them kept. A kept read ends with that announcement, a change to everyone, a lost or
// resumed connection, this instance's own write (`forgetMemberReads`, called by the functions
// that write them), or after KEPT_MS. While announcements cannot be heard nothing is kept.

/** How long a kept read serves at most, should an announcement ever go missing. */
export const KEPT_MS = 60_000;
/** The most members whose reads are kept; the longest kept goes first. */
export const KEPT_MAX = 10_000;

type Entry = { value: unknown; until: number };

export type MemberReadsKeeper = ChangeListener & {
  /** `read()` once, then its value from memory until her reads end. */
  read<T>(memberId: string, what: string, read: () => Promise<T>): Promise<T>;
  /** This instance changed something of hers that is kept: forget it now. */
  forget(memberId: string): void;
  /** Reads answered from memory and from the database (the tests read them). */
  readonly counts: { kept: number; read: number };
};

export function createMemberReadsKeeper(now: () => number = Date.now): MemberReadsKeeper {
  const members = new Map<string, Map<string, Entry>>();
  let hearing = true;
  /** Goes up with every ending: a read that started before one is used once, not kept. */
  let endings = 0;
  const counts = { kept: 0, read: 0 };

  function forget(memberId: string) {
    endings += 1;
    members.delete(memberId);
  }

  function clear() {
    endings += 1;
    members.clear();
  }

  function keep(memberId: string, what: string, value: unknown) {
    const kept = members.get(memberId) ?? new Map<string, Entry>();
    kept.set(what, { value, until: now() + KEPT_MS });
    // Most recently read last, so the first is the one to drop when there are too many.
    members.delete(memberId);
    members.set(memberId, kept);
    while (members.size > KEPT_MAX) {
      const oldest = members.keys().next().value;
      if (oldest === undefined) break;
      members.delete(oldest);
    }
  }

  return {
    accounts: true,
    counts,
    changed(whose) {
      if (whose === "*") return clear();
      if (whose.startsWith(ACCOUNT_CHANGE)) forget(whose.slice(ACCOUNT_CHANGE.length));
    },
    lost() {
      hearing = false;
      clear();
    },
    resumed() {
      hearing = true;
      clear();
    },
    async read<T>(memberId: string, what: string, read: () => Promise<T>): Promise<T> {
      const entry = hearing ? members.get(memberId)?.get(what) : undefined;
      if (entry && entry.until > now()) {
        counts.kept += 1;
        return entry.value as T;
      }
      counts.read += 1;
      const ticket = endings;
      const value = await read();
      if (hearing && ticket === endings) keep(memberId, what, value);
      return value;
    },
    forget,
  };
}

const keepers = new WeakMap<Database, MemberReadsKeeper>();

/**
 * Keeps these reads of this database in memory from now on, hearing its announcements; the
 * server does this once at start-up. Returns the way to stop.
 */
export async function keepMemberReads(database: DatabaseHandle): Promise<() => Promise<void>> {
  return listenForChanges(database, createMemberReadsKeeper(), keepers);
}

/** The keeper of this database's member reads, when the server keeps them (the tests count). */
export const memberReadsKeeper = (db: Database): MemberReadsKeeper | undefined => keepers.get(db);

/**
 * `read()`, or its kept value when the server keeps this database's member reads. `what` names
 * the read; its value must not be changed by the caller, as the next request gets the same.
 */
export function keptMemberRead<T>(db: Database, memberId: string, what: string, read: () => Promise<T>) {
  const keeper = keepers.get(db);
  return keeper ? keeper.read(memberId, what, read) : read();
}

/**
 * After this instance writes one of the kept reads of hers, on the database the reads come
 * from: the announcement would end it too, but on PostgreSQL it comes a moment later.
 */
export function forgetMemberReads(db: Database, memberId: string): void {
  keepers.get(db)?.forget(memberId);
}

/**
 * Decision 0099: a setting that is everyone's (the coach's check-in weekday), kept as the reads
 * of no member. "*" is never a member's id, and a shared row's announcement is "*", which ends
 * every kept read.
 */
const EVERYONE = "*";

/** `read()` of a shared setting, or its kept value (see `keptMemberRead`). */
export const keptSharedRead = <T>(db: Database, what: string, read: () => Promise<T>) =>
  keptMemberRead(db, EVERYONE, what, read);

/** After this instance writes a shared setting that is kept. */
export const forgetSharedReads = (db: Database) => forgetMemberReads(db, EVERYONE);
