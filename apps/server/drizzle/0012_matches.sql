CREATE TABLE "match_categories" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "match_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"naam" text NOT NULL,
	"handicap_min_tenths" integer,
	"handicap_max_tenths" integer,
	"geslacht" text,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "match_categories_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "match_flights" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "match_flights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"nummer" smallint NOT NULL,
	"starttijd" text NOT NULL,
	"starttee" smallint DEFAULT 1 NOT NULL,
	"capacity" smallint NOT NULL,
	"teams" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "match_flights_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "match_flights_capacity" CHECK ("match_flights"."teams" >= 0 and "match_flights"."teams" <= "match_flights"."capacity")
);
--> statement-breakpoint
CREATE TABLE "match_products" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "match_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"naam" text NOT NULL,
	"prijs_cents" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "match_products_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "match_products_price" CHECK ("match_products"."prijs_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "match_registrations" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "match_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"relatie_id" integer,
	"guest" jsonb,
	"guest_handicap_tenths" integer,
	"category_id" integer,
	"tee_id" integer,
	"buggy" text DEFAULT 'n' NOT NULL,
	"horeca" text DEFAULT 'n' NOT NULL,
	"handicart" text DEFAULT 'n' NOT NULL,
	"vroeglaat" text DEFAULT 'geen' NOT NULL,
	"opmerking" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_registrations_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "match_registrations_one_kind" CHECK (("match_registrations"."relatie_id" is null) <> ("match_registrations"."guest" is null))
);
--> statement-breakpoint
CREATE TABLE "match_results" (
	"club_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"category_id" integer,
	"positie" smallint NOT NULL,
	"playing_handicap" smallint,
	"bruto" smallint,
	"netto" smallint,
	"stableford" smallint,
	"status" text DEFAULT 'ok' NOT NULL,
	CONSTRAINT "match_results_club_id_match_id_team_id_pk" PRIMARY KEY("club_id","match_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "match_team_products" (
	"club_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"aantal" smallint NOT NULL,
	CONSTRAINT "match_team_products_club_id_team_id_product_id_pk" PRIMARY KEY("club_id","team_id","product_id"),
	CONSTRAINT "match_team_products_aantal" CHECK ("match_team_products"."aantal" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "match_teams" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "match_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"flight_id" integer,
	"spelers" smallint NOT NULL,
	"reservelijst" boolean DEFAULT false NOT NULL,
	"volgnummer" integer NOT NULL,
	"signed_up_by" integer NOT NULL,
	"betaald_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_teams_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "match_teams_reserve_no_flight" CHECK (not ("match_teams"."reservelijst" and "match_teams"."flight_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "match_tees" (
	"club_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"geslacht" text NOT NULL,
	"tee_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "match_tees_club_id_match_id_geslacht_tee_id_pk" PRIMARY KEY("club_id","match_id","geslacht","tee_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"naam" text NOT NULL,
	"omschrijving" text DEFAULT '' NOT NULL,
	"course_id" integer NOT NULL,
	"aanvang" timestamp NOT NULL,
	"holes" smallint DEFAULT 18 NOT NULL,
	"wedstrijdvorm" text DEFAULT 'stableford' NOT NULL,
	"spelers" smallint DEFAULT 1 NOT NULL,
	"uitslag" text DEFAULT 'stableford' NOT NULL,
	"inschrijvingsvorm" text DEFAULT 'individueel' NOT NULL,
	"inschrijvingsstart" timestamp NOT NULL,
	"inschrijvingsstop" timestamp NOT NULL,
	"uitschrijven_tot" timestamp,
	"max_deelnemers" smallint NOT NULL,
	"spelers_per_flight" smallint DEFAULT 4 NOT NULL,
	"aantal_gastspelers_inschrijven" smallint DEFAULT 0 NOT NULL,
	"direct_in_flight_inschrijven" boolean DEFAULT false NOT NULL,
	"qualifying" boolean DEFAULT false NOT NULL,
	"startlijst_vrijgegeven" boolean DEFAULT false NOT NULL,
	"publiceer_uitslag" boolean DEFAULT false NOT NULL,
	"verwerkt" boolean DEFAULT false NOT NULL,
	"ideal_betalingen" boolean DEFAULT false NOT NULL,
	"inschrijfgeld_cents" integer DEFAULT 0 NOT NULL,
	"deelnemers" smallint DEFAULT 0 NOT NULL,
	"reserves" smallint DEFAULT 0 NOT NULL,
	"volgnummer" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "matches_field" CHECK ("matches"."deelnemers" >= 0 and "matches"."deelnemers" <= "matches"."max_deelnemers"),
	CONSTRAINT "matches_reserves" CHECK ("matches"."reserves" >= 0),
	CONSTRAINT "matches_spelers" CHECK ("matches"."spelers" between 1 and 4),
	CONSTRAINT "matches_window" CHECK ("matches"."inschrijvingsstart" <= "matches"."inschrijvingsstop"),
	CONSTRAINT "matches_fee" CHECK ("matches"."inschrijfgeld_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "wedstrijd_id" integer;--> statement-breakpoint
ALTER TABLE "scorecards" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "match_categories" ADD CONSTRAINT "match_categories_club_id_match_id_matches_club_id_id_fk" FOREIGN KEY ("club_id","match_id") REFERENCES "public"."matches"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_flights" ADD CONSTRAINT "match_flights_club_id_match_id_matches_club_id_id_fk" FOREIGN KEY ("club_id","match_id") REFERENCES "public"."matches"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_products" ADD CONSTRAINT "match_products_club_id_match_id_matches_club_id_id_fk" FOREIGN KEY ("club_id","match_id") REFERENCES "public"."matches"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_registrations" ADD CONSTRAINT "match_registrations_club_id_team_id_match_teams_club_id_id_fk" FOREIGN KEY ("club_id","team_id") REFERENCES "public"."match_teams"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_registrations" ADD CONSTRAINT "match_registrations_club_id_category_id_match_categories_club_id_id_fk" FOREIGN KEY ("club_id","category_id") REFERENCES "public"."match_categories"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_club_id_match_id_matches_club_id_id_fk" FOREIGN KEY ("club_id","match_id") REFERENCES "public"."matches"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_club_id_team_id_match_teams_club_id_id_fk" FOREIGN KEY ("club_id","team_id") REFERENCES "public"."match_teams"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_team_products" ADD CONSTRAINT "match_team_products_club_id_team_id_match_teams_club_id_id_fk" FOREIGN KEY ("club_id","team_id") REFERENCES "public"."match_teams"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_team_products" ADD CONSTRAINT "match_team_products_club_id_product_id_match_products_club_id_id_fk" FOREIGN KEY ("club_id","product_id") REFERENCES "public"."match_products"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_teams" ADD CONSTRAINT "match_teams_club_id_match_id_matches_club_id_id_fk" FOREIGN KEY ("club_id","match_id") REFERENCES "public"."matches"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_teams" ADD CONSTRAINT "match_teams_club_id_flight_id_match_flights_club_id_id_fk" FOREIGN KEY ("club_id","flight_id") REFERENCES "public"."match_flights"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_tees" ADD CONSTRAINT "match_tees_club_id_match_id_matches_club_id_id_fk" FOREIGN KEY ("club_id","match_id") REFERENCES "public"."matches"("club_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_club_id_course_id_courses_club_id_id_fk" FOREIGN KEY ("club_id","course_id") REFERENCES "public"."courses"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_categories_match_idx" ON "match_categories" USING btree ("club_id","match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_flights_nummer_key" ON "match_flights" USING btree ("club_id","match_id","nummer");--> statement-breakpoint
CREATE INDEX "match_products_match_idx" ON "match_products" USING btree ("club_id","match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_registrations_member_key" ON "match_registrations" USING btree ("club_id","match_id","relatie_id") WHERE "match_registrations"."relatie_id" is not null;--> statement-breakpoint
CREATE INDEX "match_registrations_team_idx" ON "match_registrations" USING btree ("club_id","team_id");--> statement-breakpoint
CREATE INDEX "match_registrations_member_idx" ON "match_registrations" USING btree ("club_id","relatie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_teams_id_key" ON "match_teams" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_teams_order_key" ON "match_teams" USING btree ("club_id","match_id","volgnummer");--> statement-breakpoint
CREATE INDEX "match_teams_flight_idx" ON "match_teams" USING btree ("club_id","flight_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_id_key" ON "matches" USING btree ("id");--> statement-breakpoint
CREATE INDEX "matches_aanvang_idx" ON "matches" USING btree ("club_id","aanvang");