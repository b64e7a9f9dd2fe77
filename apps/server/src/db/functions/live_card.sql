-- One card's news (live_scorecard): its player's cards, the marker's list, the match's scores.
CREATE OR REPLACE FUNCTION "live_card"(p_club integer, p_player integer, p_marker integer, p_match integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify('my-cards', p_club, p_player::text, p_player);
  IF p_marker IS NOT NULL THEN
    PERFORM live_notify('marker-cards', p_club, p_marker::text, p_marker);
  END IF;
  IF p_match IS NOT NULL THEN
    PERFORM live_notify('match-scores', p_club, p_match::text, NULL);
  END IF;
END
$$;
