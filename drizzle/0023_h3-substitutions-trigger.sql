-- Issue 38 §5 (h3, decision 0060): a substitution changes her program pages, so
-- exercise_substitutions announces its changes like every other table (decision 0043).
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON "exercise_substitutions" FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON "exercise_substitutions" FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
