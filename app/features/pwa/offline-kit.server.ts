import { and, desc, eq, isNotNull } from "drizzle-orm";
import { PROGRAM_FOR_LEVEL } from "~/content/dashboard/workouts";
import { liveRevision, liveSite } from "~/content/live.server";
import { completeAnswers } from "~/content/onboarding";
import type { PortalProgramSlug } from "~/content/portal-programs";
import { getProgram } from "~/content/programs/index.server";
import type { Database } from "~/db/client.server";
import { workoutLogs } from "~/db/schema";
import { currentStep } from "~/features/coaching/assignment";
import { getAssignment } from "~/features/coaching/assignment.server";
import { screeningGate } from "~/features/coaching/screening.server";
import type { Profile } from "~/features/onboarding/profiles.server";
import { buildId } from "~/features/pwa/build-id.server";
import { canOpenPortalProgram, type Viewer } from "~/lib/auth.server";
import { localDay } from "~/lib/dates";

// What her phone keeps for the gym (issue 20 §2, decision 0038): the pages of the program she
// follows, each session's log page with her last numbers, and her dashboard. The service worker
// asks for this list and caches exactly these addresses; anything else is never kept.

export type OfflineKit = {
  /** Whose pages these are; the worker clears its cache when the owner changes. Null: keep nothing. */
  owner: string | null;
  /** Changes when any kept page would read differently, so the worker refetches only then. */
  version: string;
  program: PortalProgramSlug | null;
  urls: string[];
};

export const EMPTY_KIT: OfflineKit = { owner: null, version: "none", program: null, urls: [] };

/** The program on her dashboard's workout card: the coach's choice, else her questionnaire's. */
export async function followedProgram(
  db: Database,
  memberId: string,
  profile: Profile | null,
  now: Date,
): Promise<PortalProgramSlug | null> {
  const timeZone = profile?.timeZone ?? liveSite().timeZone;
  const assignment = await getAssignment(db, memberId);
  const step = assignment ? currentStep(assignment, localDay(now, timeZone)) : null;
  if (step) return step.program;
  const answers = profile?.completedAt ? completeAnswers(profile.answers) : null;
  return answers ? PROGRAM_FOR_LEVEL[answers.fitness].slug : null;
}

export async function offlineKit(
  db: Database,
  viewer: Viewer,
  profile: Profile | null,
  now: Date,
): Promise<OfflineKit> {
  const member = viewer.member;
  // The coach trains nobody from this phone; a visitor has nothing of hers to keep.
  if (!member || member.role === "coach") return EMPTY_KIT;
  const program = await followedProgram(db, member.id, profile, now);
  // Access lapsed (or never was): the worker empties its cache on an empty list.
  if (!program || !canOpenPortalProgram(viewer, program)) {
    return { owner: member.id, version: "none", program: null, urls: [] };
  }
  const [latest] = await db
    .select({ updatedAt: workoutLogs.updatedAt })
    .from(workoutLogs)
    .where(and(eq(workoutLogs.memberId, member.id), isNotNull(workoutLogs.finishedAt)))
    .orderBy(desc(workoutLogs.updatedAt))
    .limit(1);
  const base = `/client-portal/${program}`;
  const urls = [
    "/dashboard",
    base,
    ...getProgram(program).sessions.map((session) => `${base}/log/${encodeURIComponent(session.id)}`),
  ];
  // Her last numbers change when she finishes a log; the pages change with a publish, a new day
  // (the dashboard's cards, the log's recovery note) or a deployment (their markup and the hashed
  // files they load: a page of the old build would otherwise stay up to 6 hours, sw.js REFRESH_MS).
  // Her health screening decides whether the program page is the program or a redirect to the
  // screening: answering it (or the coach clearing it) must make her phone fetch again (issue 36
  // §7), or the redirect of a sync before she answered would be all it kept.
  const day = localDay(now, profile?.timeZone ?? liveSite().timeZone);
  const { status, screening } = await screeningGate(db, member, now);
  const screened = `${status}.${screening?.id ?? 0}`;
  const version = [buildId(), program, liveRevision(), day, latest?.updatedAt.getTime() ?? 0, screened].join(
    ":",
  );
  return { owner: member.id, version, program, urls };
}
