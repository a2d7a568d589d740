import { functionTest, isFunctionTestId } from "~/content/function-tests";
import type { Database } from "~/db/client.server";
import { listResults } from "./function-tests.server";

// Her function tests as a CSV part of her export (issue 39 §1): health data, so a download of
// its own that she asks for by name. Raw values as kept (reaches in cm, times in seconds), with
// the words her scorecard shows beside them.

export async function functionTestsTable(db: Database, memberId: string) {
  const rows = await listResults(db, memberId);
  return {
    headers: ["day", "test", "result", "value", "second_value", "age", "stopped"],
    rows: rows.map((row) => {
      const test = isFunctionTestId(row.test) ? functionTest(row.test) : null;
      const value = row.stopped ? "" : `${row.value ?? ""}`;
      const unit = test?.kind === "reach" ? "cm" : test?.kind === "count" ? test.unit : "s";
      return [
        row.day,
        test?.name ?? row.test,
        row.stopped ? "" : `${value} ${unit}`.trim(),
        row.value,
        row.secondValue,
        row.age,
        row.stopped ?? "",
      ];
    }),
  };
}
