-- Decision 0099: a change to the program her coach assigned her is announced a second time as
-- "account:<her member id>" too, so that her assignment, kept in memory, ends with it and not
-- with every set she saves. Every other announcement is unchanged.
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
      -- Decision 0095: her sign-in (session, account, entitlements) is kept apart from her other
      -- data, so saving a set does not make the next request look her session up again; and so
      -- are the reads of decisions 0098 (screening, substitutions, training preferences) and
      -- 0099 (the program her coach assigned).
      IF whose <> '*' AND TG_TABLE_NAME IN ('sessions', 'members', 'entitlements', 'screenings',
          'exercise_substitutions', 'training_preferences', 'program_assignments') THEN
        PERFORM pg_notify('wb50_data', 'account:' || whose);
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
