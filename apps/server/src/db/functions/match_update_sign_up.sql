-- An update of a sign-up (PUT /api/wedstrijd/{id}/inschrijven): the players, their info, the
-- flight and the products as they should be after it. In the field, added players take places
-- only while they fit (else MATCH_FIELD_FULL), fewer players free places (the reserve list moves
-- up), and a new flight is taken only while it has room, for all of the players; players added
-- in the flight the team keeps need places there. A reserve-list team keeps no flight.
CREATE OR REPLACE FUNCTION "match_update_sign_up"(
  p_club integer,
  p_match integer,
  p_team integer,
  p_flight integer,
  p_now timestamptz,
  p_wall timestamp,
  p_rows jsonb,
  p_products jsonb
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_m "matches";
  v_team "match_teams";
  v_places integer := jsonb_array_length(p_rows);
  v_delta integer;
  v_flight integer;
  v_promoted integer := 0;
BEGIN
  SELECT * INTO v_m FROM "matches" WHERE "club_id" = p_club AND "id" = p_match FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "NOT_FOUND"}';
  END IF;
  IF v_m."verwerkt" OR p_wall < v_m."inschrijvingsstart" OR p_wall > v_m."inschrijvingsstop" THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_SIGN_UP_CLOSED"}';
  END IF;
  v_team := "match_team_for_update"(p_club, p_match, p_team);
  IF EXISTS (SELECT 1 FROM "match_registrations" r
              WHERE r."club_id" = p_club AND r."match_id" = p_match AND r."team_id" <> p_team
                AND r."relatie_id" IN (SELECT (x ->> 'relatie_id')::integer
                                         FROM jsonb_array_elements(p_rows) x
                                        WHERE x ->> 'relatie_id' IS NOT NULL)) THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_ALREADY_SIGNED_UP"}';
  END IF;

  v_delta := v_places - v_team."spelers";
  v_flight := NULL;
  IF NOT v_team."reservelijst" THEN
    IF v_delta > 0 AND v_m."deelnemers" + v_delta > v_m."max_deelnemers" THEN
      RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_FIELD_FULL"}';
    END IF;
    UPDATE "matches" SET "deelnemers" = "deelnemers" + v_delta
     WHERE "club_id" = p_club AND "id" = p_match;
    v_flight := v_team."flight_id";
    IF p_flight IS DISTINCT FROM v_team."flight_id" AND p_flight IS NOT NULL THEN
      UPDATE "match_flights" SET "teams" = "teams" + 1
       WHERE "club_id" = p_club AND "match_id" = p_match AND "id" = p_flight
         AND "flight_has_room"("teams", "capacity", v_m."spelers_per_flight")
         AND "flight_takes_players"(p_club, p_flight, v_places,
                                    v_m."spelers_per_flight" * v_m."spelers");
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_FLIGHT_FULL"}';
      END IF;
      IF v_team."flight_id" IS NOT NULL THEN
        UPDATE "match_flights" SET "teams" = "teams" - 1
         WHERE "club_id" = p_club AND "id" = v_team."flight_id";
      END IF;
      v_flight := p_flight;
    -- Players added in the flight the team keeps need its places too.
    ELSIF v_delta > 0 AND v_flight IS NOT NULL
          AND NOT "flight_takes_players"(p_club, v_flight, v_delta,
                                         v_m."spelers_per_flight" * v_m."spelers") THEN
      RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_FLIGHT_FULL"}';
    END IF;
  END IF;

  UPDATE "match_teams" SET "spelers" = v_places, "flight_id" = v_flight
   WHERE "club_id" = p_club AND "id" = p_team;
  DELETE FROM "match_registrations" WHERE "club_id" = p_club AND "team_id" = p_team;
  INSERT INTO "match_registrations" ("club_id", "match_id", "team_id", "position", "relatie_id",
    "guest", "guest_handicap_tenths", "category_id", "tee_id", "buggy", "horeca", "handicart",
    "vroeglaat", "opmerking", "created_at")
  SELECT p_club, p_match, p_team, r."position", r."relatie_id", r."guest",
         r."guest_handicap_tenths", r."category_id", r."tee_id", r."buggy", r."horeca",
         r."handicart", r."vroeglaat", r."opmerking", p_now
    FROM jsonb_populate_recordset(NULL::"match_registrations", p_rows) r;
  DELETE FROM "match_team_products" WHERE "club_id" = p_club AND "team_id" = p_team;
  INSERT INTO "match_team_products" ("club_id", "team_id", "product_id", "aantal")
  SELECT p_club, p_team, (x ->> 'id')::integer, (x ->> 'aantal')::integer
    FROM jsonb_array_elements(p_products) x;

  IF v_delta < 0 AND NOT v_team."reservelijst" THEN
    v_promoted := "match_promote_reserves"(p_club, p_match);
  END IF;
  RETURN jsonb_build_object('team_id', p_team, 'in_field', NOT v_team."reservelijst",
                            'flight_id', v_flight, 'promoted', v_promoted);
END
$$;
