import { createHash } from "node:crypto";
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
import { demoMediaFor } from "~/features/media/exercise-media.server";
import type { Profile } from "~/features/onboarding/profiles.server";
import { buildId } from "~/features/pwa/build-id.server";
import { programFor } from "~/features/training/swaps.server";
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
  /**
   * Issue 38 (decision 0060): the posters and stills of her program's exercise demos, kept so the
   * demo pages (among `urls`) show them in the gym. Clips are never kept: too large.
   */
  posters: string[];
};

export const EMPTY_KIT: OfflineKit = { owner: null, version: "none", program: null, urls: [], posters: [] };

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
    return { owner: member.id, version: "none", program: null, urls: [], posters: [] };
  }
  const [latest] = await db
    .select({ updatedAt: workoutLogs.updatedAt })
    .from(workoutLogs)
    .where(and(eq(workoutLogs.memberId, member.id), isNotNull(workoutLogs.finishedAt)))
    .orderBy(desc(workoutLogs.updatedAt))
    .limit(1);
  const base = `/client-portal/${program}`;
  // Her program's exercises, after her coach's substitutions: their demo pages (cues, safety
  // notes) and their posters are kept for the gym (issue 38 §3).
  const demos = await demoKit(db, viewer, member.id, program);
  const urls = [
    "/dashboard",
    base,
    ...getProgram(program).sessions.map((session) => `${base}/log/${encodeURIComponent(session.id)}`),
    ...demos.urls,
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
  const version = [
    buildId(),
    program,
    liveRevision(),
    day,
    latest?.updatedAt.getTime() ?? 0,
    screened,
    demos.version,
  ].join(":");
  return { owner: member.id, version, program, urls, posters: demos.posters };
}

/** The demo pages and posters of her program's exercises, and a digest that changes with them. */
async function demoKit(db: Database, viewer: Viewer, memberId: string, slug: string) {
  const program = await programFor(db, memberId, slug);
  const ids = new Set<string>();
  for (const session of program.sessions) {
    for (const block of [session.warmUp, ...session.mainWork, session.finisher]) {
      for (const exercise of block.exercises) if (exercise.exerciseId) ids.add(exercise.exerciseId);
    }
  }
  const media = await demoMediaFor(db, [...ids], viewer);
  const posters = new Set<string>();
  for (const demo of media.values()) {
    if (demo.kind === "video" && demo.posterSrc) posters.add(demo.posterSrc);
    if (demo.kind === "image") for (const frame of demo.frames ?? [demo]) posters.add(frame.src);
  }
  const urls = [...ids].map((id) => `/exercises/${encodeURIComponent(id)}`);
  const version = createHash("sha256")
    .update(JSON.stringify([urls, [...posters]]))
    .digest("hex")
    .slice(0, 12);
  return { urls, posters: [...posters], version };
}
