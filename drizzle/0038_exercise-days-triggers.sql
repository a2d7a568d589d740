-- Decision 0077: exercise_days is kept by the database itself, in the statement that changes
-- the sets or the workout, whatever wrote them (the log, an offline sync, a coach's edit, a
-- deletion). A (member, day) is added up again from her done sets of that day's finished
-- workouts; statement-level triggers do it once per statement, not once per set.
CREATE FUNCTION wb50_refresh_exercise_days(touched_members text[], touched_days date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM exercise_days e
    USING unnest(touched_members, touched_days) AS t(member_id, day)
    WHERE e.member_id = t.member_id AND e.day = t.day;
  INSERT INTO exercise_days (member_id, exercise_key, day, best_pair, one_rep_max_kg, volume_kg, most_reps, longest_seconds)
  SELECT s.member_id, s.exercise_key, w.day,
    max(array[s.weight_kg, s.reps::float8]) FILTER (WHERE s.reps > 0 AND s.weight_kg > 0),
    max(CASE WHEN s.reps = 1 THEN s.weight_kg ELSE s.weight_kg * (1 + s.reps / 30.0::float8) END)
      FILTER (WHERE s.reps > 0 AND s.weight_kg > 0),
    coalesce(sum(s.reps * s.weight_kg) FILTER (WHERE s.reps > 0 AND s.weight_kg > 0), 0),
    max(s.reps) FILTER (WHERE s.reps > 0),
    max(s.seconds) FILTER (WHERE s.seconds > 0)
  FROM unnest(touched_members, touched_days) AS t(member_id, day)
  JOIN workout_logs w ON w.member_id = t.member_id AND w.day = t.day AND w.finished_at IS NOT NULL
  JOIN set_logs s ON s.log_id = w.id AND s.member_id = t.member_id AND s.done
  GROUP BY s.member_id, s.exercise_key, w.day;
END $$;
--> statement-breakpoint
-- Sets: the days of finished workouts whose sets changed. A set of a workout not yet finished
-- changes nothing here; finishing it does (below).
CREATE FUNCTION wb50_exercise_days_from_sets() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched_members text[];
  touched_days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(member_id), array_agg(day) INTO touched_members, touched_days FROM (
      SELECT DISTINCT n.member_id, w.day FROM new_sets n JOIN workout_logs w ON w.id = n.log_id
      WHERE w.finished_at IS NOT NULL) pairs;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(member_id), array_agg(day) INTO touched_members, touched_days FROM (
      SELECT DISTINCT o.member_id, w.day FROM old_sets o JOIN workout_logs w ON w.id = o.log_id
      WHERE w.finished_at IS NOT NULL) pairs;
  ELSE
    SELECT array_agg(member_id), array_agg(day) INTO touched_members, touched_days FROM (
      SELECT DISTINCT changed.member_id, w.day
      FROM (SELECT member_id, log_id FROM new_sets UNION SELECT member_id, log_id FROM old_sets) changed
      JOIN workout_logs w ON w.id = changed.log_id
      WHERE w.finished_at IS NOT NULL) pairs;
  END IF;
  IF touched_members IS NOT NULL THEN
    PERFORM wb50_refresh_exercise_days(touched_members, touched_days);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wb50_exercise_days_set_insert AFTER INSERT ON set_logs
  REFERENCING NEW TABLE AS new_sets FOR EACH STATEMENT EXECUTE FUNCTION wb50_exercise_days_from_sets();
--> statement-breakpoint
CREATE TRIGGER wb50_exercise_days_set_update AFTER UPDATE ON set_logs
  REFERENCING OLD TABLE AS old_sets NEW TABLE AS new_sets FOR EACH STATEMENT EXECUTE FUNCTION wb50_exercise_days_from_sets();
--> statement-breakpoint
CREATE TRIGGER wb50_exercise_days_set_delete AFTER DELETE ON set_logs
  REFERENCING OLD TABLE AS old_sets FOR EACH STATEMENT EXECUTE FUNCTION wb50_exercise_days_from_sets();
--> statement-breakpoint
-- Workouts: finishing one, un-finishing it, moving its day, or deleting it (its sets go by
-- cascade; the workout is gone, so its day is added up without it).
CREATE FUNCTION wb50_exercise_days_from_workouts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched_members text[];
  touched_days date[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(member_id), array_agg(day) INTO touched_members, touched_days FROM (
      SELECT DISTINCT member_id, day FROM old_workouts WHERE finished_at IS NOT NULL) pairs;
  ELSE
    SELECT array_agg(member_id), array_agg(day) INTO touched_members, touched_days FROM (
      SELECT o.member_id, o.day FROM old_workouts o JOIN new_workouts n ON n.id = o.id
        WHERE (o.finished_at IS NOT NULL OR n.finished_at IS NOT NULL)
          AND (o.finished_at IS DISTINCT FROM n.finished_at OR o.day <> n.day OR o.member_id <> n.member_id)
      UNION
      SELECT n.member_id, n.day FROM old_workouts o JOIN new_workouts n ON n.id = o.id
        WHERE (o.finished_at IS NOT NULL OR n.finished_at IS NOT NULL)
          AND (o.finished_at IS DISTINCT FROM n.finished_at OR o.day <> n.day OR o.member_id <> n.member_id)) pairs;
  END IF;
  IF touched_members IS NOT NULL THEN
    PERFORM wb50_refresh_exercise_days(touched_members, touched_days);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wb50_exercise_days_workout_update AFTER UPDATE ON workout_logs
  REFERENCING OLD TABLE AS old_workouts NEW TABLE AS new_workouts FOR EACH STATEMENT EXECUTE FUNCTION wb50_exercise_days_from_workouts();
--> statement-breakpoint
CREATE TRIGGER wb50_exercise_days_workout_delete AFTER DELETE ON workout_logs
  REFERENCING OLD TABLE AS old_workouts FOR EACH STATEMENT EXECUTE FUNCTION wb50_exercise_days_from_workouts();
--> statement-breakpoint
-- What is already there, added up once.
SELECT wb50_refresh_exercise_days(array_agg(member_id), array_agg(day))
  FROM (SELECT DISTINCT member_id, day FROM workout_logs WHERE finished_at IS NOT NULL) pairs;
