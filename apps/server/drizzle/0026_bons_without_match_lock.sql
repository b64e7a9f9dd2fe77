-- The functions and triggers this migration first created (function bon_changes_on_update, trigger
-- bons_changes) live in src/db/functions and src/db/triggers, one file each, applied after the
-- migrations at every start.
-- A bon's change no longer writes its match's row. The trigger bons_match_version moved the
-- match's version from inside every bon write, so applying a payment locked the bon and then the
-- match, while a sign-out locks the match and then the bon: under load the two deadlocked. A
-- match's kept start list now checks its sign-ups' payments by its bons' own counters (their
-- number and `changes`), read with the match's version; nothing that writes a bon takes the
-- match's row.
DROP TRIGGER IF EXISTS "bons_match_version" ON "bons";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "match_version_of_bon"();
--> statement-breakpoint
ALTER TABLE "bons" ADD COLUMN "changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bons_context_idx" ON "bons" USING btree ("club_id","context_id","subject_kind");
