CREATE TABLE "exercise_media" (
	"id" text PRIMARY KEY NOT NULL,
	"exercise_id" text NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"asset_digest" text NOT NULL,
	"poster_digest" text,
	"access" text DEFAULT 'public' NOT NULL,
	"captions_vtt" text,
	"captions_digest" text,
	"no_speech" boolean DEFAULT false NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"digest" text PRIMARY KEY NOT NULL,
	"extension" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_length" integer NOT NULL,
	"chunk_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_chunks" (
	"digest" text NOT NULL,
	"position" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_chunks_digest_position_pk" PRIMARY KEY("digest","position")
);
--> statement-breakpoint
ALTER TABLE "exercise_media" ADD CONSTRAINT "exercise_media_asset_digest_media_assets_digest_fk" FOREIGN KEY ("asset_digest") REFERENCES "public"."media_assets"("digest") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_media" ADD CONSTRAINT "exercise_media_poster_digest_media_assets_digest_fk" FOREIGN KEY ("poster_digest") REFERENCES "public"."media_assets"("digest") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_media" ADD CONSTRAINT "exercise_media_captions_digest_media_assets_digest_fk" FOREIGN KEY ("captions_digest") REFERENCES "public"."media_assets"("digest") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_chunks" ADD CONSTRAINT "media_chunks_digest_media_assets_digest_fk" FOREIGN KEY ("digest") REFERENCES "public"."media_assets"("digest") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_media_exercise_idx" ON "exercise_media" USING btree ("exercise_id","role","position");