CREATE TABLE "body_metrics" (
	"member_id" text NOT NULL,
	"day" date NOT NULL,
	"weight_kg" double precision,
	"waist_cm" double precision,
	"hips_cm" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "body_metrics_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "exercise_logs" (
	"log_id" text NOT NULL,
	"position" integer NOT NULL,
	"exercise_key" text NOT NULL,
	"name" text NOT NULL,
	"effort" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_logs_log_id_position_pk" PRIMARY KEY("log_id","position")
);
--> statement-breakpoint
CREATE TABLE "progress_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"day" date NOT NULL,
	"pose" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "set_logs" (
	"log_id" text NOT NULL,
	"position" integer NOT NULL,
	"set_number" integer NOT NULL,
	"member_id" text NOT NULL,
	"exercise_key" text NOT NULL,
	"reps" integer,
	"weight_kg" double precision,
	"seconds" integer,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_logs_log_id_position_set_number_pk" PRIMARY KEY("log_id","position","set_number")
);
--> statement-breakpoint
CREATE TABLE "training_preferences" (
	"member_id" text PRIMARY KEY NOT NULL,
	"unit" text DEFAULT 'kg' NOT NULL,
	"plate_step" double precision DEFAULT 1 NOT NULL,
	"goal_weight_kg" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"program" text NOT NULL,
	"session_id" text NOT NULL,
	"session_label" text NOT NULL,
	"day" date NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "body_metrics" ADD CONSTRAINT "body_metrics_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD CONSTRAINT "exercise_logs_log_id_workout_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."workout_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_photos" ADD CONSTRAINT "progress_photos_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_logs" ADD CONSTRAINT "set_logs_log_id_workout_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."workout_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_logs" ADD CONSTRAINT "set_logs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_preferences" ADD CONSTRAINT "training_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_logs" ADD CONSTRAINT "workout_logs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_photos_member_day_pose_idx" ON "progress_photos" USING btree ("member_id","day","pose");--> statement-breakpoint
CREATE INDEX "set_logs_member_exercise_idx" ON "set_logs" USING btree ("member_id","exercise_key");--> statement-breakpoint
CREATE INDEX "workout_logs_member_day_idx" ON "workout_logs" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "workout_logs_member_session_idx" ON "workout_logs" USING btree ("member_id","program","session_id");