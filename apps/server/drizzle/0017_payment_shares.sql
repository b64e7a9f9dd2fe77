DROP INDEX "refunds_one_per_payment";--> statement-breakpoint
DROP INDEX "bons_member_idx";--> statement-breakpoint
ALTER TABLE "bons" ADD COLUMN "context_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "deel" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_payment_part" ON "refunds" USING btree ("payment_id","deel") WHERE "refunds"."status" <> 'failed' and "refunds"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "bons_member_idx" ON "bons" USING btree ("club_id","relatie_id","context_id");--> statement-breakpoint
-- Bons opened before: a match registration's bon returns to its match's payment tab.
UPDATE "bons" SET "context_id" = substring("return_path" from '^/app/match/([0-9]+)/')::integer
 WHERE "subject_kind" = 'match_registration' AND "context_id" IS NULL;
