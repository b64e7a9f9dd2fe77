-- Moves reserve-list teams into the field in arrival order while the first one waiting fits (a
-- team never jumps the queue). Answers how many moved. Called after every sign-out and by the
-- committee after it enlarges the field. The caller holds the match row's lock or gets it here.
--
-- A reserve-list team that moves up in a match that plays in flights (direct flight sign-up, or a
-- start list already drawn) takes a place in a flight in the same step: the place the leaver freed
-- (p_flight) when it is still open, else the earliest flight with room, both for all of its
-- players (a member with guests needs a place each). Without a flight place it keeps waiting, so
-- nobody is in the field without a start time and no flight overfills. The conditional update and
-- the CHECK on match_flights hold the capacity.
CREATE OR REPLACE FUNCTION "match_promote_reserves"(p_club integer, p_match integer, p_flight integer DEFAULT NULL)
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
         AND "flight_has_room"(f."teams", f."capacity", v_m."spelers_per_flight")
         AND "flight_takes_players"(p_club, f."id", v_team."spelers",
                                    v_m."spelers_per_flight" * v_m."spelers")
         AND f."id" = (
           SELECT o."id" FROM "match_flights" o
            WHERE o."club_id" = p_club AND o."match_id" = p_match
              AND "flight_has_room"(o."teams", o."capacity", v_m."spelers_per_flight")
              AND "flight_takes_players"(p_club, o."id", v_team."spelers",
                                         v_m."spelers_per_flight" * v_m."spelers")
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
