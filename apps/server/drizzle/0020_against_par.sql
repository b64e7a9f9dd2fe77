ALTER TABLE "scorecards" ADD COLUMN "score_berekening" text DEFAULT 'stableford' NOT NULL;--> statement-breakpoint
ALTER TABLE "match_results" ADD COLUMN "tegen_par" smallint;