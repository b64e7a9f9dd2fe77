-- Two-tee starts (docs/ARCHITECTURE.md "Two-tee starts"): a course's start tees
-- (tee_sheet_settings.start_tees, {1} or {1,10}), and the start tee in a tee time's key: tee_slots'
-- primary key, the bookings' foreign key to it and bookings_member_slot_key are dropped and made
-- anew with start_tee. Existing rows become tee 1 (the columns' default).
--
-- booking_take_places and booking_create now take the start tee; a new argument is a new
-- signature, so the old ones are dropped here and the new ones (src/db/functions) are created
-- after the migrations at start.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_club_id_course_id_date_time_tee_slots_club_id_course_id_date_time_fk";--> statement-breakpoint
DROP INDEX "bookings_member_slot_key";--> statement-breakpoint
ALTER TABLE "tee_slots" DROP CONSTRAINT "tee_slots_club_id_course_id_date_time_pk";--> statement-breakpoint
ALTER TABLE "booking_cancellations" ADD COLUMN "start_tee" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_tee" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tee_sheet_settings" ADD COLUMN "start_tees" smallint[] DEFAULT '{1}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tee_slots" ADD COLUMN "start_tee" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tee_slots" ADD CONSTRAINT "tee_slots_club_id_course_id_date_time_start_tee_pk" PRIMARY KEY("club_id","course_id","date","time","start_tee");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_club_id_course_id_date_time_start_tee_tee_slots_club_id_course_id_date_time_start_tee_fk" FOREIGN KEY ("club_id","course_id","date","time","start_tee") REFERENCES "public"."tee_slots"("club_id","course_id","date","time","start_tee") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_member_slot_key" ON "bookings" USING btree ("club_id","course_id","date","time","start_tee","relatie_id") WHERE "bookings"."relatie_id" is not null;--> statement-breakpoint
ALTER TABLE "tee_sheet_settings" ADD CONSTRAINT "tee_sheet_settings_start_tees" CHECK ("tee_sheet_settings"."start_tees" in ('{1}'::smallint[], '{1,10}'::smallint[]));--> statement-breakpoint
DROP FUNCTION IF EXISTS "booking_create"(integer, integer, date, text, integer, integer, integer, timestamptz, jsonb, integer[], text, text, integer[], date, text, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS "booking_take_places"(integer, integer, date, text, integer, integer, integer, timestamptz);
