import type { Database, DatabaseHandle } from "~/db/client.server";
import { type ChangeListener, listenForChanges } from "~/db/data-changes.server";
import { type ProgramStart, programStarts } from "./promise-starts.server";

// Decision 0092 (issue 41 §2): every client's program start, kept in memory for the coach home's
// 4-week promise counts. Worked out from every finished session of every client (a year of logs
// each), it was 50 of the home's 74 ms a view at 200 clients, and grew with every session logged.
// A start depends only on her data (her assignment, her zone, her finished sessions), never on
// the clock, so a kept start stays right until the database announces a change to her
// (decision 0043's triggers), when hers alone is worked out again; a change to everyone, or
// announcements missed, works out every start again. While the announcements cannot be heard,
// every view works them all out, as before.

type Keeper = ChangeListener & {
  starts(): Promise<ReadonlyMap<string, ProgramStart>>;
};

function createKeeper(db: Database): Keeper {
  let kept: Map<string, ProgramStart> | null = null;
  /** Counts the changes to everyone: starts read before one are used once, never kept. */
  let generation = 0;
  const dirty = new Set<string>();
  let hearing = true;
  let queue: Promise<unknown> = Promise.resolve();

  async function refresh(): Promise<ReadonlyMap<string, ProgramStart>> {
    const at = generation;
    if (kept === null) {
      dirty.clear();
      const all = await programStarts(db);
      if (at === generation) kept = all;
      return all;
    }
    if (dirty.size > 0) {
      // An announcement that arrives while these are read marks her again, for the next view.
      const ids = [...dirty];
      dirty.clear();
      // The starts before this read: a change to everyone meanwhile empties `kept`.
      const base = kept;
      const fresh = await programStarts(db, ids);
      const next = new Map(base);
      for (const id of ids) {
        const start = fresh.get(id);
        if (start) next.set(id, start);
        else next.delete(id);
      }
      if (at === generation) kept = next;
      return next;
    }
    return kept;
  }

  return {
    changed(whose) {
      if (whose !== "*") dirty.add(whose);
      else {
        generation += 1;
        kept = null;
      }
    },
    lost() {
      hearing = false;
    },
    resumed() {
      hearing = true;
      generation += 1;
      kept = null;
    },
    starts() {
      if (!hearing) return programStarts(db);
      // One refresh at a time: views at once work out a changed start once.
      const next = queue.then(refresh, refresh);
      queue = next.catch(() => {
        generation += 1;
        kept = null;
      });
      return next;
    },
  };
}

const keepers = new WeakMap<Database, Keeper>();

/**
 * Keeps every client's program start of this database in memory from now on, hearing its change
 * announcements; the server does this once at start-up. Returns the way to stop.
 */
export async function keepProgramStarts(database: DatabaseHandle): Promise<() => Promise<void>> {
  return listenForChanges(database, createKeeper(database.db), keepers);
}

/**
 * Every client's program start, by member: exactly `programStarts(db)`, from the kept starts
 * when the server keeps them (`keepProgramStarts`), else worked out in full. The map is shared
 * between views: do not change it.
 */
export function allProgramStarts(db: Database): Promise<ReadonlyMap<string, ProgramStart>> {
  const keeper = keepers.get(db);
  return keeper ? keeper.starts() : programStarts(db);
}
