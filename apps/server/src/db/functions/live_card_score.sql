-- A hole score of a match card was typed: the match's scores are news (the live leaderboard).
CREATE OR REPLACE FUNCTION "live_card_score"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_club integer := coalesce(NEW."club_id", OLD."club_id");
  v_card integer := coalesce(NEW."card_id", OLD."card_id");
  v_match integer;
BEGIN
  SELECT "wedstrijd_id" INTO v_match FROM "scorecards" WHERE "club_id" = v_club AND "id" = v_card;
  IF v_match IS NOT NULL THEN
    PERFORM live_notify('match-scores', v_club, v_match::text, NULL);
  END IF;
  RETURN NULL;
END
$$;
