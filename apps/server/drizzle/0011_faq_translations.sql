CREATE TABLE "faq_translations" (
	"club_id" integer NOT NULL,
	"faq_id" integer NOT NULL,
	"taal" text NOT NULL,
	"vraag" text NOT NULL,
	"antwoord" text NOT NULL,
	CONSTRAINT "faq_translations_club_id_faq_id_taal_pk" PRIMARY KEY("club_id","faq_id","taal")
);
--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_club_id_faq_id_faq_entries_club_id_id_fk" FOREIGN KEY ("club_id","faq_id") REFERENCES "public"."faq_entries"("club_id","id") ON DELETE cascade ON UPDATE no action;