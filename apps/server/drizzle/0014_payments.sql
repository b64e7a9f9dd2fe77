CREATE TABLE "bons" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"relatie_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"omschrijving" text NOT NULL,
	"regels" jsonb NOT NULL,
	"totaal_cents" integer NOT NULL,
	"versie" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"return_path" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bons_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "bons_total" CHECK ("bons"."totaal_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "demo_provider_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"redirect_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_provider_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bon_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"amount_cents" integer NOT NULL,
	"bon_versie" integer NOT NULL,
	"status" text NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"checkout_url" text,
	"marked_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_applied_paid" CHECK (not "payments"."applied" or "payments"."status" = 'paid')
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"provider_refund_id" text,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "bons" ADD CONSTRAINT "bons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_club_id_bon_id_bons_club_id_id_fk" FOREIGN KEY ("club_id","bon_id") REFERENCES "public"."bons"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_club_id_payment_id_payments_club_id_id_fk" FOREIGN KEY ("club_id","payment_id") REFERENCES "public"."payments"("club_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bons_id_key" ON "bons" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "bons_subject_key" ON "bons" USING btree ("club_id","subject_kind","subject_id");--> statement-breakpoint
CREATE INDEX "bons_member_idx" ON "bons" USING btree ("club_id","relatie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_id_key" ON "payments" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_applied_per_bon" ON "payments" USING btree ("bon_id") WHERE "payments"."applied";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_in_flight_per_bon" ON "payments" USING btree ("bon_id") WHERE "payments"."status" in ('creating', 'open', 'pending');--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" in ('creating', 'open', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_per_payment" ON "refunds" USING btree ("payment_id") WHERE "refunds"."status" <> 'failed' and "refunds"."status" <> 'canceled';