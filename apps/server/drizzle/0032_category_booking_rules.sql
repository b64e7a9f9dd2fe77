-- Booking rules per member category (the tee-sheet manager's /api/admin/booking-rules): each
-- column null keeps the club's setting in club_config; the row goes with its category.
CREATE TABLE "category_booking_rules" (
	"club_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"days_ahead" smallint,
	"opens_at" text,
	"max_open" smallint,
	"guests_per_booking" smallint,
	"unnamed_players" boolean,
	"edit_lead" text,
	"cancel_lead" text,
	CONSTRAINT "category_booking_rules_club_id_category_id_pk" PRIMARY KEY("club_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "category_booking_rules" ADD CONSTRAINT "category_booking_rules_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_booking_rules" ADD CONSTRAINT "category_booking_rules_club_id_category_id_member_categories_club_id_id_fk" FOREIGN KEY ("club_id","category_id") REFERENCES "public"."member_categories"("club_id","id") ON DELETE cascade ON UPDATE no action;