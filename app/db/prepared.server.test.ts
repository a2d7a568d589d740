import { describe, expect, it } from "vitest";
import type { Database } from "./client.server";
import { prepared } from "./prepared.server";

describe("prepared queries (decision 0081)", () => {
  it("builds a query once per database, and again for another (a transaction)", () => {
    const built: string[] = [];
    const query = prepared("test_builds_once", (db, name) => {
      built.push(`${name} for ${String((db as unknown as { id: string }).id)}`);
      return { db };
    });
    const base = { id: "base" } as unknown as Database;
    const transaction = { id: "transaction" } as unknown as Database;
    expect(query(base)).toBe(query(base));
    expect(query(transaction).db).toBe(transaction);
    expect(built).toEqual(["test_builds_once for base", "test_builds_once for transaction"]);
  });

  it("refuses a second query under a name already given", () => {
    prepared("test_named_twice", () => null);
    expect(() => prepared("test_named_twice", () => null)).toThrow(
      "Two prepared queries are named test_named_twice",
    );
  });
});
