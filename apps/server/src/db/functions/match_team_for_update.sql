-- A team of a match, locked for a change of its sign-up (a sign-out or an update): the rows are
-- locked in the order match, then team, as every sign-up function takes them, so two calls on one
-- match never wait on each other crosswise. An unknown team refuses with MATCH_NOT_SIGNED_UP
-- (SQLSTATE FM001, as every refusal).
CREATE OR REPLACE FUNCTION "match_team_for_update"(p_club integer, p_match integer, p_team integer)
RETURNS "match_teams" LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_team "match_teams";
BEGIN
  SELECT * INTO v_team FROM "match_teams"
   WHERE "club_id" = p_club AND "match_id" = p_match AND "id" = p_team FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_NOT_SIGNED_UP"}';
  END IF;
  RETURN v_team;
END
$$;
