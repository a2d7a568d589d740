ALTER TABLE "members" ADD COLUMN "coach_invited_by" text;--> statement-breakpoint
-- Issue 37: the coaches a coach added from /coach/account (decision 0033) are assistants; the
-- audit log names them. Every other coach (the operator's) stays an owner.
UPDATE "members" SET "coach_invited_by" = "added"."actor_id"
FROM (
  SELECT DISTINCT ON ("target") "target", coalesce("actor_id", '') AS "actor_id"
  FROM "audit_log" WHERE "action" = 'add coach' ORDER BY "target", "created_at"
) AS "added"
WHERE "members"."role" = 'coach' AND "members"."email" = "added"."target";
