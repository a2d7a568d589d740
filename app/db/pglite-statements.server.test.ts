import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedStatements } from "./pglite-statements.server";

// Decision 0076: the prepared path must answer exactly as PGlite's own does, since drizzle reads
// its results. Each check runs the same query on a plain PGlite and on one with the path on.
const SEED = `
  create table people (id text primary key, name text not null, born date, seen_at timestamptz,
    tags text[], notes jsonb, weight numeric(5,1), visits int default 0);
  insert into people values ('a', 'Ann', '1961-03-04', '2026-11-28 08:00:00+00', '{x,y}', '{"k":[1,2]}', 61.5, 3),
    ('b', 'Bea', null, null, null, null, null, 0);
`;
// drizzle's own options for a select (drizzle-orm/pglite/session.js): dates stay text.
const DRIZZLE = {
  rowMode: "array" as const,
  parsers: {
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.DATE]: (value: string) => value,
  },
};

/** Through `exec`, which is not prepared, so asking does not add to the list. */
const preparedNames = async (db: PGlite) =>
  ((await db.exec("select name from pg_prepared_statements order by name"))[0]?.rows ?? []).map(
    (row) => (row as { name: string }).name,
  );

describe("PGlite's queries through prepared statements", () => {
  let plain: PGlite;
  let fast: PGlite;
  beforeAll(async () => {
    plain = await PGlite.create();
    fast = await PGlite.create();
    await plain.exec(SEED);
    await fast.exec(SEED);
    preparedStatements(fast).start();
  });
  afterAll(async () => {
    await plain.close();
    await fast.close();
  });

  it("answers a select exactly as PGlite's own query, the first time and the next", async () => {
    const text =
      "select id, name, born, seen_at, tags, notes, weight, visits from people where id = any($1) order by id";
    const expected = await plain.query(text, [["a", "b"]], DRIZZLE);
    expect(expected.rows).toHaveLength(2);
    for (let run = 0; run < 3; run += 1) {
      const answered = await fast.query(text, [["a", "b"]], DRIZZLE);
      // The whole result: rows, columns, command and counts.
      expect(answered).toEqual(expected);
    }
    const objects = await fast.query("select id, notes from people where name = $1", ["Ann"]);
    expect(objects.rows).toEqual([{ id: "a", notes: { k: [1, 2] } }]);
    // Parsed once, then reused: the statements the server keeps are the app's texts.
    expect(await preparedNames(fast)).toEqual(["wb50_1", "wb50_2"]);
  });

  it("serialises parameters by the type PostgreSQL expects, nulls and dates too", async () => {
    const text =
      "insert into people (id, name, seen_at, notes) values ($1, $2, $3, $4) returning id, seen_at, notes";
    const at = new Date("2026-11-28T09:30:00.000Z");
    const expected = await plain.query(text, ["c", "Cat", at, { a: 1 }]);
    const answered = await fast.query(text, ["c", "Cat", at, { a: 1 }]);
    expect(answered).toEqual(expected);
    expect(answered.affectedRows).toBe(1);
    const updated = await fast.query("update people set visits = visits + 1 where born is null", []);
    expect(updated.affectedRows).toBe(
      await plain
        .query("update people set visits = visits + 1 where born is null")
        .then((r) => r.affectedRows),
    );
    expect((await fast.query("select seen_at from people where id = $1", [null])).rows).toEqual([]);
  });

  it("fails as PGlite does, with the code and the query, and the next query still runs", async () => {
    const text = "insert into people (id, name) values ($1, $2)";
    const error = await fast.query(text, ["a", "Again"]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "23505", query: text });
    const bad = await fast.query("select nope from people").catch((caught: unknown) => caught);
    expect(bad).toMatchObject({ code: "42703" });
    expect((await fast.query("select count(*)::int as n from people")).rows).toEqual([{ n: 3 }]);
  });

  it("runs a transaction's queries prepared, and a rollback still undoes them", async () => {
    const before = (await preparedNames(fast)).length;
    await expect(
      fast.transaction(async (tx) => {
        await tx.query("update people set name = $1 where id = $2", ["Changed", "a"]);
        expect((await tx.query("select name from people where id = $1", ["a"])).rows).toEqual([
          { name: "Changed" },
        ]);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect((await fast.query("select name from people where id = $1", ["a"])).rows).toEqual([
      { name: "Ann" },
    ]);
    // The update and the select were prepared inside the transaction; the last select reused one.
    expect((await preparedNames(fast)).length).toBe(before + 2);
    await fast.transaction(async (tx) => {
      await tx.query("update people set name = $1 where id = $2", ["Anne", "a"]);
    });
    expect((await fast.query("select name from people where id = $1", ["a"])).rows).toEqual([
      { name: "Anne" },
    ]);
  });

  it("asks again through PGlite's own path when a changed table leaves a plan stale", async () => {
    const text = "select * from people where id = $1";
    expect(Object.keys((await fast.query<object>(text, ["a"])).rows[0] ?? {})).not.toContain("added");
    await fast.exec("alter table people add column added text default 'yes'");
    const after = await fast.query<{ added: string }>(text, ["a"]);
    expect(after.rows[0]?.added).toBe("yes");
    // …and prepares it again on the next ask.
    expect((await fast.query<{ added: string }>(text, ["b"])).rows[0]?.added).toBe("yes");
  });

  it("leaves queries on PGlite's own path until it is started", async () => {
    const late = await PGlite.create();
    const prepared = preparedStatements(late);
    await late.query("select 1");
    expect(await preparedNames(late)).toEqual([]);
    prepared.start();
    await late.query("select 2");
    expect(await preparedNames(late)).toEqual(["wb50_1"]);
    await late.close();
  });

  it("sends nothing to a database that is closing: a query asked meanwhile fails as PGlite's own does", async () => {
    // Decision 0079: a page still rendering as the server stops. PGlite's close marks itself
    // closing under the lock, then shuts PostgreSQL down; a query let through after that can
    // reach a backend half shut, whose protocol loop never returns.
    const closing = await PGlite.create();
    await closing.exec(SEED);
    preparedStatements(closing).start();
    await closing.query("select name from people where id = $1", ["a"]);
    // A transaction holds the lock, so the close and then the query wait their turns in order.
    let release = () => {};
    const inside = new Promise<void>((begun) => {
      void closing.transaction(() => {
        begun();
        return new Promise<void>((resolve) => (release = resolve));
      });
    });
    await inside;
    const closed = closing.close();
    await new Promise((resolve) => setImmediate(resolve));
    const asked = closing.query("select name from people where id = $1", ["b"]).then(
      () => "answered",
      (error: Error) => error.message,
    );
    release();
    await closed;
    expect(await asked).toMatch(/^PGlite is clos(ing|ed)$/);
  });
});
