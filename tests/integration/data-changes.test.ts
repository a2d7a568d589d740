import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DATA_CHANNEL, type DatabaseHandle, queryRows } from "~/db/client.server";
import { UNWATCHED_TABLES } from "~/db/data-changes.server";
import * as schema from "~/db/schema";
import { openTestDatabase, resetDatabase } from "../helpers/test-database";

// Decision 0043: the member page cache trusts these announcements, on PGlite and PostgreSQL.
let database: DatabaseHandle;
let heard: string[] = [];
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await openTestDatabase();
  stop = await database.watchDataChanges(
    (whose) => heard.push(whose),
    () => heard.push("(missed)"),
    () => heard.push("(lost)"),
  );
});
afterAll(async () => {
  await stop();
  await database.close();
});
beforeEach(async () => {
  await resetDatabase(database);
  await settle();
  heard = [];
});

let settles = 0;

/**
 * Waits until every announcement of what was committed so far has arrived. PGlite calls the
 * listener as the statement returns; PostgreSQL delivers on the listening connection a moment
 * later, in commit order, so a marker announced after them arrives after them (no fixed wait).
 */
async function settle() {
  if (database.kind === "pglite") return;
  const marker = `settle-${++settles}`;
  await database.db.execute(sql`select pg_notify(${DATA_CHANNEL}, ${marker})`);
  await vi.waitFor(() => expect(heard).toContain(marker), { timeout: 10_000, interval: 5 });
  heard = heard.filter((whose) => whose !== marker);
}

/** What was announced by `statements`, run one after the other. */
async function announced(...statements: string[]): Promise<string[]> {
  heard = [];
  for (const statement of statements) await database.db.execute(sql.raw(statement));
  await settle();
  return [...new Set(heard)].sort();
}

const member = (id: string) =>
  `insert into members (id, email, name, password_hash) values ('${id}', '${id}@example.com', 'M', 'x')`;

describe("announced data changes (decision 0043)", () => {
  it("every table a member page may read carries the trigger; the unwatched ones do not", async () => {
    const tables = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table).name)
      .sort();
    const rows = await queryRows<{ table: string }>(
      database.db,
      sql`select distinct c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgname in ('wb50_data_changed', 'wb50_data_truncated') order by 1`,
    );
    expect(rows.map((row) => row.table)).toEqual(tables.filter((table) => !UNWATCHED_TABLES.includes(table)));
    expect(UNWATCHED_TABLES.every((table) => tables.includes(table))).toBe(true);
  });

  it("names the member whose rows changed, once the change is committed", async () => {
    // Her account's rows are announced a second time, for the kept sign-ins (decision 0095).
    expect(await announced(member("m1"))).toEqual(["account:m1", "m1"]);
    expect(await announced(member("m2"), "update members set name = 'Anna' where id = 'm1'")).toEqual([
      "account:m1",
      "account:m2",
      "m1",
      "m2",
    ]);
    expect(
      await announced(
        "insert into sessions (id, member_id, expires_at) values ('s1', 'm1', now() + interval '1 day')",
        "insert into entitlements (member_id, kind, source) values ('m2', 'premium', 'test')",
      ),
    ).toEqual(["account:m1", "account:m2", "m1", "m2"]);
    // A session without an account (the portal code) reaches everyone, as before.
    expect(
      await announced("insert into sessions (id, expires_at) values ('s2', now() + interval '1 day')"),
    ).toEqual(["*"]);
    expect(
      await announced(
        "insert into workout_logs (id, member_id, program, session_id, session_label, day) values ('w1', 'm1', 'level-1', 's1', 'Day 1', '2026-11-20')",
      ),
    ).toEqual(["m1"]);
    // A row that names her through another table.
    expect(
      await announced(
        "insert into exercise_logs (log_id, position, exercise_key, name) values ('w1', 0, 'squat', 'Squat')",
      ),
    ).toEqual(["m1"]);
    expect(await announced("delete from workout_logs where id = 'w1'")).toEqual(["m1"]);
    // A transaction that is rolled back announces nothing.
    heard = [];
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw("update members set name = 'Bea' where id = 'm2'"));
        throw new Error("rolled back");
      })
      .catch(() => {});
    await settle();
    expect(heard).toEqual([]);
  });

  it("says everyone for shared rows, and nothing for a visitor's answers or the unwatched tables", async () => {
    await announced(member("m1"));
    expect(await announced("insert into coach_settings (id) values (1)")).toEqual(["*"]);
    expect(
      await announced(
        "insert into profiles (id, answers) values ('p1', '{}'::jsonb)",
        "insert into activities (profile_id, kind, day) values ('p1', 'workout', '2026-11-20')",
      ),
    ).toEqual([]);
    expect(await announced("update profiles set member_id = 'm1' where id = 'p1'")).toEqual(["m1"]);
    expect(
      await announced(
        "insert into throttle_counters (bucket, window_started_at, attempts) values ('k', now(), 1)",
        "insert into audit_log (actor_id, actor_email, action) values ('m1', 'coach@example.com', 'view')",
      ),
    ).toEqual([]);
    expect(await announced("truncate table coach_settings")).toEqual(["*"]);
  });
});
