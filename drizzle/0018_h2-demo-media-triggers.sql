-- Issue 38 §2 (h2, decision 0059): the coach's demo attachments reach member pages (the demo
-- sheet), so exercise_media announces its changes like every other table (decision 0043). The
-- bytes (media_assets, media_chunks) are immutable and named by digest: no page changes when
-- they are written, and a clip's hundreds of chunks would only announce for nothing.
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON "exercise_media" FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON "exercise_media" FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
