ALTER TABLE "bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendance" CHECK ("bookings"."attendance" in ('arrived', 'no_show'));