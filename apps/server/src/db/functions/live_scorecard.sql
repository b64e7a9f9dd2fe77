-- A card changed: its player's cards, its marker's list of cards to mark, and when it is a match
-- card the match's scores are news (for the card as it was and as it is). The player's and the
-- marker's topics go to them alone.
CREATE OR REPLACE FUNCTION "live_scorecard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_card(OLD."club_id", OLD."relatie_id", OLD."marker_id", OLD."wedstrijd_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_card(NEW."club_id", NEW."relatie_id", NEW."marker_id", NEW."wedstrijd_id");
  END IF;
  RETURN NULL;
END
$$;
