// The bulk seed of `seedClientsInto({ bulk: true })`: the same year per client as the seed's
// loop (2-3 finished workouts a week, four sets each, the dashboard tick, a Sunday check-in with
// pain now and then, a message each way every four weeks; every seventh client stopped three
// weeks ago), written by a few INSERT ... SELECT statements, so 2,000 clients take seconds.
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../app/db/client.server";

export async function seedWeeksInSql(
  db: Database,
  clients: string,
  { today, weeks, coachId }: { today: string; weeks: number; coachId: string },
) {
  const run = (statement: ReturnType<typeof sql>) => db.execute(statement);
  await run(sql`drop table if exists seed_weeks`);
  await run(sql`create temp table seed_weeks as
    select c.idx, c.member_id, c.profile_id, w.w, (${today}::date - 7 * w.w - 3) as monday
    from json_to_recordset(${clients}::json) as c(idx int, member_id text, profile_id text)
    cross join lateral generate_series(case when c.idx % 7 = 0 then 3 else 0 end, ${weeks - 1}) as w(w)`);
  await run(sql`drop table if exists seed_logs`);
  await run(sql`create temp table seed_logs as
    select gen_random_uuid()::text as id, k.member_id, k.profile_id, k.w, s.s, k.monday + 2 * s.s as day,
      ((k.monday + 2 * s.s) + time '09:30') at time zone 'UTC' as at
    from seed_weeks k cross join lateral generate_series(0, 1 + (k.idx + k.w) % 2) as s(s)
    where k.monday + 2 * s.s <= ${today}::date`);
  await run(sql`insert into workout_logs (id, member_id, program, session_id, session_label, day, finished_at, created_at, updated_at)
    select id, member_id, 'stay-strong', case when s % 2 = 0 then 'session-a' else 'session-b' end,
      case when s % 2 = 0 then 'Session A' else 'Session B' end, day, at, at, at from seed_logs`);
  await run(sql`insert into set_logs (log_id, position, set_number, member_id, exercise_key, reps, weight_kg, done, created_at, updated_at)
    select l.id, e.position, 1, l.member_id, e.key, 10, 8 + (${weeks} - l.w) / 10.0, true, l.at, l.at
    from seed_logs l cross join (values (0, 'goblet-squat'), (1, 'dumbbell-row'), (2, 'glute-bridge'), (3, 'push-up'))
      as e(position, key)`);
  await run(sql`insert into activities (profile_id, kind, day, title, created_at)
    select profile_id, 'workout', day, 'Session', at from seed_logs`);
  await run(sql`insert into check_ins (id, member_id, week, energy, sleep, stress, pain_area, pain_level, sessions_done,
      eating, wins, question, submitted_at, created_at, updated_at)
    select gen_random_uuid()::text, k.member_id, k.monday + 6, 1 + (k.idx + k.w) % 5, 3, 2,
      case when (k.idx + k.w) % 13 = 0 then 'left knee' else '' end,
      case when (k.idx + k.w) % 13 = 0 then 3 else 0 end, 2 + (k.idx + k.w) % 2, 4, 'Felt stronger on the stairs', '',
      ((k.monday + 6) + time '08:00') at time zone 'UTC', ((k.monday + 6) + time '08:00') at time zone 'UTC',
      ((k.monday + 6) + time '08:00') at time zone 'UTC'
    from seed_weeks k where k.monday + 6 <= ${today}::date`);
  await run(sql`insert into messages (id, member_id, author_id, from_coach, body, read_at, created_at, updated_at)
    select gen_random_uuid()::text, k.member_id, k.member_id, false, 'How heavy should I go?',
      case when k.w = 0 then null else ((k.monday + 1) + time '18:00') at time zone 'UTC' end,
      ((k.monday + 1) + time '18:00') at time zone 'UTC', ((k.monday + 1) + time '18:00') at time zone 'UTC'
    from seed_weeks k where k.w % 4 = 0
    union all
    select gen_random_uuid()::text, k.member_id, ${coachId}, true, 'Two more reps first.',
      ((k.monday + 1) + time '18:00') at time zone 'UTC', ((k.monday + 1) + time '19:00') at time zone 'UTC',
      ((k.monday + 1) + time '19:00') at time zone 'UTC'
    from seed_weeks k where k.w % 4 = 0`);
  const [counts] = await queryRows<{ logs: number; check_ins: number; messages: number }>(
    db,
    sql`select (select count(*) from workout_logs)::int as logs, (select count(*) from check_ins)::int as check_ins,
      (select count(*) from messages)::int as messages`,
  );
  await run(sql`drop table seed_logs`);
  await run(sql`drop table seed_weeks`);
  return {
    logCount: counts?.logs ?? 0,
    checkInCount: counts?.check_ins ?? 0,
    messageCount: counts?.messages ?? 0,
  };
}
