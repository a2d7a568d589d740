CREATE TABLE "exercise_substitutions" (
	"member_id" text NOT NULL,
	"from_id" text NOT NULL,
	"to_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"set_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_substitutions_member_id_from_id_pk" PRIMARY KEY("member_id","from_id")
);
--> statement-breakpoint
ALTER TABLE "exercise_logs" ADD COLUMN "written_key" text;--> statement-breakpoint
ALTER TABLE "exercise_substitutions" ADD CONSTRAINT "exercise_substitutions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_substitutions" ADD CONSTRAINT "exercise_substitutions_set_by_members_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;