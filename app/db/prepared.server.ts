import type { Database } from "./client.server";

/** Every name given to `prepared`: PostgreSQL refuses one name for two different texts. */
const names = new Set<string>();

/**
 * Decision 0081: a query whose shape never changes, built once per database and then run with
 * new values (drizzle's `.prepare()`, values as `sql.placeholder`). drizzle builds a query's SQL
 * from its parts on every call, checking each part's class as it goes: about 0.06 ms a query,
 * 0.85 ms of a `/dashboard` first view's 13. A transaction is a database of its own, so a query
 * run in one is built for it (and forgotten with it), as before.
 *
 * `name` names the statement on PostgreSQL's connections; it must be unique in the app.
 */
export function prepared<Query>(name: string, build: (db: Database, name: string) => Query) {
  if (names.has(name)) throw new Error(`Two prepared queries are named ${name}`);
  names.add(name);
  const built = new WeakMap<Database, Query>();
  return (db: Database): Query => {
    let query = built.get(db);
    if (!query) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}
