-- Issue 40 (h4): the calendar's tables announce their changes like every table a member page
-- may read (decision 0043): her bookings name her, shared rows (offers, hours) reach every page.
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON "appointment_types" FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON "appointment_types" FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON "working_hours" FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON "working_hours" FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON "calendar_exceptions" FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON "calendar_exceptions" FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON "class_times" FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON "class_times" FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON "cancelled_occurrences" FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON "cancelled_occurrences" FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON "bookings" FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON "bookings" FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON "coaching_plans" FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON "coaching_plans" FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_changed AFTER INSERT OR UPDATE OR DELETE ON "appointment_invites" FOR EACH ROW EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
CREATE TRIGGER wb50_data_truncated AFTER TRUNCATE ON "appointment_invites" FOR EACH STATEMENT EXECUTE FUNCTION wb50_data_changed();
--> statement-breakpoint
-- Issue 40 (h4): the spec's offers, default hours and the live class's weekly time, inserted once.
-- The same rows as app/features/calendar/calendar-defaults.ts (a test checks they agree); the coach edits them from here on.
INSERT INTO "appointment_types" ("id", "name", "description", "price", "minutes", "place", "capacity", "audience", "plans", "buffer_minutes", "notice_hours", "horizon_days", "cutoff_hours", "policy_text", "kind", "position") VALUES ('consultation', 'Free consultation', 'A 30-minute video call about your goals, your health and how coaching works. No cost and no obligation.', 'Free', 30, 'online', 1, 'anyone', ARRAY[]::text[], 15, 12, 28, 2, 'You can cancel or move your consultation up to 2 hours before it starts. After that, please email the coach.', 'appointment', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "appointment_types" ("id", "name", "description", "price", "minutes", "place", "capacity", "audience", "plans", "buffer_minutes", "notice_hours", "horizon_days", "cutoff_hours", "policy_text", "kind", "position") VALUES ('one-to-one', '1:1 session at the gym', 'A 45-minute face-to-face session with the coach, just for you.', '$50/week', 45, 'gym', 1, 'clients', ARRAY[]::text[], 15, 24, 28, 24, 'You can cancel or move a session up to 24 hours before it starts. After that, the session counts as used; if you are unwell, message the coach.', 'appointment', 2) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "appointment_types" ("id", "name", "description", "price", "minutes", "place", "capacity", "audience", "plans", "buffer_minutes", "notice_hours", "horizon_days", "cutoff_hours", "policy_text", "kind", "position") VALUES ('partner', 'Partner session at the gym', 'A 45-minute session for two people training together.', '$40/week per person', 45, 'gym', 2, 'clients', ARRAY[]::text[], 15, 24, 28, 24, 'You can cancel or move a session up to 24 hours before it starts. After that, the session counts as used; if you are unwell, message the coach.', 'appointment', 3) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "appointment_types" ("id", "name", "description", "price", "minutes", "place", "capacity", "audience", "plans", "buffer_minutes", "notice_hours", "horizon_days", "cutoff_hours", "policy_text", "kind", "position") VALUES ('small-group', 'Small group at the gym', 'A 45-minute session for a small group of 3 or more.', '$35/week per person', 45, 'gym', 6, 'clients', ARRAY[]::text[], 15, 24, 28, 24, 'You can cancel or move a session up to 24 hours before it starts. After that, the session counts as used; if you are unwell, message the coach.', 'appointment', 4) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "appointment_types" ("id", "name", "description", "price", "minutes", "place", "capacity", "audience", "plans", "buffer_minutes", "notice_hours", "horizon_days", "cutoff_hours", "policy_text", "kind", "position") VALUES ('remote-call', 'Weekly 1:1 video call', 'Your weekly 45-minute video session, part of remote coaching.', 'Included in remote coaching', 45, 'online', 1, 'plan', ARRAY['remote']::text[], 15, 24, 14, 24, 'You can cancel or move your call up to 24 hours before it starts. After that, message the coach.', 'appointment', 5) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "appointment_types" ("id", "name", "description", "price", "minutes", "place", "capacity", "audience", "plans", "buffer_minutes", "notice_hours", "horizon_days", "cutoff_hours", "policy_text", "kind", "position") VALUES ('live-class', 'Live online class', 'A 45-minute class you join by video from home. The link appears here 15 minutes before it starts.', 'Included for clients', 45, 'online', 20, 'clients', ARRAY[]::text[], 0, 1, 28, 2, 'You can cancel up to 2 hours before the class. After that, your place stays yours.', 'class', 6) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('gym', 1, '07:00', '12:00', '2025-05-27');
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('gym', 3, '07:00', '12:00', '2025-05-27');
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('gym', 5, '07:00', '12:00', '2025-05-27');
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('gym', 2, '15:00', '19:00', '2025-05-27');
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('gym', 4, '15:00', '19:00', '2025-05-27');
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('gym', 6, '08:00', '11:00', '2025-05-27');
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('online', 1, '12:30', '15:00', '2025-01-01');
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('online', 2, '12:30', '15:00', '2025-01-01');
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('online', 3, '12:30', '15:00', '2025-01-01');
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('online', 4, '12:30', '15:00', '2025-01-01');
--> statement-breakpoint
INSERT INTO "working_hours" ("place", "weekday", "start", "end", "valid_from") VALUES ('online', 5, '12:30', '15:00', '2025-01-01');
--> statement-breakpoint
INSERT INTO "class_times" ("type_id", "weekday", "time", "valid_from") VALUES ('live-class', 3, '18:00', '2025-05-27');
