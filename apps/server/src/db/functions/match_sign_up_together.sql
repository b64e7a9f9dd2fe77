-- The sign-ups of one match that reach a server process while another of its sign-ups is in the
-- database wait for it and then go in together, in one statement (MatchSignUps in the server):
-- the match's row is taken, checked and written once for all of them, and they commit together.
-- The opening rush of a popular match would otherwise queue every sign-up on that row, one lock
-- hand-over and commit after the other.
--
-- Each sign-up of the batch is taken in arrival order and answered on its own: its place (the
-- field or the reserve list, as if it had come alone) or its refusal. A refused one leaves
-- nothing behind, its Idempotency-Key included.
CREATE OR REPLACE FUNCTION "match_sign_up_together"(
  p_club integer,
  p_match integer,
  -- [{flight, by, now, wall, rows, products, key, key_hash}, ...] in arrival order
  p_items jsonb
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_m "matches";
  v_item jsonb;
  v_answers jsonb := '[]';
  v_claimed boolean[] := array_fill(true, ARRAY[jsonb_array_length(p_items)]);
  v_n bigint;
  v_i integer := 0;
  v_places integer;
  v_in boolean;
  v_flight integer;
  v_team "match_teams";
  v_ids integer[];
  v_wall timestamp;
  v_refusal text;
  v_deelnemers integer;
  v_reserves integer;
  v_volgnummer integer;
  v_written boolean := false;
BEGIN
  -- Keys are the members' own: a claim waits for nobody but a retry of that very request, so they
  -- are claimed before the match's row is taken. They are claimed in the order of the keys, not
  -- of arrival: two batches (two processes) that each hold a retry of the other's request then
  -- wait for each other in one direction only, never in a circle. Of a key twice in one batch,
  -- the first to arrive claims it.
  FOR v_item, v_n IN
    SELECT x, n FROM jsonb_array_elements(p_items) WITH ORDINALITY t(x, n)
     WHERE x ->> 'key' IS NOT NULL
     ORDER BY (x ->> 'by')::integer, x ->> 'key', n
  LOOP
    INSERT INTO "idempotency_keys" ("club_id", "relatie_id", "key", "request_hash", "created_at")
    VALUES (p_club, (v_item ->> 'by')::integer, v_item ->> 'key', v_item ->> 'key_hash',
            (v_item ->> 'now')::timestamptz)
    ON CONFLICT DO NOTHING;
    v_claimed[v_n] := FOUND;
    -- The answers of claimed keys are stored after this commit, by a commit that waits for the
    -- disk and so flushes this one too, before an answer leaves: this commit need not wait for
    -- its own flush while it holds the match's row (plugins/idempotency.ts).
    PERFORM set_config('synchronous_commit', 'off', true);
  END LOOP;

  -- From here the match's row is held until this statement commits.
  SELECT * INTO v_m FROM "matches"
   WHERE "club_id" = p_club AND "id" = p_match
     FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "NOT_FOUND"}';
  END IF;
  v_deelnemers := v_m."deelnemers";
  v_reserves := v_m."reserves";
  v_volgnummer := v_m."volgnummer";
  -- The one write of the match's row below moves its version (matches_version): the parts
  -- written here need not move it again (match_version_of_part).
  PERFORM set_config('fairway.match_version_moved', p_club || ':' || p_match, true);

  FOR v_item IN SELECT x FROM jsonb_array_elements(p_items) x LOOP
    v_i := v_i + 1;
    v_refusal := NULL;
    v_wall := (v_item ->> 'wall')::timestamp;
    v_places := jsonb_array_length(v_item -> 'rows');
    v_flight := (v_item ->> 'flight')::integer;
    SELECT coalesce(array_agg((x ->> 'relatie_id')::integer), '{}') INTO v_ids
      FROM jsonb_array_elements(v_item -> 'rows') x
     WHERE x ->> 'relatie_id' IS NOT NULL;
    v_in := v_reserves = 0 AND v_deelnemers + v_places <= v_m."max_deelnemers";

    IF NOT v_claimed[v_i] THEN
      v_refusal := 'key';
    ELSIF v_m."verwerkt" OR v_wall < v_m."inschrijvingsstart" OR v_wall > v_m."inschrijvingsstop" THEN
      v_refusal := 'MATCH_SIGN_UP_CLOSED';
    -- This sees the batch's earlier sign-ups too: a member twice in one batch is refused the second time.
    ELSIF EXISTS (SELECT 1 FROM "match_registrations" r
                   WHERE r."club_id" = p_club AND r."match_id" = p_match
                     AND r."relatie_id" = ANY (v_ids)) THEN
      v_refusal := 'MATCH_ALREADY_SIGNED_UP';
    ELSIF v_in AND v_flight IS NOT NULL THEN
      UPDATE "match_flights" SET "teams" = "teams" + 1
       WHERE "club_id" = p_club AND "match_id" = p_match AND "id" = v_flight
         AND "flight_has_room"("teams", "capacity", v_m."spelers_per_flight")
         AND "flight_takes_players"(p_club, v_flight, v_places,
                                    v_m."spelers_per_flight" * v_m."spelers");
      IF NOT FOUND THEN
        v_refusal := 'MATCH_FLIGHT_FULL';
      END IF;
    END IF;

    IF v_refusal IS NOT NULL THEN
      -- A refused sign-up leaves nothing: not even its key, as a rolled-back one would not.
      IF v_refusal <> 'key' AND v_item ->> 'key' IS NOT NULL THEN
        DELETE FROM "idempotency_keys"
         WHERE "club_id" = p_club AND "relatie_id" = (v_item ->> 'by')::integer
           AND "key" = v_item ->> 'key';
      END IF;
      v_answers := v_answers || jsonb_build_object('refusal', v_refusal);
      CONTINUE;
    END IF;

    v_volgnummer := v_volgnummer + 1;
    IF v_in THEN
      v_deelnemers := v_deelnemers + v_places;
    ELSE
      v_reserves := v_reserves + 1;
    END IF;
    v_written := true;

    INSERT INTO "match_teams" ("club_id", "match_id", "flight_id", "spelers", "reservelijst",
                               "volgnummer", "signed_up_by", "created_at")
    VALUES (p_club, p_match, CASE WHEN v_in THEN v_flight END, v_places, NOT v_in,
            v_volgnummer, (v_item ->> 'by')::integer, (v_item ->> 'now')::timestamptz)
    RETURNING * INTO v_team;

    INSERT INTO "match_registrations" ("club_id", "match_id", "team_id", "position", "relatie_id",
      "guest", "guest_handicap_tenths", "category_id", "tee_id", "buggy", "horeca", "handicart",
      "vroeglaat", "opmerking", "created_at")
    SELECT p_club, p_match, v_team."id", r."position", r."relatie_id", r."guest",
           r."guest_handicap_tenths", r."category_id", r."tee_id", r."buggy", r."horeca",
           r."handicart", r."vroeglaat", r."opmerking", (v_item ->> 'now')::timestamptz
      FROM jsonb_populate_recordset(NULL::"match_registrations", v_item -> 'rows') r;

    INSERT INTO "match_team_products" ("club_id", "team_id", "product_id", "aantal")
    SELECT p_club, v_team."id", (x ->> 'id')::integer, (x ->> 'aantal')::integer
      FROM jsonb_array_elements(v_item -> 'products') x;

    -- The reserve list is in arrival order and this team arrived last: its place is the list's
    -- length, counted from the rows as the lists count it.
    v_answers := v_answers || jsonb_build_object(
      'team_id', v_team."id", 'in_field', v_in, 'flight_id', v_team."flight_id",
      'volgnummer', v_team."volgnummer",
      'reserve_positie', CASE WHEN NOT v_in THEN (
        SELECT count(*) FROM "match_teams" t
         WHERE t."club_id" = p_club AND t."match_id" = p_match AND t."reservelijst") END);
  END LOOP;

  -- The arrival numbers and the field's and the reserve list's counters: one write of the row
  -- for the whole batch.
  IF v_written THEN
    UPDATE "matches"
       SET "volgnummer" = v_volgnummer, "deelnemers" = v_deelnemers, "reserves" = v_reserves
     WHERE "club_id" = p_club AND "id" = p_match;
  END IF;
  RETURN v_answers;
END
$$;
