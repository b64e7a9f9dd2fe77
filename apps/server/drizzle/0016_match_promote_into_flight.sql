-- A reserve-list team that moves up in a match that plays in flights (direct flight sign-up, or a
-- start list already drawn) takes a place in a flight in the same step: the place the leaver freed
-- (p_flight) when it is still open, else the earliest flight with room. Without a flight place it
-- keeps waiting, so nobody is in the field without a start time and no flight overfills. A flight
-- with room holds fewer teams than both its capacity and the match's spelers_per_flight (the
-- member's own rule for choosing one); the conditional update and the CHECK hold the capacity.
DROP FUNCTION "match_promote_reserves"(integer, integer);
--> statement-breakpoint
CREATE FUNCTION "match_promote_reserves"(p_club integer, p_match integer, p_flight integer DEFAULT NULL)
RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_m "matches";
  v_team "match_teams";
  v_moved integer := 0;
  v_flights boolean;
  v_to integer;
BEGIN
  SELECT * INTO v_m FROM "matches" WHERE "club_id" = p_club AND "id" = p_match FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  v_flights := v_m."direct_in_flight_inschrijven" OR p_flight IS NOT NULL OR EXISTS (
    SELECT 1 FROM "match_teams"
     WHERE "club_id" = p_club AND "match_id" = p_match AND "flight_id" IS NOT NULL);
  FOR v_team IN
    SELECT * FROM "match_teams"
     WHERE "club_id" = p_club AND "match_id" = p_match AND "reservelijst"
     ORDER BY "volgnummer"
     FOR UPDATE
  LOOP
    EXIT WHEN v_m."deelnemers" + v_team."spelers" > v_m."max_deelnemers";
    v_to := NULL;
    IF v_flights THEN
      UPDATE "match_flights" f SET "teams" = f."teams" + 1
       WHERE f."club_id" = p_club
         AND f."teams" < least(f."capacity", v_m."spelers_per_flight")
         AND f."id" = (
           SELECT o."id" FROM "match_flights" o
            WHERE o."club_id" = p_club AND o."match_id" = p_match
              AND o."teams" < least(o."capacity", v_m."spelers_per_flight")
            ORDER BY coalesce(o."id" = p_flight, false) DESC, o."starttijd", o."nummer"
            LIMIT 1)
      RETURNING f."id" INTO v_to;
      EXIT WHEN v_to IS NULL;
    END IF;
    UPDATE "match_teams" SET "reservelijst" = false, "flight_id" = v_to
     WHERE "club_id" = p_club AND "id" = v_team."id";
    UPDATE "matches" SET "deelnemers" = "deelnemers" + v_team."spelers", "reserves" = "reserves" - 1
     WHERE "club_id" = p_club AND "id" = p_match
    RETURNING * INTO v_m;
    v_moved := v_moved + 1;
  END LOOP;
  RETURN v_moved;
END
$$;
--> statement-breakpoint
-- The sign-out as before, with the leaver's flight handed to the reserve list.
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
  SELECT * INTO v_team FROM "match_teams"
   WHERE "club_id" = p_club AND "match_id" = p_match AND "id" = p_team FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_NOT_SIGNED_UP"}';
  END IF;

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
