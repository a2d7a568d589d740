-- Decision 0077, a review's mend: a workout statement reads the changed workouts once (`changed`)
-- and takes both the day each left and the day it has from that one read, rather than joining
-- old and new twice. Same pairs, same refresh.
CREATE OR REPLACE FUNCTION wb50_exercise_days_from_workouts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched_members text[];
  touched_days date[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(member_id), array_agg(day) INTO touched_members, touched_days FROM (
      SELECT DISTINCT member_id, day FROM old_workouts WHERE finished_at IS NOT NULL) pairs;
  ELSE
    WITH changed AS (
      SELECT o.member_id AS old_member, o.day AS old_day, n.member_id AS new_member, n.day AS new_day
      FROM old_workouts o JOIN new_workouts n ON n.id = o.id
      WHERE (o.finished_at IS NOT NULL OR n.finished_at IS NOT NULL)
        AND (o.finished_at IS DISTINCT FROM n.finished_at OR o.day <> n.day OR o.member_id <> n.member_id))
    SELECT array_agg(member_id), array_agg(day) INTO touched_members, touched_days FROM (
      SELECT old_member AS member_id, old_day AS day FROM changed
      UNION
      SELECT new_member, new_day FROM changed) pairs;
  END IF;
  IF touched_members IS NOT NULL THEN
    PERFORM wb50_refresh_exercise_days(touched_members, touched_days);
  END IF;
  RETURN NULL;
END $$;
