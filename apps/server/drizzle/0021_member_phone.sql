ALTER TABLE "players" ADD COLUMN "telefoon" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "mobiel" text;