import { and, desc, eq, inArray, isNull, ne } from "drizzle-orm";
import { FUNCTION_TEST_INTERVAL_WEEKS } from "~/content/function-tests";
import { coachingPlans, functionTestResults, members, profiles, reminderSettings } from "~/db/schema";
import type { EmailMessage } from "~/features/email/email-message";
import { hello, signature } from "~/features/email/message-phrases";
import { type JobInput, queueReminders, zoneOf } from "~/features/reminders/jobs.server";
import { addDays, localDay } from "~/lib/dates";

// Issue 39 §1 (h1, decision 0064): the spec's "strength benchmarks every 8 weeks" for Continuum
// clients. Once a tick finds 8 weeks gone since her latest test (or since the coach put her on a
// coaching plan, when she has never tested), at or after her reminder time, it queues one email
// and push by her reminder settings; the dedupe key names the due day, so it is sent once per
// interval whatever the ticks and instances.

const functionTestsEmail = (input: { name: string; url: string; offUrl: string }): EmailMessage => ({
  kind: "reminder-function-tests",
  subject: "Time for your function tests",
  preheader: "Seven short tests to see how far you have come.",
  heading: "Time for your function tests",
  paragraphs: [
    hello(input.name),
    `It has been ${FUNCTION_TEST_INTERVAL_WEEKS} weeks since your last function tests. They take about 20 minutes at home with a chair, a light weight and a tape measure, and show how your strength, stamina, flexibility and balance are changing.`,
  ],
  action: { label: "Take the tests", url: input.url },
  footer: `${signature()}. You receive this because you turned on reminders.`,
  remindersOffUrl: input.offUrl,
});

/** The day her tests are due: 8 weeks after her latest result, else after her plan began. */
export function testsDueDay(lastTest: string | null, planDay: string): string {
  return addDays(lastTest ?? planDay, lastTest ? FUNCTION_TEST_INTERVAL_WEEKS * 7 : 0);
}

export async function queueFunctionTestReminders(input: JobInput) {
  const { db, appUrl, now } = input;
  const clients = await db
    .select({
      id: members.id,
      name: members.name,
      email: members.email,
      timeZone: profiles.timeZone,
      channel: reminderSettings.channel,
      time: reminderSettings.time,
      planAt: coachingPlans.createdAt,
    })
    .from(coachingPlans)
    .innerJoin(members, eq(members.id, coachingPlans.memberId))
    .innerJoin(reminderSettings, eq(reminderSettings.memberId, members.id))
    .leftJoin(profiles, eq(profiles.memberId, members.id))
    .where(ne(reminderSettings.channel, "off"));
  if (clients.length === 0) return { emails: 0, pushes: 0 };
  const ids = [...new Set(clients.map((client) => client.id))];
  const latest = await db
    .selectDistinctOn([functionTestResults.memberId], {
      memberId: functionTestResults.memberId,
      day: functionTestResults.day,
    })
    .from(functionTestResults)
    .where(and(inArray(functionTestResults.memberId, ids), isNull(functionTestResults.stopped)))
    .orderBy(functionTestResults.memberId, desc(functionTestResults.day));
  const lastDay = new Map(latest.map((row) => [row.memberId, row.day]));
  const seen = new Set<string>();
  const due = clients.flatMap((client) => {
    if (seen.has(client.id)) return [];
    seen.add(client.id);
    const zone = zoneOf(client.timeZone);
    const today = localDay(now, zone);
    const dueDay = testsDueDay(lastDay.get(client.id) ?? null, localDay(client.planAt, zone));
    const clock = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(now);
    return dueDay <= today && clock >= client.time ? [{ ...client, dueDay }] : [];
  });
  return queueReminders(
    input,
    due.map((client) => ({
      memberId: client.id,
      key: `reminder:function-tests:${client.id}:${client.dueDay}`,
      email:
        client.channel === "email" || client.channel === "both"
          ? {
              to: client.email,
              build: (offUrl: string) =>
                functionTestsEmail({ name: client.name, url: `${appUrl}/progress/tests`, offUrl }),
            }
          : null,
      push:
        client.channel === "push" || client.channel === "both"
          ? {
              kind: "reminder-function-tests",
              title: "Time for your function tests",
              body: "Seven short tests to see how far you have come.",
              url: "/progress/tests",
              tag: "reminder-function-tests",
            }
          : null,
    })),
  );
}
