// One scheduler of ours (issue 20 §3, decision 0036): every instance runs every job once a
// minute; each job decides from the clock and the database what is due and writes it with an
// outbox dedupe key (INSERT … ON CONFLICT DO NOTHING), so repeated ticks and several instances
// on one PostgreSQL never send twice. Works the same on PGlite, where pg-boss cannot run.
import { queueBookingReminders } from "~/features/booking/booking-reminders.server";
import { queueCheckInInvites } from "~/features/coaching/check-in-invites.server";
import { queueFunctionTestReminders } from "~/features/function-tests/reminder-job.server";
import {
  type JobInput,
  queueCheckInPushes,
  queueWeeklySummaries,
  queueWorkoutReminders,
} from "~/features/reminders/jobs.server";
import { remindersOffPath } from "~/features/reminders/reminders.server";
import { sendDailyDigest } from "../app/features/newsletter/digest.server";
import { schedulerLag, schedulerLastTick } from "./observability";

export const SCHEDULER_TICK_MS = 60 * 1000;

/** Every job, by name: what it queued, or the error it failed with (the others still run). */
export type TickReport = Record<string, unknown>;

const JOBS: Record<string, (input: JobInput) => Promise<unknown>> = {
  // The coach's daily digest (issue 16): today's row in `digests` is its claim.
  digest: ({ db, appUrl, now }) => sendDailyDigest({ db, appUrl, now }),
  // The weekly check-in invite emails (issue 18), following her reminder settings when she has some.
  checkInInvites: ({ db, appUrl, secret, now }) =>
    queueCheckInInvites(db, {
      appUrl,
      now,
      remindersOff: (memberId) => `${appUrl}${remindersOffPath(secret, memberId)}`,
    }),
  checkInPushes: queueCheckInPushes,
  workoutReminders: queueWorkoutReminders,
  weeklySummaries: queueWeeklySummaries,
  // Issue 40: 24 hours and 1 hour before each booking, per her reminder settings.
  bookingReminders: queueBookingReminders,
  // Issue 39 §1 (h1): her function tests every 8 weeks on Continuum, by her reminder settings.
  functionTestReminders: queueFunctionTestReminders,
};

/** One tick: runs every job once, one after the other, and reports each one's outcome. */
export async function runScheduledJobs(input: JobInput): Promise<TickReport> {
  const report: TickReport = {};
  for (const [name, job] of Object.entries(JOBS)) {
    try {
      report[name] = await job(input);
    } catch (error) {
      console.error(`Scheduled job ${name} failed:`, error);
      report[name] = { error: String(error) };
    }
  }
  return report;
}

/** The server's minute timer; a tick still running when the next is due is not doubled. */
export function startScheduler(options: Omit<JobInput, "now"> & { now: () => Date; tickMs?: number }) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    const started = options.now();
    // How late this tick is against its minute: a busy or paused process shows here first.
    schedulerLag.set((started.getTime() % SCHEDULER_TICK_MS) / 1000);
    running = runScheduledJobs({ ...options, now: started })
      .then((report) => {
        const failed = Object.values(report).some(
          (outcome) => typeof outcome === "object" && outcome !== null && "error" in outcome,
        );
        if (!failed) schedulerLastTick.set(Math.round(options.now().getTime() / 1000));
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.tickMs ?? SCHEDULER_TICK_MS);
  timer.unref();
  // The first tick soon after the start, so a restart inside a reminder's window loses nothing.
  const first = setTimeout(tick, 5_000);
  first.unref();
  return async function stop() {
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
