import { data } from "react-router";
import { describeAnswers } from "~/content/onboarding";
import { getAppContext } from "~/utils/app-context.server";
import { listAudit, recordAudit } from "~/utils/audit.server";
import { requireCoach } from "~/utils/auth.server";
import { toCsv } from "~/utils/csv";
import { searchMembers } from "~/utils/members.server";
import { listSignups, signupStatus } from "~/utils/newsletter.server";
import { listProfiles } from "~/utils/profiles.server";
import type { Route } from "./+types/export";

type Exporter = (db: ReturnType<typeof getAppContext>["database"]["db"]) => Promise<string>;

/** Each table the coach can download. */
const exporterTable = {
  "members.csv": async (db) => {
    const members = await searchMembers(db, "", 100_000);
    return toCsv(
      ["name", "email", "role", "joined", "access"],
      members.map((member) => [
        member.name,
        member.email,
        member.role,
        member.createdAt.toISOString(),
        member.entitlements
          .map(
            (entitlement) =>
              `${entitlement.kind}${entitlement.endsAt ? ` until ${entitlement.endsAt.toISOString()}` : ""}`,
          )
          .join("; "),
      ]),
    );
  },
  "newsletter.csv": async (db) => {
    const rows = await listSignups(db, 1_000_000);
    return toCsv(
      ["email", "status", "source", "consented_at", "confirmed_at", "unsubscribed_at"],
      rows.map((row) => [
        row.email,
        signupStatus(row),
        row.source,
        row.consentedAt.toISOString(),
        row.confirmedAt?.toISOString() ?? "",
        row.unsubscribedAt?.toISOString() ?? "",
      ]),
    );
  },
  "onboarding.csv": async (db) => {
    const rows = await listProfiles(db, 1_000_000);
    return toCsv(
      ["name", "email", "step", "completed_at", "last_active", "fitness", "goals", "diet", "time"],
      rows.map((row) => {
        const words = describeAnswers(row.answers);
        return [
          row.name ?? "",
          row.email ?? "",
          row.step,
          row.completedAt?.toISOString() ?? "",
          row.updatedAt.toISOString(),
          words.fitness,
          words.goals,
          words.diet,
          words.time,
        ];
      }),
    );
  },
  "audit.csv": async (db) => {
    const rows = await listAudit(db, 100_000);
    return toCsv(
      ["when", "who", "action", "member", "detail"],
      rows.map((row) => [row.createdAt.toISOString(), row.actorEmail, row.action, row.target, row.detail]),
    );
  },
} satisfies Record<string, Exporter>;

/**
 * Looked up in a Map, so a name only finds an entry above: `constructor` or `__proto__` in
 * the URL is a 404, not a property every object inherits.
 */
const exporters = new Map<string, Exporter>(Object.entries(exporterTable));

export async function loader(args: Route.LoaderArgs) {
  const { member } = await requireCoach(args);
  const exporter = exporters.get(args.params.file);
  if (!exporter) throw data(null, { status: 404 });
  const app = getAppContext(args.context);
  const csv = await exporter(app.database.db);
  await recordAudit(
    app.database.db,
    { id: member.id, email: member.email },
    { action: `export ${args.params.file}` },
    app.now(),
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${args.params.file}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
