-- A club set up from nothing (npm run club): its language and whether the operator disabled it,
-- and the one-time links that set a password.
CREATE TABLE "password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"relatie_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "language" text DEFAULT 'nl_NL' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_club_id_relatie_id_memberships_club_id_id_fk" FOREIGN KEY ("club_id","relatie_id") REFERENCES "public"."memberships"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_links_member_idx" ON "password_links" USING btree ("club_id","relatie_id");