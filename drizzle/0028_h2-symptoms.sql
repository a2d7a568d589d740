CREATE TABLE "check_in_symptoms" (
	"check_in_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"week" date NOT NULL,
	"joints" integer,
	"sleep" integer,
	"hot_flushes" integer,
	"exhaustion" integer,
	"mood" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_checks" (
	"log_id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"day" date NOT NULL,
	"joints" integer,
	"sleep_hours" double precision,
	"choice" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_symptoms" ADD CONSTRAINT "check_in_symptoms_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_symptoms" ADD CONSTRAINT "check_in_symptoms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_checks" ADD CONSTRAINT "session_checks_log_id_workout_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."workout_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_checks" ADD CONSTRAINT "session_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_symptoms_member_week_idx" ON "check_in_symptoms" USING btree ("member_id","week");--> statement-breakpoint
CREATE INDEX "session_checks_member_day_idx" ON "session_checks" USING btree ("member_id","day");