CREATE TABLE "login_devices" (
	"club_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"relatie_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_devices_club_id_token_hash_pk" PRIMARY KEY("club_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_club_id_relatie_id_memberships_club_id_id_fk" FOREIGN KEY ("club_id","relatie_id") REFERENCES "public"."memberships"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_devices_member_idx" ON "login_devices" USING btree ("club_id","relatie_id");--> statement-breakpoint
CREATE INDEX "login_devices_last_used_idx" ON "login_devices" USING btree ("last_used_at");