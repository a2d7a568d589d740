import type { Database } from "~/db/client.server";
import { openClientFlags } from "~/features/coaching/client-flags.server";
import { lengthUnitFor } from "~/features/training/body.server";
import { getPreferences } from "~/features/training/training.server";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { listResults } from "./function-tests.server";
import { scorecard } from "./scorecard";

// Issue 39 §1 (h1): the coach's section of a client's function tests. Health data: read in one
// transaction with its audit line (decision 0048's one write of a GET), like her record.

export const VIEWED_FUNCTION_TESTS = "viewed function tests";

export async function loadClientFunctionTests(
  db: Database,
  { coach, client, now }: { coach: AuditActor; client: { id: string; email: string }; now: Date },
) {
  return db.transaction(async (tx) => {
    const [rows, preferences, flags] = await Promise.all([
      listResults(tx, client.id),
      getPreferences(tx, client.id),
      openClientFlags(tx, [client.id]),
    ]);
    await recordAudit(tx, coach, { action: VIEWED_FUNCTION_TESTS, target: client.email }, now);
    const fallRisk = (flags.get(client.id) ?? []).find((flag) => flag.kind === "fall-risk");
    return {
      cards: scorecard(rows, lengthUnitFor(preferences.unit)).filter((card) => card.rows.length > 0),
      fallRisk: fallRisk?.detail ?? null,
    };
  });
}

export type ClientFunctionTests = Awaited<ReturnType<typeof loadClientFunctionTests>>;
