CREATE TABLE "promises" (
	"member_id" text NOT NULL,
	"start_day" date NOT NULL,
	"program" text NOT NULL,
	"due_day" date NOT NULL,
	"answer" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	CONSTRAINT "promises_member_id_start_day_pk" PRIMARY KEY("member_id","start_day")
);
--> statement-breakpoint
ALTER TABLE "promises" ADD CONSTRAINT "promises_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promises_open_idx" ON "promises" USING btree ("answer","resolved_at");