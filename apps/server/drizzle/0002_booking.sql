CREATE TABLE "booking_cancellations" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "booking_cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"player_name" text NOT NULL,
	"reason_id" integer,
	"cancelled_by" integer NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_cancellations_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"holes" smallint NOT NULL,
	"parent_id" integer,
	"relatie_id" integer,
	"guest" jsonb,
	"unknown" boolean DEFAULT false NOT NULL,
	"match_id" integer,
	"booked_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "bookings_one_kind" CHECK (("bookings"."relatie_id" is not null)::int + ("bookings"."guest" is not null)::int + "bookings"."unknown"::int = 1)
);
--> statement-breakpoint
CREATE TABLE "cancellation_reasons" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"naam" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "cancellation_reasons_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "guest_field_config" (
	"club_id" integer NOT NULL,
	"veld" text NOT NULL,
	"tonen" text NOT NULL,
	"verplicht" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "guest_field_config_club_id_veld_pk" PRIMARY KEY("club_id","veld")
);
--> statement-breakpoint
CREATE TABLE "tee_blocks" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tee_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"date" date,
	"weekday" smallint,
	"from_time" text NOT NULL,
	"until_time" text NOT NULL,
	"reason" text NOT NULL,
	"match_id" integer,
	CONSTRAINT "tee_blocks_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "tee_blocks_when" CHECK (("tee_blocks"."date" is null) <> ("tee_blocks"."weekday" is null))
);
--> statement-breakpoint
CREATE TABLE "tee_sheet_settings" (
	"club_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"first_time" text DEFAULT '08:00' NOT NULL,
	"last_time" text DEFAULT '17:00' NOT NULL,
	"interval_minutes" smallint DEFAULT 10 NOT NULL,
	"capacity" smallint DEFAULT 4 NOT NULL,
	"bookable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tee_sheet_settings_club_id_course_id_pk" PRIMARY KEY("club_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "tee_slots" (
	"club_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"capacity" smallint NOT NULL,
	"occupied" smallint DEFAULT 0 NOT NULL,
	"locked_by" integer,
	"locked_until" timestamp with time zone,
	CONSTRAINT "tee_slots_club_id_course_id_date_time_pk" PRIMARY KEY("club_id","course_id","date","time"),
	CONSTRAINT "tee_slots_capacity" CHECK ("tee_slots"."occupied" >= 0 and "tee_slots"."occupied" <= "tee_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "booking_days_ahead" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "booking_opens_at" text DEFAULT '07:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "booking_max_open" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_config" ADD COLUMN "booking_lock_minutes" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_club_id_course_id_date_time_tee_slots_club_id_course_id_date_time_fk" FOREIGN KEY ("club_id","course_id","date","time") REFERENCES "public"."tee_slots"("club_id","course_id","date","time") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_reasons" ADD CONSTRAINT "cancellation_reasons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_field_config" ADD CONSTRAINT "guest_field_config_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_sheet_settings" ADD CONSTRAINT "tee_sheet_settings_club_id_course_id_courses_club_id_id_fk" FOREIGN KEY ("club_id","course_id") REFERENCES "public"."courses"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_slots" ADD CONSTRAINT "tee_slots_club_id_course_id_courses_club_id_id_fk" FOREIGN KEY ("club_id","course_id") REFERENCES "public"."courses"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_cancellations_date_idx" ON "booking_cancellations" USING btree ("club_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_id_key" ON "bookings" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_member_slot_key" ON "bookings" USING btree ("club_id","course_id","date","time","relatie_id") WHERE "bookings"."relatie_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_member_idx" ON "bookings" USING btree ("club_id","relatie_id","date");--> statement-breakpoint
CREATE INDEX "bookings_parent_idx" ON "bookings" USING btree ("club_id","parent_id");--> statement-breakpoint
CREATE INDEX "tee_blocks_course_idx" ON "tee_blocks" USING btree ("club_id","course_id");