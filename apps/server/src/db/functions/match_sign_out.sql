-- A sign-out (POST /api/wedstrijd/{id}/uitschrijven): p_member null takes the whole team out,
-- else only that member (the team's last player takes the team with them). Places freed in the
-- field go to the reserve list in arrival order, and a team that leaves its flight whole hands its
-- place there to the first reserve. Answers {promoted}. A refusal raises SQLSTATE FM001 with
-- {"refusal": CODE} as its message, which rolls back everything the call did.
CREATE OR REPLACE FUNCTION "match_sign_out"(
  p_club integer,
  p_match integer,
  p_team integer,
  p_member integer,
  p_wall timestamp
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_m "matches";
  v_team "match_teams";
  v_left integer;
BEGIN
  SELECT * INTO v_m FROM "matches" WHERE "club_id" = p_club AND "id" = p_match FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "NOT_FOUND"}';
  END IF;
  IF v_m."verwerkt" OR p_wall > coalesce(v_m."uitschrijven_tot", v_m."inschrijvingsstop") THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_SIGN_OUT_CLOSED"}';
  END IF;
  v_team := "match_team_for_update"(p_club, p_match, p_team);

  IF p_member IS NOT NULL THEN
    DELETE FROM "match_registrations"
     WHERE "club_id" = p_club AND "team_id" = p_team AND "relatie_id" = p_member;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_NOT_SIGNED_UP"}';
    END IF;
    SELECT count(*) INTO v_left FROM "match_registrations"
     WHERE "club_id" = p_club AND "team_id" = p_team;
  ELSE
    v_left := 0;
  END IF;

  IF v_left = 0 THEN
    DELETE FROM "match_teams" WHERE "club_id" = p_club AND "id" = p_team;
    IF v_team."reservelijst" THEN
      UPDATE "matches" SET "reserves" = "reserves" - 1 WHERE "club_id" = p_club AND "id" = p_match;
    ELSE
      UPDATE "matches" SET "deelnemers" = "deelnemers" - v_team."spelers"
       WHERE "club_id" = p_club AND "id" = p_match;
      IF v_team."flight_id" IS NOT NULL THEN
        UPDATE "match_flights" SET "teams" = "teams" - 1
         WHERE "club_id" = p_club AND "id" = v_team."flight_id";
      END IF;
    END IF;
  ELSE
    UPDATE "match_teams" SET "spelers" = v_left WHERE "club_id" = p_club AND "id" = p_team;
    IF NOT v_team."reservelijst" THEN
      UPDATE "matches" SET "deelnemers" = "deelnemers" - (v_team."spelers" - v_left)
       WHERE "club_id" = p_club AND "id" = p_match;
    END IF;
  END IF;

  -- A team that left its flight whole leaves its place there for the first reserve.
  RETURN jsonb_build_object('promoted', "match_promote_reserves"(p_club, p_match,
    CASE WHEN v_left = 0 AND NOT v_team."reservelijst" THEN v_team."flight_id" END));
END
$$;
