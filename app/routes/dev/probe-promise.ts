import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { z } from "zod";
import { liveSite } from "~/content/live.server";
import { programAssignments, setLogs, workoutLogs } from "~/db/schema";
import { memberTimeZone } from "~/features/training/training.server";
import { getAppContext } from "~/lib/app-context.server";
import { addDays, localDay } from "~/lib/dates";
import { readSubmission } from "~/lib/forms.server";
import { findMemberByEmail } from "~/lib/members.server";
import type { Route } from "./+types/probe-promise";

// Test-only (issue 39 §3, h3): a client whose program the coach assigned `daysAgo` days ago,
// with a goblet squat in her first week (10 × 8 kg) and in her last (10 × 10 kg), for the 4-week
// promise journey. The browser tests run on the real clock and the log writes today only, so
// this writes the rows directly. Like `/__probe`, it answers 404 unless TEST_PROBES=true.

const PromiseSeedSchema = z.object({
  email: z.email(),
  daysAgo: z.coerce.number().int().min(0).max(400),
});

export async function action(args: Route.ActionArgs) {
  const app = getAppContext(args.context);
  if (!app.config.TEST_PROBES) throw data(null, { status: 404 });
  const submission = await readSubmission(args.request, PromiseSeedSchema);
  if (!submission.ok) return submission.failure;
  const { db } = app.database;
  const member = await findMemberByEmail(db, submission.data.email);
  if (!member) throw data(null, { status: 404 });
  const today = localDay(app.now(), await memberTimeZone(db, member.id, liveSite().timeZone));
  const startDay = addDays(today, -submission.data.daysAgo);
  const now = app.now();
  await db
    .insert(programAssignments)
    .values({
      memberId: member.id,
      steps: [{ program: "movement-patterns-1", weeks: 4 }],
      startDay,
      assignedByName: liveSite().coachName,
    })
    .onConflictDoUpdate({ target: programAssignments.memberId, set: { startDay } });
  for (const [offset, weightKg] of [
    [1, 8],
    [24, 10],
  ] as const) {
    const id = randomUUID();
    const day = addDays(startDay, offset);
    await db.insert(workoutLogs).values({
      id,
      memberId: member.id,
      program: "movement-patterns-1",
      sessionId: "session-a",
      sessionLabel: "Session A",
      day,
      finishedAt: now,
    });
    await db.insert(setLogs).values({
      logId: id,
      position: 0,
      setNumber: 1,
      memberId: member.id,
      exerciseKey: "goblet-squat",
      reps: 10,
      weightKg,
      done: true,
    });
  }
  return data({ memberId: member.id, startDay });
}

export function loader({ context }: Route.LoaderArgs) {
  if (!getAppContext(context).config.TEST_PROBES) throw data(null, { status: 404 });
  throw data(null, { status: 405, headers: { Allow: "POST" } });
}
