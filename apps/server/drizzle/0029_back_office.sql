-- The back office: the audit trail of every admin write, the club's member categories and a
-- member's deactivation, and the imports (their previews, what undoing needs, the last mapping).
CREATE TABLE "member_categories" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "member_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"naam" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_categories_club_id_id_pk" PRIMARY KEY("club_id","id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"club_id" integer NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"entity" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "audit_log_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"club_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "data_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rows" jsonb NOT NULL,
	"applied_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undo" jsonb,
	CONSTRAINT "data_imports_club_id_id_pk" PRIMARY KEY("club_id","id"),
	CONSTRAINT "data_imports_kind_check" CHECK ("kind" IN ('members', 'courses'))
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"club_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_club_id_kind_pk" PRIMARY KEY("club_id","kind")
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_categories" ADD CONSTRAINT "member_categories_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_categories_naam_key" ON "member_categories" USING btree ("club_id",lower("naam"));--> statement-breakpoint
CREATE INDEX "audit_log_club_at_idx" ON "audit_log" USING btree ("club_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("club_id","entity","record_id");--> statement-breakpoint
CREATE INDEX "data_imports_club_created_idx" ON "data_imports" USING btree ("club_id","created_at");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_club_id_category_id_member_categories_club_id_id_fk" FOREIGN KEY ("club_id","category_id") REFERENCES "public"."member_categories"("club_id","id") ON DELETE no action ON UPDATE no action;