CREATE TABLE "club_notification_kinds_off" (
	"club_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "club_notification_kinds_off_club_id_kind_pk" PRIMARY KEY("club_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"club_id" integer NOT NULL,
	"relatie_id" integer NOT NULL,
	"off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quiet_from" text,
	"quiet_until" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_club_id_relatie_id_pk" PRIMARY KEY("club_id","relatie_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"relatie_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"dedupe_key" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "notifications_dedupe_key" UNIQUE("club_id","relatie_id","dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "club_notification_kinds_off" ADD CONSTRAINT "club_notification_kinds_off_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_club_id_relatie_id_memberships_club_id_id_fk" FOREIGN KEY ("club_id","relatie_id") REFERENCES "public"."memberships"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_club_id_relatie_id_memberships_club_id_id_fk" FOREIGN KEY ("club_id","relatie_id") REFERENCES "public"."memberships"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_member_idx" ON "notifications" USING btree ("club_id","relatie_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("club_id","relatie_id") WHERE "notifications"."read_at" is null;