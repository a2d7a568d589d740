CREATE TABLE "activities" (
	"profile_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_profile_id_kind_day_pk" PRIMARY KEY("profile_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "challenge_members" (
	"challenge" text NOT NULL,
	"profile_id" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_members_challenge_profile_id_pk" PRIMARY KEY("challenge","profile_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"step" text DEFAULT 'welcome' NOT NULL,
	"completed_at" timestamp with time zone,
	"time_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_member_id_unique" UNIQUE("member_id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_members" ADD CONSTRAINT "challenge_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;