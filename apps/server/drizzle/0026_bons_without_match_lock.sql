-- A bon's change no longer writes its match's row. The trigger bons_match_version moved the
-- match's version from inside every bon write, so applying a payment locked the bon and then the
-- match, while a sign-out locks the match and then the bon: under load the two deadlocked. A
-- match's kept start list now checks its sign-ups' payments by its bons' own counters (their
-- number and `changes`), read with the match's version; nothing that writes a bon takes the
-- match's row.
DROP TRIGGER "bons_match_version" ON "bons";
--> statement-breakpoint
DROP FUNCTION "match_version_of_bon"();
--> statement-breakpoint
ALTER TABLE "bons" ADD COLUMN "changes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bons_context_idx" ON "bons" USING btree ("club_id","context_id","subject_kind");
--> statement-breakpoint
-- Created here for the trigger below; src/db/functions/bon_changes_on_update.sql is its source.
CREATE OR REPLACE FUNCTION "bon_changes_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."changes" := OLD."changes" + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bons_changes" BEFORE UPDATE ON "bons"
FOR EACH ROW EXECUTE FUNCTION "bon_changes_on_update"();
