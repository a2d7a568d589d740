CREATE TABLE "habit_assignments" (
	"member_id" text NOT NULL,
	"habit" text NOT NULL,
	"target" double precision,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "habit_assignments_member_id_habit_pk" PRIMARY KEY("member_id","habit")
);
--> statement-breakpoint
CREATE TABLE "habit_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"habit" text NOT NULL,
	"day" date NOT NULL,
	"amount" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "habit_assignments" ADD CONSTRAINT "habit_assignments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habit_entries" ADD CONSTRAINT "habit_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "habit_entries_member_day_idx" ON "habit_entries" USING btree ("member_id","day");