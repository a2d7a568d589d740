import { desc, inArray } from "drizzle-orm";
import { data } from "react-router";
import { describeAnswers } from "~/content/onboarding";
import { SCREENING_QUESTIONS } from "~/content/screening";
import { checkIns, screenings } from "~/db/schema";
import { searchMembers } from "~/features/coach/member-search.server";
import { checkInFlags } from "~/features/coaching/check-in";
import { clientRows } from "~/features/coaching/client-rows-kept.server";
import { type ClientRow, SCREENING_LABELS } from "~/features/coaching/clients.server";
import { listSignups, signupStatus } from "~/features/newsletter/newsletter.server";
import { listProfiles } from "~/features/onboarding/profiles.server";
import { getAppContext } from "~/lib/app-context.server";
import { listAudit, recordAudit } from "~/lib/audit.server";
import { requireCoach } from "~/lib/auth.server";
import { toCsv } from "~/lib/csv";
import type { Route } from "./+types/export";

type Exporter = (
  db: ReturnType<typeof getAppContext>["database"]["db"],
  options: { now: Date; health: boolean },
) => Promise<string>;

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
  "clients.csv": async (db, { now, health }) => clientsCsv(db, now, health),
  "audit.csv": async (db) => {
    const rows = await listAudit(db, 100_000);
    return toCsv(
      ["when", "who", "action", "member", "detail"],
      rows.map((row) => [row.createdAt.toISOString(), row.actorEmail, row.action, row.target, row.detail]),
    );
  },
} satisfies Record<string, Exporter>;

/**
 * The active clients (issue 18): their week, adherence and last check-in. With `health`, also
 * their newest screening's answers and their last check-in's answers and flags.
 */
async function clientsCsv(
  db: ReturnType<typeof getAppContext>["database"]["db"],
  now: Date,
  health: boolean,
): Promise<string> {
  const rows = await clientRows(db, now);
  const header = [
    "name",
    "email",
    "sessions_this_week",
    "planned_per_week",
    "adherence_percent",
    "last_check_in",
  ];
  const base = (row: ClientRow) => [
    row.name,
    row.email,
    String(row.sessionsThisWeek),
    String(row.plannedPerWeek),
    String(row.adherence),
    row.lastCheckIn?.week ?? "",
  ];
  if (!health) return toCsv(header, rows.map(base));

  const ids = rows.map((row) => row.id);
  const [screeningRows, checkInRows] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectDistinctOn([screenings.memberId])
            .from(screenings)
            .where(inArray(screenings.memberId, ids))
            .orderBy(screenings.memberId, desc(screenings.answeredAt), desc(screenings.createdAt)),
          db
            .selectDistinctOn([checkIns.memberId])
            .from(checkIns)
            .where(inArray(checkIns.memberId, ids))
            .orderBy(checkIns.memberId, desc(checkIns.week)),
        ]);
  const screeningOf = new Map(screeningRows.map((row) => [row.memberId, row]));
  const checkInOf = new Map(checkInRows.map((row) => [row.memberId, row]));
  const yesNo = (value: boolean | undefined) => (value === undefined ? "" : value ? "yes" : "no");
  return toCsv(
    [
      ...header,
      "screening_status",
      "screening_answered_at",
      ...SCREENING_QUESTIONS.map((question) => `screening_${question.id}`),
      "screening_follow_up",
      "check_in_pain_flag",
      "check_in_low_energy_flag",
      "check_in_energy",
      "check_in_sleep",
      "check_in_stress",
      "check_in_pain_level",
      "check_in_pain_area",
      "check_in_sessions_done",
      "check_in_eating",
      "check_in_wins",
      "check_in_question",
    ],
    rows.map((row) => {
      const screening = screeningOf.get(row.id);
      const checkIn = checkInOf.get(row.id);
      const flags = checkIn ? checkInFlags(checkIn) : null;
      return [
        ...base(row),
        SCREENING_LABELS[row.screening],
        screening?.answeredAt.toISOString() ?? "",
        ...SCREENING_QUESTIONS.map((question) => yesNo(screening?.answers[question.id])),
        screening?.followUp ?? "",
        yesNo(flags?.pain),
        yesNo(flags?.lowEnergy),
        String(checkIn?.energy ?? ""),
        String(checkIn?.sleep ?? ""),
        String(checkIn?.stress ?? ""),
        String(checkIn?.painLevel ?? ""),
        checkIn?.painArea ?? "",
        String(checkIn?.sessionsDone ?? ""),
        String(checkIn?.eating ?? ""),
        checkIn?.wins ?? "",
        checkIn?.question ?? "",
      ];
    }),
  );
}

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
  // Health answers leave only when the coach asks for them by name (decision 0032).
  const health = args.params.file === "clients.csv" && args.url.searchParams.get("health") === "1";
  const now = app.now();
  const csv = await exporter(app.database.db, { now, health });
  await recordAudit(
    app.database.db,
    { id: member.id, email: member.email },
    { action: `export ${args.params.file}${health ? " with health answers" : ""}` },
    now,
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${args.params.file}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
