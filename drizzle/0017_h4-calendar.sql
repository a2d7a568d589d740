CREATE TABLE "appointment_invites" (
	"type_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_invites_type_id_email_pk" PRIMARY KEY("type_id","email")
);
--> statement-breakpoint
CREATE TABLE "appointment_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" text DEFAULT '' NOT NULL,
	"minutes" integer NOT NULL,
	"place" text NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"audience" text DEFAULT 'clients' NOT NULL,
	"plans" text[] DEFAULT '{}'::text[] NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"notice_hours" integer DEFAULT 12 NOT NULL,
	"horizon_days" integer DEFAULT 28 NOT NULL,
	"cutoff_hours" integer DEFAULT 24 NOT NULL,
	"policy_text" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT 'appointment' NOT NULL,
	"video_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"member_id" text,
	"visitor_name" text,
	"visitor_email" text,
	"visitor_phone" text,
	"note" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"position" integer,
	"idempotency_key" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"uid" text NOT NULL,
	"cancelled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "calendar_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"place" text,
	"reason" text DEFAULT '' NOT NULL,
	"start" text,
	"end" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancelled_occurrences" (
	"type_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancelled_occurrences_type_id_starts_at_pk" PRIMARY KEY("type_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "class_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" text NOT NULL,
	"starts_at" timestamp with time zone,
	"weekday" integer,
	"time" text,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaching_plans" (
	"member_id" text NOT NULL,
	"plan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaching_plans_member_id_plan_pk" PRIMARY KEY("member_id","plan")
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"place" text NOT NULL,
	"weekday" integer NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_invites" ADD CONSTRAINT "appointment_invites_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancelled_occurrences" ADD CONSTRAINT "cancelled_occurrences_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_times" ADD CONSTRAINT "class_times_type_id_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."appointment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaching_plans" ADD CONSTRAINT "coaching_plans_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_slot_idx" ON "bookings" USING btree ("type_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_member_idx" ON "bookings" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "calendar_exceptions_day_idx" ON "calendar_exceptions" USING btree ("day");--> statement-breakpoint
CREATE INDEX "working_hours_place_idx" ON "working_hours" USING btree ("place","weekday");