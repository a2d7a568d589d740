CREATE TABLE "function_test_births" (
	"member_id" text PRIMARY KEY NOT NULL,
	"birth_year" integer NOT NULL,
	"birth_month" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "function_test_results" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"test" text NOT NULL,
	"day" date NOT NULL,
	"value" double precision,
	"second_value" double precision,
	"age" integer,
	"stopped" text,
	"seq" serial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "function_test_births" ADD CONSTRAINT "function_test_births_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "function_test_results" ADD CONSTRAINT "function_test_results_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "function_test_results_member_idx" ON "function_test_results" USING btree ("member_id","day");