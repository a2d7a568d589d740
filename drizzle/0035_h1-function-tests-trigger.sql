-- Issue 39 (h1): every table carries the change trigger (decision 0043), so her kept pages
-- (/progress, the scorecard) end when a result or her year of birth changes.
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON function_test_results FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON function_test_results FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON function_test_births FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON function_test_births FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
