-- Two-tee starts: an 18-hole round from tee 10 holds a place at tee 1 for the turn
-- (docs/ARCHITECTURE.md "Two-tee starts"); booking_create takes the turn's time as a new argument,
-- so its old signature goes (the new one is installed from db/functions after the migrations).
ALTER TABLE "bookings" ADD COLUMN "turn_time" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_turn" CHECK ("bookings"."turn_time" is null or ("bookings"."start_tee" = 10 and "bookings"."holes" = 18 and "bookings"."turn_time" > "bookings"."time"));--> statement-breakpoint
DROP FUNCTION IF EXISTS "booking_create"(integer, integer, date, text, integer, integer, integer, integer, timestamptz, jsonb, integer[], text, text, integer[], date, text, integer);
