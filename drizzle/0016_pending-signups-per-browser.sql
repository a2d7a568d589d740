-- Issue 37 §1 (decision 0050): one pending sign-up per start, bound to the browser that began it.
-- Waiting sign-ups are bound to no browser and live 10 minutes: they go, and are started again.
DELETE FROM "pending_signups";--> statement-breakpoint
ALTER TABLE "pending_signups" DROP CONSTRAINT "pending_signups_id_unique";--> statement-breakpoint
ALTER TABLE "pending_signups" DROP CONSTRAINT "pending_signups_pkey";--> statement-breakpoint
ALTER TABLE "pending_signups" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "pending_signups" ADD COLUMN "browser_hash" text NOT NULL;--> statement-breakpoint
CREATE INDEX "pending_signups_email_idx" ON "pending_signups" USING btree ("email","browser_hash");
