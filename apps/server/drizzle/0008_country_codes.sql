ALTER TABLE "countries" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_code_unique" UNIQUE("code");