-- A match's field and its flights are held by the database (docs/ARCHITECTURE.md "Matches"):
-- every change of who is in the field goes through these functions, which lock the match's row
-- first (one queue per match, in arrival order) and move the counters by conditional updates; the
-- CHECKs on matches.deelnemers and match_flights.teams make an over-full field or flight
-- impossible even for a bug. A refusal raises SQLSTATE FM001 with {"refusal": CODE} as its
-- message, which rolls back everything the call did. p_wall is the club's wall clock now.

-- Moves reserve-list teams into the field in arrival order while the first one waiting fits (a
-- team never jumps the queue). Answers how many moved. Called after every sign-out and by the
-- committee after it enlarges the field. The caller holds the match row's lock or gets it here.
CREATE FUNCTION "match_promote_reserves"(p_club integer, p_match integer) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_m "matches";
  v_team "match_teams";
  v_moved integer := 0;
BEGIN
  SELECT * INTO v_m FROM "matches" WHERE "club_id" = p_club AND "id" = p_match FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  FOR v_team IN
    SELECT * FROM "match_teams"
     WHERE "club_id" = p_club AND "match_id" = p_match AND "reservelijst"
     ORDER BY "volgnummer"
     FOR UPDATE
  LOOP
    EXIT WHEN v_m."deelnemers" + v_team."spelers" > v_m."max_deelnemers";
    UPDATE "match_teams" SET "reservelijst" = false
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
-- A new sign-up (POST /api/wedstrijd/{id}/inschrijven): takes the next arrival number on the
-- match's row (which queues concurrent sign-ups), then the places in the field when they fit and
-- nobody waits on the reserve list, else a place on the reserve list. With a flight (direct
-- flight sign-up) the team takes a place in it only while it has one; a reserve-list team has no
-- flight. p_rows: the players as match_registrations rows (the caller first); p_products:
-- [{id, aantal}]. Answers {team_id, in_field, flight_id, volgnummer}.
CREATE FUNCTION "match_sign_up"(
  p_club integer,
  p_match integer,
  p_flight integer,
  p_by integer,
  p_now timestamptz,
  p_wall timestamp,
  p_rows jsonb,
  p_products jsonb
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_m "matches";
  v_places integer := jsonb_array_length(p_rows);
  v_in boolean;
  v_team "match_teams";
BEGIN
  UPDATE "matches" SET "volgnummer" = "volgnummer" + 1
   WHERE "club_id" = p_club AND "id" = p_match
  RETURNING * INTO v_m;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "NOT_FOUND"}';
  END IF;
  IF v_m."verwerkt" OR p_wall < v_m."inschrijvingsstart" OR p_wall > v_m."inschrijvingsstop" THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_SIGN_UP_CLOSED"}';
  END IF;
  IF EXISTS (SELECT 1 FROM "match_registrations" r
              WHERE r."club_id" = p_club AND r."match_id" = p_match
                AND r."relatie_id" IN (SELECT (x ->> 'relatie_id')::integer
                                         FROM jsonb_array_elements(p_rows) x
                                        WHERE x ->> 'relatie_id' IS NOT NULL)) THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_ALREADY_SIGNED_UP"}';
  END IF;

  v_in := v_m."reserves" = 0 AND v_m."deelnemers" + v_places <= v_m."max_deelnemers";
  IF v_in THEN
    IF p_flight IS NOT NULL THEN
      UPDATE "match_flights" SET "teams" = "teams" + 1
       WHERE "club_id" = p_club AND "match_id" = p_match AND "id" = p_flight
         AND "teams" < "capacity";
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_FLIGHT_FULL"}';
      END IF;
    END IF;
    UPDATE "matches" SET "deelnemers" = "deelnemers" + v_places
     WHERE "club_id" = p_club AND "id" = p_match;
  ELSE
    UPDATE "matches" SET "reserves" = "reserves" + 1
     WHERE "club_id" = p_club AND "id" = p_match;
  END IF;

  INSERT INTO "match_teams" ("club_id", "match_id", "flight_id", "spelers", "reservelijst",
                             "volgnummer", "signed_up_by", "created_at")
  VALUES (p_club, p_match, CASE WHEN v_in THEN p_flight END, v_places, NOT v_in,
          v_m."volgnummer", p_by, p_now)
  RETURNING * INTO v_team;

  INSERT INTO "match_registrations" ("club_id", "match_id", "team_id", "position", "relatie_id",
    "guest", "guest_handicap_tenths", "category_id", "tee_id", "buggy", "horeca", "handicart",
    "vroeglaat", "opmerking", "created_at")
  SELECT p_club, p_match, v_team."id", r."position", r."relatie_id", r."guest",
         r."guest_handicap_tenths", r."category_id", r."tee_id", r."buggy", r."horeca",
         r."handicart", r."vroeglaat", r."opmerking", p_now
    FROM jsonb_populate_recordset(NULL::"match_registrations", p_rows) r;

  INSERT INTO "match_team_products" ("club_id", "team_id", "product_id", "aantal")
  SELECT p_club, v_team."id", (x ->> 'id')::integer, (x ->> 'aantal')::integer
    FROM jsonb_array_elements(p_products) x;

  RETURN jsonb_build_object('team_id', v_team."id", 'in_field', v_in,
                            'flight_id', v_team."flight_id", 'volgnummer', v_team."volgnummer");
END
$$;
--> statement-breakpoint
-- An update of a sign-up (PUT /api/wedstrijd/{id}/inschrijven): the players, their info, the
-- flight and the products as they should be after it. In the field, added players take places
-- only while they fit (else MATCH_FIELD_FULL), fewer players free places (the reserve list moves
-- up), and a new flight is taken only while it has room. A reserve-list team keeps no flight.
CREATE FUNCTION "match_update_sign_up"(
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
  SELECT * INTO v_team FROM "match_teams"
   WHERE "club_id" = p_club AND "match_id" = p_match AND "id" = p_team FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_NOT_SIGNED_UP"}';
  END IF;
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
         AND "teams" < "capacity";
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_FLIGHT_FULL"}';
      END IF;
      IF v_team."flight_id" IS NOT NULL THEN
        UPDATE "match_flights" SET "teams" = "teams" - 1
         WHERE "club_id" = p_club AND "id" = v_team."flight_id";
      END IF;
      v_flight := p_flight;
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
--> statement-breakpoint
-- A sign-out (POST /api/wedstrijd/{id}/uitschrijven): p_member null takes the whole team out,
-- else only that member (the team's last player takes the team with them). Places freed in the
-- field go to the reserve list in arrival order. Answers {promoted}.
CREATE FUNCTION "match_sign_out"(
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

  RETURN jsonb_build_object('promoted', "match_promote_reserves"(p_club, p_match));
END
$$;
