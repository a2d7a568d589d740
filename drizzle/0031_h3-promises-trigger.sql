-- Issue 39 §3 (h3): her answers to the 4-week question are on her dashboard and the coach's
-- home, so the table carries the change trigger (decision 0043) like every other.
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON promises FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON promises FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
