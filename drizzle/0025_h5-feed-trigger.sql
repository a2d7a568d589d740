-- Issue 40 (h5): a feed link is on her calendar page, so its changes are announced like every
-- other table's (decision 0043). outbox_attachments, like the outbox, is left out.
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON calendar_feeds FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON calendar_feeds FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
