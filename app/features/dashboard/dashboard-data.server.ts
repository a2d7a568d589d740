import { and, desc, eq } from "drizzle-orm";
import { liveSite } from "~/content/live.server";
import { PORTAL_PROGRAM_TITLES, type PortalProgramSlug } from "~/content/portal-programs";
import { getProgram } from "~/content/programs/index.server";
import type { Database } from "~/db/client.server";
import { workoutLogs } from "~/db/schema";
import type { Basics } from "~/features/basics/basics.server";
import { dashboardBasics } from "~/features/basics/basics-actions.server";
import { progressWithBasics } from "~/features/basics/progress";
import { currentStep } from "~/features/coaching/assignment";
import { type AssignmentRow, getAssignment } from "~/features/coaching/assignment.server";
import type { CheckInCardView } from "~/features/coaching/check-in";
import { checkInCard } from "~/features/coaching/check-in.server";
import { signedInAsClient } from "~/features/coaching/coaching.server";
import { coachNews } from "~/features/coaching/thread.server";
import type { CoachCardView } from "~/features/coaching/thread-card";
import { SAMPLE_CARDS } from "~/features/dashboard/sample";
import type { Profile } from "~/features/onboarding/profiles.server";
import { promiseCard } from "~/features/promise/promise.server";
import type { PromiseCardView } from "~/features/promise/promise-card";
import { finishedLogDays, RESUME_HOURS } from "~/features/training/workout-reads.server";
import type { Viewer } from "~/lib/auth.server";
import { canOpenPortalProgram } from "~/lib/auth.server";
import { addDays, dayMonth, formatLongDay, formatShortDay, localDay, weekOf } from "~/lib/dates";
import { challengeStatus, ownSummary } from "./dashboard.server";
import { planFor, programLabel, wisdomFor } from "./plan.server";
import type { PlanCardView } from "./plan-card";
import { PLAN_KINDS, type ProgressItem, SAMPLE_SUMMARY } from "./progress";
import type { ChallengeDay } from "./steps-challenge";
import type { CalendarDay } from "./week-calendar";

/** A day of her week, as both the calendar dialog and the challenge's day ticks show it. */
export type WeekDay = CalendarDay & ChallengeDay;

/**
 * Everything the dashboard shows, one shape for both modes. Before she has completed the
 * assessment she gets the sample (product.md §6.2's numbers, labelled as a sample; no week to show);
 * afterwards only numbers from her own records.
 */
export type DashboardData = {
  mode: "sample" | "own";
  /** The sample's call to action: take the assessment, or finish it. Null on her own. */
  assessment: "start" | "continue" | null;
  name: string | null;
  date: string;
  summary: { streak: number; completedToday: number; totalToday: number; progress: ProgressItem[] };
  cards: readonly PlanCardView[];
  week: WeekDay[] | null;
  challenge: { participants: number; joined: boolean; daysDone: number };
  wisdom: { text: string; author: string };
  /** A member's "From your coach" card; null for a visitor and for the coach herself. */
  coach: CoachCardView | null;
  /** The weekly check-in card, for an active client only (issue 18 §2). */
  checkIn: CheckInCardView | null;
  /** Issue 39 §3 (h3): the 4-week promise card, for a member whose program is 4 weeks in. */
  promise: PromiseCardView | null;
  /** Her daily basics card (issue 39 §4, h4): a client only. */
  basics: Basics | null;
};

/**
 * What the coaching loop adds to a member's dashboard: the program her coach chose, the newest
 * word from her coach, the check-in card and the 4-week promise card. Her zone (from the profile
 * the page has read; undefined when it has not) and her assignment are read once and shared.
 */
async function memberCoaching(db: Database, viewer: Viewer, now: Date, zone: string | null | undefined) {
  const member = viewer.member;
  if (!member || member.role === "coach") return null;
  const assigned = getAssignment(db, member.id);
  const [assignment, news, checkIn, promise] = await Promise.all([
    assigned,
    coachNews(db, member.id),
    checkInCard(db, member, now, zone, signedInAsClient(viewer)),
    assigned.then((assignment) =>
      promiseCard(db, member.id, now, zone === undefined ? undefined : { assignment, timeZone: zone }),
    ),
  ]);
  return { assignment, news, checkIn, promise };
}

/** "16 Nov", in her zone. */
const shortDate = (instant: Date, timeZone: string) => dayMonth(localDay(instant, timeZone));

export async function loadDashboard(
  db: Database,
  viewer: Viewer,
  profile: Profile | null,
  now: Date,
): Promise<DashboardData> {
  const memberId = viewer.member?.id ?? null;
  const finishedLogs = memberId
    ? (from: string, to: string) => finishedLogDays(db, memberId, from, to)
    : null;
  // Her profile, when the page read hers, already holds her zone.
  const zone = profile && memberId && profile.memberId === memberId ? profile.timeZone : undefined;
  const [own, coaching, basics] = await Promise.all([
    profile ? ownSummary(db, profile, now, finishedLogs) : null,
    memberCoaching(db, viewer, now, zone),
    dashboardBasics(db, viewer, profile, now),
  ]);
  const promise = coaching?.promise ?? null;
  const timeZone = own?.timeZone ?? profile?.timeZone ?? liveSite().timeZone;
  const coach: CoachCardView | null = coaching
    ? {
        coachName: coaching.news.coachName,
        unread: coaching.news.unread,
        latest: coaching.news.latest
          ? { firstLine: coaching.news.latest.firstLine, day: shortDate(coaching.news.latest.at, timeZone) }
          : null,
      }
    : null;
  const checkIn = coaching?.checkIn ?? null;
  if (!profile || !own) {
    const today = localDay(now, timeZone);
    return {
      mode: "sample",
      assessment: profile && profile.step !== "welcome" ? "continue" : "start",
      name: null,
      date: formatLongDay(today),
      summary: {
        streak: SAMPLE_SUMMARY.streak,
        completedToday: SAMPLE_SUMMARY.completedToday,
        totalToday: SAMPLE_SUMMARY.totalToday,
        progress: [...SAMPLE_SUMMARY.progress],
      },
      cards: SAMPLE_CARDS,
      week: null,
      challenge: {
        participants: SAMPLE_SUMMARY.participants,
        joined: false,
        daysDone: SAMPLE_SUMMARY.challengeDays,
      },
      wisdom: wisdomFor(today),
      coach,
      checkIn,
      promise,
      basics,
    };
  }
  const { answers, today, records, summary } = own;
  const assignment = coaching?.assignment ?? null;
  const step = assignment ? currentStep(assignment, today) : null;
  const plan = planFor(
    answers,
    today,
    assignment && step ? { step, chosenBy: assignment.assignedByName } : null,
  );
  // Her ticks back to the start of her streak (listRecords); look days up in a set.
  const recorded = new Set(records.map((record) => `${record.day}:${record.kind}`));
  const recordedOn = (day: string, kind: (typeof records)[number]["kind"]) => recorded.has(`${day}:${kind}`);
  const logged = new Set(summary.loggedDays);
  const workoutProgram = plan.cards.workout.program;
  const [challenge, start] = await Promise.all([
    challengeStatus(db, profile.id),
    workoutProgram ? todaysSession(db, viewer, workoutProgram, today, now) : null,
  ]);

  const cards: PlanCardView[] = PLAN_KINDS.map((kind) => {
    const card = plan.cards[kind];
    // Her workout card names the program and month its button opens (issue 36 §8): when her
    // plan's program is closed to her, that is the free month 1, not the one she cannot open.
    const opens = kind === "workout" && start ? start : null;
    const program = opens ? opens.slug : card.program;
    return {
      ...card,
      ...(opens && opens.slug !== card.program ? { subtitle: programLabel(opens.slug) } : {}),
      completed: summary.doneToday[kind],
      start: opens ? { href: opens.href, session: opens.session, program: opens.program } : null,
      ...(opens ? { doneNote: opens.doneNote } : {}),
      link: program
        ? canOpenPortalProgram(viewer, program)
          ? { href: `/client-portal/${program}`, label: "Open the program" }
          : { href: "/programs", label: "About this program" }
        : null,
    };
  });

  const week: WeekDay[] = weekOf(today).map((day) => {
    const dayPlan = planFor(answers, day);
    const short = formatShortDay(day);
    return {
      day,
      label: short.long,
      weekday: short.weekday,
      date: short.date,
      isToday: day === today,
      isFuture: day > today,
      workout: { title: dayPlan.cards.workout.title, planned: dayPlan.workoutPlanned },
      meal: dayPlan.cards.meal.title,
      mindfulness: dayPlan.cards.mindfulness.title,
      done: {
        workout: recordedOn(day, "workout") || logged.has(day),
        meal: recordedOn(day, "meal"),
        mindfulness: recordedOn(day, "mindfulness"),
        steps: recordedOn(day, "steps"),
      },
    };
  });

  return {
    mode: "own",
    assessment: null,
    name: viewer.member?.name ?? null,
    date: formatLongDay(today),
    summary: {
      streak: summary.streak,
      completedToday: summary.completedToday,
      totalToday: summary.totalToday,
      progress: progressWithBasics(summary.progress, basics),
    },
    cards,
    week,
    challenge: { ...challenge, daysDone: summary.stepDays.length },
    wisdom: wisdomFor(today),
    coach,
    checkIn,
    promise,
    basics,
  };
}

/** The program a member logs when her plan's own is closed to her: the free month 1 (decision 0018). */
const FREE_PROGRAM: PortalProgramSlug = "movement-patterns-1";

/**
 * Where today's workout card starts her log (issue 17 §5): her plan's program, or the free
 * month 1 when that one is closed to her. The session is the one she has open (started in the
 * last 12 hours, which the log page resumes), else the one after the session she last finished
 * there, so Session A and Session B alternate however her training days fall; Session A first.
 * Only a member logs (decision 0031); a visitor keeps the card's "done" button.
 */
async function todaysSession(
  db: Database,
  viewer: Viewer,
  planned: PortalProgramSlug,
  today: string,
  now: Date,
): Promise<(NonNullable<PlanCardView["start"]> & { slug: PortalProgramSlug; doneNote: string }) | null> {
  if (!viewer.member) return null;
  const program = canOpenPortalProgram(viewer, planned) ? planned : FREE_PROGRAM;
  const { sessions } = getProgram(program);
  const recent = await db
    .select({
      sessionId: workoutLogs.sessionId,
      finishedAt: workoutLogs.finishedAt,
      createdAt: workoutLogs.createdAt,
      day: workoutLogs.day,
    })
    .from(workoutLogs)
    .where(and(eq(workoutLogs.memberId, viewer.member.id), eq(workoutLogs.program, program)))
    .orderBy(desc(workoutLogs.createdAt))
    .limit(20);
  const latest = recent[0];
  const resumable =
    latest && !latest.finishedAt && now.getTime() - latest.createdAt.getTime() < RESUME_HOURS * 3_600_000;
  const lastFinished = recent.find((log) => log.finishedAt);
  const at = (sessionId: string | undefined) => sessions.findIndex((session) => session.id === sessionId);
  const index = resumable
    ? Math.max(0, at(latest.sessionId))
    : lastFinished
      ? (at(lastFinished.sessionId) + 1) % sessions.length
      : 0;
  const session = sessions[index] ?? sessions[0];
  if (!session) return null;
  // "Done today" names the session of this program she finished today; a workout marked done
  // without a log (or logged in another program) says so in general words.
  const doneLog = recent.find((log) => log.finishedAt && log.day === today);
  const doneSession = sessions.find((candidate) => candidate.id === doneLog?.sessionId);
  return {
    href: `/client-portal/${program}/log/${session.id}`,
    session: session.label,
    program: PORTAL_PROGRAM_TITLES[program],
    slug: program,
    doneNote: doneSession
      ? `Done today: ${doneSession.label} of ${PORTAL_PROGRAM_TITLES[program]}`
      : "Workout done today",
  };
}

/** The next two weeks of her plan, for the .ics export. */
export function upcomingPlan(
  profileId: string,
  answers: Parameters<typeof planFor>[0],
  today: string,
  assignment: AssignmentRow | null = null,
) {
  return Array.from({ length: 14 }, (_, index) => {
    const day = addDays(today, index);
    const step = assignment ? currentStep(assignment, day) : null;
    const { cards, workoutPlanned } = planFor(
      answers,
      day,
      assignment && step ? { step, chosenBy: assignment.assignedByName } : null,
    );
    return {
      uid: `${day}-${profileId.slice(0, 12)}@wellnessbeyond50`,
      day,
      summary: `Your plan: ${cards.workout.title}${workoutPlanned ? "" : " (optional)"}`,
      description: [
        `Workout: ${cards.workout.title}, ${cards.workout.duration} (${cards.workout.subtitle}). ${cards.workout.description}`,
        `Meal: ${cards.meal.title}. ${cards.meal.description}`,
        `Mindfulness: ${cards.mindfulness.title}, ${cards.mindfulness.duration}. ${cards.mindfulness.description}`,
      ].join("\n"),
    };
  });
}
