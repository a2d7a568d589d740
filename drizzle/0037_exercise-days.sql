CREATE TABLE "exercise_days" (
	"member_id" text NOT NULL,
	"exercise_key" text NOT NULL,
	"day" date NOT NULL,
	"best_pair" double precision[],
	"one_rep_max_kg" double precision,
	"volume_kg" double precision NOT NULL,
	"most_reps" integer,
	"longest_seconds" integer,
	CONSTRAINT "exercise_days_member_id_exercise_key_day_pk" PRIMARY KEY("member_id","exercise_key","day")
);
--> statement-breakpoint
ALTER TABLE "exercise_days" ADD CONSTRAINT "exercise_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;