import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { programTitle } from "~/content/catalog.server";
import { liveSite } from "~/content/live.server";
import { ONBOARDING_STEPS, QUESTION_STEPS } from "~/content/onboarding";
import { PORTAL_PROGRAM_TITLES } from "~/content/portal-programs";
import { SCREENING_QUESTIONS } from "~/content/screening";
import { DATA_CHANNEL, type Database } from "~/db/client.server";
import { checkIns, members, profiles, type WeightUnit, workoutLogs } from "~/db/schema";
import { formatDate, formatDateTime } from "~/features/coach/coach-dates.server";
import { loadSymptomWeeks } from "~/features/symptoms/symptoms.server";
import {
  lengthUnitFor,
  listMetrics,
  listPhotos,
  type MetricsRow,
  type PhotoSummary,
  sevenDayAverage,
  toLength,
} from "~/features/training/body.server";
import { loadProgress } from "~/features/training/progress-data.server";
import { getPreferences } from "~/features/training/training.server";
import { toUnit } from "~/features/training/units";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import { localDay, longDate, shortDate } from "~/lib/dates";
import { type Entitlement, isActive, isMemberIdShape, listEntitlements } from "~/lib/members.server";
import { lockedPrograms } from "./assignment";
import { type AssignmentRow, assignmentFormData, getAssignment } from "./assignment.server";
import { checkInFlags, SCALES } from "./check-in";
import { type CheckInRow, clientZone, listCheckIns } from "./check-in.server";
import { type ClientNote, listClientNotes, NOTE_MAX_LENGTH } from "./client-notes.server";
import { recentSessions } from "./client-sessions.server";
import { VIEWED_CLIENT_RECORD } from "./client-signs";
import { SCREENING_LABELS } from "./clients.server";
import { latestScreening, type ScreeningRow, screeningStatus } from "./screening.server";
import { exercisesView } from "./substitutions.server";
import { aboutLabel, listThread, MESSAGE_MAX_LENGTH, type ThreadMessage, threadView } from "./thread.server";

// One client's record, everything the coach's page of her shows (issue 18 §3-5): her
// questionnaire and health check, her training and body, her check-ins, their thread, the
// coach's private notes and her program. Read once per page load, and returned as one view model
// per section of the page (client-sections/), so the route holds no query.

/** The member behind `/coach/clients/:memberId`: any member but a coach, or null. */
export async function findClient(db: Database, memberId: string) {
  if (!isMemberIdShape(memberId)) return null;
  const [row] = await db
    .select({
      id: members.id,
      name: members.name,
      email: members.email,
      role: members.role,
      createdAt: members.createdAt,
      answers: profiles.answers,
      completedAt: profiles.completedAt,
      timeZone: profiles.timeZone,
    })
    .from(members)
    .leftJoin(profiles, eq(profiles.memberId, members.id))
    .where(eq(members.id, memberId));
  if (!row || row.role === "coach") return null;
  return { ...row, zone: clientZone(row.timeZone) };
}

export type Client = NonNullable<Awaited<ReturnType<typeof findClient>>>;

export type ClientRecord = Awaited<ReturnType<typeof loadClientRecord>>;

/**
 * Her whole record for the coach's page, and the audit line of this view, in one transaction.
 * `url` carries what the reply is about (`?checkIn=`, `?session=`) and the exercise to chart
 * (`?exercise=`).
 */
export async function loadClientRecord(
  db: Database,
  { coach, client, url, now }: { coach: AuditActor; client: Client; url: URL; now: Date },
) {
  const today = localDay(now, client.zone);
  return db.transaction(async (tx) => {
    const { unit } = await getPreferences(tx, client.id);
    const [
      screening,
      progress,
      sessions,
      metrics,
      photos,
      checkInRows,
      thread,
      notes,
      assignment,
      subject,
      held,
      exercises,
      symptoms,
    ] = await Promise.all([
      latestScreening(tx, client.id),
      loadProgress(tx, client.id, { today, unit, exercise: url.searchParams.get("exercise") }),
      recentSessions(tx, client.id, unit),
      listMetrics(tx, client.id),
      listPhotos(tx, client.id),
      listCheckIns(tx, client.id, 12),
      listThread(tx, client.id),
      listClientNotes(tx, client.id),
      getAssignment(tx, client.id),
      replySubject(tx, client.id, url),
      listEntitlements(tx, client.id),
      exercisesView(tx, client.id),
      loadSymptomWeeks(tx, client.id, today),
    ]);
    // The one write of this GET, and on purpose: health answers, photos and notes are "audited
    // when the coach views them" (decision 0032). The line records a disclosure, not a change of
    // state, so it belongs to the read that discloses: written in the read's transaction, the
    // record is never shown without its line, and a line never stands for a page not shown.
    // Marking her messages read is a change of state, so it is the page's "mark-read" action.
    await recordAudit(tx, coach, { action: VIEWED_CLIENT_RECORD, target: client.email }, now);
    // The audit log is not watched (decision 0043), but her "new" badge goes with this line:
    // announce it as a change to her, on commit, so the kept client rows hear it (decision 0069).
    await tx.execute(sql`select pg_notify(${DATA_CHANNEL}, ${client.id})`);
    return {
      client: {
        id: client.id,
        name: client.name,
        email: client.email,
        joined: formatDate(client.createdAt),
      },
      about: { questionnaire: questionnaireView(client), screening: screeningView(screening, now) },
      training: {
        unit,
        sessions: sessions.map((session) => ({
          ...session,
          date: longDate(session.day),
          program: programTitle(session.program),
        })),
        finished: progress.finished,
        weeks: progress.weeks,
        totals: progress.totals,
        exercises: progress.exercises,
        chosen: progress.chosen,
        records: progress.records,
      },
      body: bodyView(metrics, photos, unit),
      checkIns: checkInRows.map((row) => checkInView(row, unit)),
      thread: threadSection(thread, subject),
      notes: { entries: notes.map(noteView), maxLength: NOTE_MAX_LENGTH },
      program: programView(assignment, held, { today, now }),
      exercises,
      symptoms,
    };
  });
}

/** The reply's subject from the address (`?checkIn=` or `?session=`), when it is one of hers. */
async function replySubject(db: Database, memberId: string, url: URL) {
  const checkInId = url.searchParams.get("checkIn")?.slice(0, 100);
  const sessionId = url.searchParams.get("session")?.slice(0, 100);
  if (checkInId) {
    const [row] = await db
      .select({ id: checkIns.id, week: checkIns.week })
      .from(checkIns)
      .where(and(eq(checkIns.id, checkInId), eq(checkIns.memberId, memberId)));
    if (row)
      return {
        checkInId: row.id,
        workoutLogId: null,
        label: aboutLabel({ kind: "check-in", ...row }, "her"),
      };
  }
  if (sessionId) {
    const [row] = await db
      .select({
        id: workoutLogs.id,
        day: workoutLogs.day,
        session: workoutLogs.sessionLabel,
        program: workoutLogs.program,
      })
      .from(workoutLogs)
      .where(and(eq(workoutLogs.id, sessionId), eq(workoutLogs.memberId, memberId)));
    if (row)
      return { checkInId: null, workoutLogId: row.id, label: aboutLabel({ kind: "session", ...row }, "her") };
  }
  return null;
}

/** Her questionnaire's answers in words, question by question. */
function questionnaireView(client: Client) {
  const answers = client.answers ?? {};
  return {
    completed: client.completedAt ? formatDate(client.completedAt) : null,
    answers: QUESTION_STEPS.map((stepId) => {
      const step = ONBOARDING_STEPS.find((candidate) => candidate.id === stepId);
      const value = answers[stepId];
      const ids = Array.isArray(value) ? value : value ? [value] : [];
      return {
        question: step?.title ?? stepId,
        answer:
          ids.map((id) => step?.options.find((option) => option.id === id)?.label ?? id).join(", ") ||
          "Not answered",
      };
    }),
  };
}

/** Her newest health check, question by question, with its status; null before her first. */
function screeningView(screening: ScreeningRow | null, now: Date) {
  if (!screening) return null;
  const status = screeningStatus(screening, now);
  return {
    id: screening.id,
    status,
    statusLabel: SCREENING_LABELS[status],
    answeredAt: formatDate(screening.answeredAt),
    followUp: screening.followUp,
    clearedAt: screening.clearedAt ? formatDate(screening.clearedAt) : null,
    reviewedAt: screening.reviewedAt ? formatDate(screening.reviewedAt) : null,
    answers: SCREENING_QUESTIONS.map((question) => ({
      id: question.id,
      text: question.text,
      yes: screening.answers[question.id] === true,
    })),
  };
}

/** Her weight chart and her latest measurements and photos, in her units. */
function bodyView(metrics: readonly MetricsRow[], photos: readonly PhotoSummary[], unit: WeightUnit) {
  const length = lengthUnitFor(unit);
  const weights = metrics.flatMap((row) =>
    row.weightKg === null ? [] : [{ day: row.day, value: toUnit(row.weightKg, unit) }],
  );
  return {
    unit,
    length,
    weightSeries: weights,
    averages: sevenDayAverage(weights),
    metrics: metrics
      .slice(-10)
      .reverse()
      .map((row) => ({
        day: row.day,
        date: shortDate(row.day),
        weight: row.weightKg === null ? "–" : `${toUnit(row.weightKg, unit).toFixed(1)} ${unit}`,
        waist: row.waistCm === null ? "–" : `${toLength(row.waistCm, length).toFixed(1)} ${length}`,
        hips: row.hipsCm === null ? "–" : `${toLength(row.hipsCm, length).toFixed(1)} ${length}`,
      })),
    photos: photos
      .slice(-6)
      .reverse()
      .map((photo) => ({ ...photo, date: shortDate(photo.day) })),
  };
}

const scaleWord = (name: (typeof SCALES)[number]["name"], value: number) => {
  const scale = SCALES.find((candidate) => candidate.name === name);
  return `${value} of 5${scale?.labels[value - 1] ? ` (${scale.labels[value - 1]})` : ""}`;
};

/** One check-in as label and value pairs, with the flags the coach should notice. */
function checkInView(row: CheckInRow, unit: WeightUnit) {
  return {
    id: row.id,
    week: longDate(row.week),
    submitted: formatDateTime(row.submittedAt),
    flags: checkInFlags(row),
    painLevel: row.painLevel,
    painArea: row.painArea,
    facts: [
      ["Energy", scaleWord("energy", row.energy)],
      ["Sleep", scaleWord("sleep", row.sleep)],
      ["Stress", scaleWord("stress", row.stress)],
      ["Ate to plan", scaleWord("eating", row.eating)],
      [
        "Pain",
        row.painLevel > 0 || row.painArea
          ? `${row.painLevel} of 10${row.painArea ? `, ${row.painArea}` : ""}`
          : "None",
      ],
      ["Sessions done", String(row.sessionsDone)],
      ...(row.weightKg === null ? [] : [["Weight", `${toUnit(row.weightKg, unit).toFixed(1)} ${unit}`]]),
      ...(row.waistCm === null ? [] : [["Waist", `${row.waistCm.toFixed(1)} cm`]]),
      ["Her wins", row.wins || "–"],
      ["Her question", row.question || "–"],
    ] as [string, string][],
  };
}

/** Their thread and the reply form's data. */
function threadSection(thread: readonly ThreadMessage[], subject: Awaited<ReturnType<typeof replySubject>>) {
  // The coach reads times in the gym's zone.
  const messages = threadView(thread, "coach", liveSite().timeZone);
  const unread = messages.filter((message) => message.isNew);
  return {
    messages,
    // Made per page load: a double tap or a retried post of the reply writes one message.
    messageId: randomUUID(),
    subject,
    maxLength: MESSAGE_MAX_LENGTH,
    // The newest of her messages this page shows unread: "mark-read" marks up to it, so a
    // message that arrives after the page was drawn stays new until the coach has seen it.
    unreadThrough: unread.at(-1)?.at ?? null,
  };
}

function noteView(note: ClientNote) {
  return {
    id: note.id,
    body: note.body,
    at: note.createdAt.toISOString(),
    when: formatDateTime(note.createdAt),
  };
}

/** Her program's form, and the programs it names that her access does not open. */
function programView(
  assignment: AssignmentRow | null,
  held: readonly Entitlement[],
  { today, now }: { today: string; now: Date },
) {
  const holds = (kind: Entitlement["kind"]) =>
    held.some((entitlement) => entitlement.kind === kind && isActive(entitlement, now));
  return {
    assignment: assignmentFormData(assignment, today),
    // Assigning opens nothing: the coach is told which programs her access does not open.
    locked: lockedPrograms(assignment?.steps ?? [], {
      portal: holds("portal"),
      premium: holds("premium"),
    }).map((slug) => PORTAL_PROGRAM_TITLES[slug]),
  };
}
