-- Issue 39 §4 (h4): her daily basics carry the change trigger like every table (decision 0043),
-- so a kept page never outlives a tap a later page may read.
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON habit_entries FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON habit_entries FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON habit_assignments FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON habit_assignments FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
