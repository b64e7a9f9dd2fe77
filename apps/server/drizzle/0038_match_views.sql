CREATE TABLE "match_views" (
	"club_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"relatie_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_views_club_id_match_id_relatie_id_pk" PRIMARY KEY("club_id","match_id","relatie_id")
);
--> statement-breakpoint
ALTER TABLE "match_views" ADD CONSTRAINT "match_views_club_id_match_id_matches_club_id_id_fk" FOREIGN KEY ("club_id","match_id") REFERENCES "public"."matches"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_views" ADD CONSTRAINT "match_views_club_id_relatie_id_memberships_club_id_id_fk" FOREIGN KEY ("club_id","relatie_id") REFERENCES "public"."memberships"("club_id","id") ON DELETE cascade ON UPDATE no action;