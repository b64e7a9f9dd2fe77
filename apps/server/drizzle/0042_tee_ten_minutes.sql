-- Two-tee starts: how long after the day's first start tee 10 starts flights (minutes, 60 to
-- 180), until the first flights from tee 1 reach it (docs/ARCHITECTURE.md "Two-tee starts").
ALTER TABLE "tee_sheet_settings" ADD COLUMN "tee_ten_minutes" smallint DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "tee_sheet_settings" ADD CONSTRAINT "tee_sheet_settings_tee_ten_minutes" CHECK ("tee_sheet_settings"."tee_ten_minutes" between 60 and 180);