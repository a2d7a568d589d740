-- Decision 0043: every committed change to a table a member page may read is announced on
-- the channel "wb50_data", naming whose data it was (her member id) or "*" when it may touch
-- everyone's pages. NOTIFY is sent only when the transaction commits, to every instance
-- listening, so a member page kept in memory is dropped on every instance at once.
-- Tables that no member page reads and that are written all the time (throttle counters, the
-- audit log, the two outboxes, webhook receipts) are left out; app/db/data-changes.server.ts
-- lists them and a test checks that every other table carries the trigger.
CREATE OR REPLACE FUNCTION wb50_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  whose text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('wb50_data', '*');
    RETURN NULL;
  END IF;
  FOREACH changed IN ARRAY (CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[to_jsonb(NEW)]
      WHEN 'DELETE' THEN ARRAY[to_jsonb(OLD)]
      ELSE ARRAY[to_jsonb(OLD), to_jsonb(NEW)] END) LOOP
    IF TG_TABLE_NAME = 'members' THEN
      whose := changed ->> 'id';
    ELSIF TG_TABLE_NAME = 'activities' THEN
      SELECT member_id INTO whose FROM profiles WHERE id = changed ->> 'profile_id';
    ELSIF TG_TABLE_NAME = 'exercise_logs' THEN
      SELECT member_id INTO whose FROM workout_logs WHERE id = changed ->> 'log_id';
    ELSIF TG_TABLE_NAME = 'profiles' THEN
      -- A visitor's answers (no member yet) are on no member's page.
      whose := changed ->> 'member_id';
    ELSIF changed ? 'member_id' AND TG_TABLE_NAME <> 'challenge_members' THEN
      whose := changed ->> 'member_id';
      -- A row that belongs to nobody (a payment before its member exists) may still count.
      IF whose IS NULL THEN whose := '*'; END IF;
    ELSE
      -- Shared rows (content, settings, portal codes, challenge counts) reach every page.
      whose := '*';
    END IF;
    IF whose IS NOT NULL THEN
      PERFORM pg_notify('wb50_data', whose);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT tablename FROM pg_tables
    WHERE schemaname = current_schema()
      AND tablename NOT IN ('throttle_counters', 'audit_log', 'outbox', 'push_outbox', 'webhook_events')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION wb50_data_changed()',
      watched.tablename);
    EXECUTE format(
      'CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed()',
      watched.tablename);
  END LOOP;
END
$$;
