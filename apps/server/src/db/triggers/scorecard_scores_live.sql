CREATE OR REPLACE TRIGGER "scorecard_scores_live" AFTER INSERT OR UPDATE OR DELETE ON "scorecard_scores"
FOR EACH ROW EXECUTE FUNCTION "live_card_score"();
