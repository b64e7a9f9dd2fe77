-- The handicap committee (modules/handicap-admin): its corrections, not-counting marks and marker
-- overrides on a card, each with the reason the member sees; its index adjustments (WHS Rule 7.1a)
-- per player; the hours a card may wait for its marker before it is on the committee's list.
CREATE TABLE "handicap_adjustments" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "handicap_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"datum" date NOT NULL,
	"amount_tenths" integer NOT NULL,
	"reason" text NOT NULL,
	"review_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handicap_adjustments_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "marker_overdue_hours" smallint DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "not_counting_reason" text;--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "committee_action" text;--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "committee_reason" text;--> statement-breakpoint
ALTER TABLE "handicap_adjustments" ADD CONSTRAINT "handicap_adjustments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_adjustments" ADD CONSTRAINT "handicap_adjustments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handicap_adjustments_player_idx" ON "handicap_adjustments" USING btree ("player_id","datum");