CREATE TABLE "club_config" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"has_greenfee" text DEFAULT 'n' NOT NULL,
	"booking_mob_enabled" boolean DEFAULT false NOT NULL,
	"has_baanstatus" boolean DEFAULT false NOT NULL,
	"news" boolean DEFAULT true NOT NULL,
	"mobile_show_bezetting" boolean DEFAULT false NOT NULL,
	"kaarten" boolean DEFAULT true NOT NULL,
	"memberlist_visible" boolean DEFAULT true NOT NULL,
	"hide_profiel_link" boolean DEFAULT false NOT NULL,
	"relatie_tonen_gsn" boolean DEFAULT false NOT NULL,
	"relatie_tonen_contactgegevens" boolean DEFAULT false NOT NULL,
	"ledenlijst_telefoon_tonen" boolean DEFAULT false NOT NULL,
	"ledenlijst_mobiel_tonen" boolean DEFAULT false NOT NULL,
	"ledenlijst_email_tonen" boolean DEFAULT false NOT NULL,
	"show_flight_startlijst_website" boolean DEFAULT false NOT NULL,
	"digimarker_verplicht" boolean DEFAULT false NOT NULL,
	"has_baan" boolean DEFAULT true NOT NULL,
	"background_url" text,
	"logo_url" text,
	"website_default_baan" integer,
	"booking_show_player_name" boolean DEFAULT true NOT NULL,
	"tee_naam_en_kleur_weergave" text DEFAULT 'hint_en_naam' NOT NULL,
	"flight_max_deelnemers" smallint DEFAULT 4 NOT NULL,
	"onbekend_relatie_id" integer,
	"member_edit_lead" text DEFAULT '00:00' NOT NULL,
	"member_cancel_lead" text DEFAULT '00:00' NOT NULL,
	"guest_edit_lead" text DEFAULT '24:00' NOT NULL,
	"guest_cancel_lead" text DEFAULT '24:00' NOT NULL,
	"booking_show_hole_selectie" text DEFAULT '1' NOT NULL,
	"website_selecteren_baan" text DEFAULT '1' NOT NULL,
	"booking_web_spelers_bijboeken" text DEFAULT '1' NOT NULL,
	"website_extra_spelers_verplicht_opgeven" text DEFAULT '0' NOT NULL,
	"booking_web_gastspeler_bijboeken" text DEFAULT '1' NOT NULL,
	"mobile_nav_naar_booking" text DEFAULT '0' NOT NULL,
	"cancellation_reason_enabled" text DEFAULT '0' NOT NULL,
	"website_bevestig_hole_keuze" text DEFAULT '0' NOT NULL,
	"website_uitschrijven" text DEFAULT '1' NOT NULL,
	"hoofdboeker_alleen_zichzelf_annuleren" text DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"naam" text NOT NULL,
	"snelnaam" text NOT NULL,
	"environment" text DEFAULT 'club' NOT NULL,
	"type" text DEFAULT 'c' NOT NULL,
	"on_platform" boolean DEFAULT true NOT NULL,
	"country_id" integer NOT NULL,
	"plaats" text,
	"timezone" text DEFAULT 'Europe/Amsterdam' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ngf_approved" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "features_club_id_name_pk" PRIMARY KEY("club_id","name")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"username" text,
	"password_hash" text,
	"is_gast" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"extra_veld_1" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"gsn" text,
	"voorletters" text,
	"roepnaam" text,
	"tussenvoegsel" text,
	"achternaam" text NOT NULL,
	"geboortedatum" date,
	"geslacht" text DEFAULT 'm' NOT NULL,
	"email" text,
	"voorkeurstaal" text DEFAULT 'nl_NL' NOT NULL,
	"handicap_tenths" integer,
	"start_index_tenths" integer,
	"start_index_date" date,
	"foto_mob_url" text,
	"foto_mob_lg_url" text,
	"foto_mob_sm_url" text,
	"foto_lg_url" text
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"holes" smallint NOT NULL,
	"hole_options" smallint[] NOT NULL,
	"handicap_id" integer,
	CONSTRAINT "courses_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "holes" (
	"club_id" integer NOT NULL,
	"tee_id" integer NOT NULL,
	"hole_nr" smallint NOT NULL,
	"par" smallint NOT NULL,
	"si" smallint NOT NULL,
	CONSTRAINT "holes_club_id_tee_id_hole_nr_pk" PRIMARY KEY("club_id","tee_id","hole_nr")
);
--> statement-breakpoint
CREATE TABLE "tees" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"naam" text NOT NULL,
	"kleur" text NOT NULL,
	"inverse_kleur" text NOT NULL,
	"cr_m_tenths" integer NOT NULL,
	"sr_m" smallint NOT NULL,
	"par_m" smallint NOT NULL,
	"cr_v_tenths" integer NOT NULL,
	"sr_v" smallint NOT NULL,
	"par_v" smallint NOT NULL,
	CONSTRAINT "tees_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "faq_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vraag" text NOT NULL,
	"antwoord" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_entries_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"relatie_id" integer NOT NULL,
	"subject" text NOT NULL,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "news_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titel" text NOT NULL,
	"inhoud" text NOT NULL,
	"afbeelding_url" text,
	"datum" timestamp with time zone NOT NULL,
	CONSTRAINT "news_posts_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"relatie_id" integer NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_views_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"relatie_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handicap_history" (
	"player_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"card_id" integer NOT NULL,
	"datum" date NOT NULL,
	"index_tenths" integer,
	"differential_tenths" integer,
	"details" jsonb NOT NULL,
	CONSTRAINT "handicap_history_player_id_seq_pk" PRIMARY KEY("player_id","seq")
);
--> statement-breakpoint
CREATE TABLE "scorecard_scores" (
	"club_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"hole_nr" smallint NOT NULL,
	"strokes" smallint NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecard_scores_club_id_card_id_hole_nr_pk" PRIMARY KEY("club_id","card_id","hole_nr")
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "scorecards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"relatie_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"typekaart" smallint NOT NULL,
	"course_club_id" integer,
	"baan_id" integer,
	"tee_id" integer,
	"aantal_holes" smallint NOT NULL,
	"datum" date NOT NULL,
	"tijd" text NOT NULL,
	"marker_id" integer,
	"marker_naam" text,
	"marker_email" text,
	"opmerking" text DEFAULT '' NOT NULL,
	"cr_tenths" integer NOT NULL,
	"sr" smallint NOT NULL,
	"par" smallint NOT NULL,
	"unknown_course_name" text,
	"country_id" integer,
	"pcc" smallint DEFAULT 0 NOT NULL,
	"index_before_tenths" integer,
	"playing_handicap" smallint,
	"is_ingevuld" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"reject_code" smallint,
	"reject_remark" text,
	"verwerkt" boolean DEFAULT false NOT NULL,
	"uitslag" smallint,
	"gross" smallint,
	"sf_score" smallint,
	"ags" smallint,
	"differential_tenths" integer,
	"ehcp_nieuw_tenths" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorecards_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
ALTER TABLE "club_config" ADD CONSTRAINT "club_config_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holes" ADD CONSTRAINT "holes_club_id_tee_id_tees_club_id_id_fk" FOREIGN KEY ("club_id","tee_id") REFERENCES "public"."tees"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tees" ADD CONSTRAINT "tees_club_id_course_id_courses_club_id_id_fk" FOREIGN KEY ("club_id","course_id") REFERENCES "public"."courses"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handicap_history" ADD CONSTRAINT "handicap_history_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_course_club_id_clubs_id_fk" FOREIGN KEY ("course_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_club_id_key" ON "clubs" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_snelnaam_key" ON "clubs" USING btree (lower("snelnaam"));--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_id_key" ON "memberships" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_username_key" ON "memberships" USING btree ("club_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_player_key" ON "memberships" USING btree ("club_id","player_id");--> statement-breakpoint
CREATE INDEX "memberships_player_idx" ON "memberships" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_gsn_key" ON "players" USING btree ("gsn");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_id_key" ON "courses" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "tees_id_key" ON "tees" USING btree ("id");--> statement-breakpoint
CREATE INDEX "news_posts_feed_idx" ON "news_posts" USING btree ("club_id","datum" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("club_id","relatie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_id_key" ON "scorecards" USING btree ("id");--> statement-breakpoint
CREATE INDEX "scorecards_player_idx" ON "scorecards" USING btree ("player_id","datum","tijd","id");--> statement-breakpoint
CREATE INDEX "scorecards_marker_idx" ON "scorecards" USING btree ("club_id","marker_id");