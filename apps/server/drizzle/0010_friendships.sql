CREATE TABLE "friendships" (
	"club_id" integer NOT NULL,
	"relatie_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_club_id_relatie_id_friend_id_pk" PRIMARY KEY("club_id","relatie_id","friend_id"),
	CONSTRAINT "friendships_not_self" CHECK ("friendships"."relatie_id" <> "friendships"."friend_id")
);
--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_club_id_relatie_id_memberships_club_id_id_fk" FOREIGN KEY ("club_id","relatie_id") REFERENCES "public"."memberships"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_club_id_friend_id_memberships_club_id_id_fk" FOREIGN KEY ("club_id","friend_id") REFERENCES "public"."memberships"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friendships_friend_idx" ON "friendships" USING btree ("club_id","friend_id");