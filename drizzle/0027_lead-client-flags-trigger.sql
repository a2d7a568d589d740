-- Issue 39: client flags are shown on coach pages only, but every table carries the change
-- trigger (decision 0043), so a kept page never outlives a change a later page may read.
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON client_flags FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON client_flags FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
