-- A course's tee-sheet layout as the tee-sheet manager sets it: the interval as a repeating
-- pattern (8 and 9 minutes in turn), seasons with their own first and last time (winter's short
-- days), and the course's own opening (days ahead, time), null meaning the club's.
ALTER TABLE "tee_sheet_settings" ADD COLUMN "intervals" smallint[] DEFAULT '{10}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tee_sheet_settings" ADD COLUMN "seasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tee_sheet_settings" ADD COLUMN "booking_days_ahead" smallint;--> statement-breakpoint
ALTER TABLE "tee_sheet_settings" ADD COLUMN "booking_opens_at" text;--> statement-breakpoint
ALTER TABLE "tee_sheet_settings" ADD CONSTRAINT "tee_sheet_settings_intervals" CHECK (cardinality("tee_sheet_settings"."intervals") between 1 and 6);--> statement-breakpoint
-- hand-written: each course keeps its one interval as a pattern of one, then the old column goes
-- (generated as its own DROP, moved here after the copy).
UPDATE "tee_sheet_settings" SET "intervals" = ARRAY["interval_minutes"]::smallint[];--> statement-breakpoint
ALTER TABLE "tee_sheet_settings" DROP COLUMN "interval_minutes";
