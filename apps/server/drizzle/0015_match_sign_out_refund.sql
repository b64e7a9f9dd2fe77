ALTER TABLE "matches" ADD COLUMN "uitschrijven_restitutie" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "match_teams" DROP COLUMN "betaald_cents";