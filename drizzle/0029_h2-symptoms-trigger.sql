-- Issue 39, h2: the symptom tables carry the change trigger like every table (decision 0043),
-- so a kept page never outlives a change a later page may read.
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON session_checks FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON session_checks FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON check_in_symptoms FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON check_in_symptoms FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
