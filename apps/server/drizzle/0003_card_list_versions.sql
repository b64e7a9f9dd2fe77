-- The functions and triggers this migration first created (function bump_card_list_version,
-- trigger scorecards_card_list_version) live in src/db/functions and src/db/triggers, one file
-- each, applied after the migrations at every start.
CREATE TABLE "card_list_versions" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_list_versions" ADD CONSTRAINT "card_list_versions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;
