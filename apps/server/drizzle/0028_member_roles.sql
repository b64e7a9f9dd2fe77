-- The roles a member holds at their club, several at once, instead of one role column.
CREATE TABLE "member_roles" (
	"club_id" integer NOT NULL,
	"relatie_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "member_roles_club_id_relatie_id_role_pk" PRIMARY KEY("club_id","relatie_id","role"),
	CONSTRAINT "member_roles_role_check" CHECK ("role" IN ('administrator', 'member_admin', 'match_committee', 'handicap_committee', 'tee_sheet_manager', 'news_editor'))
);
--> statement-breakpoint
ALTER TABLE "member_roles" ADD CONSTRAINT "member_roles_club_id_relatie_id_memberships_club_id_id_fk" FOREIGN KEY ("club_id","relatie_id") REFERENCES "public"."memberships"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Today's committee (role admin) managed matches and set the course status: those become the
-- match committee and the tee-sheet manager, two of the club's roles.
INSERT INTO "member_roles" ("club_id", "relatie_id", "role")
SELECT m."club_id", m."id", r."role" FROM "memberships" m
  CROSS JOIN (VALUES ('match_committee'), ('tee_sheet_manager')) AS r("role")
 WHERE m."role" = 'admin';--> statement-breakpoint
ALTER TABLE "memberships" DROP COLUMN "role";