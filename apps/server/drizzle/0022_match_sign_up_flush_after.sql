-- A sign-up with an Idempotency-Key commits without waiting for its WAL flush, so the match's
-- row (the queue of the opening rush) is not held through a disk flush per sign-up. The answer is
-- still sent only once the sign-up is on disk: the key's answer is stored after the commit by a
-- synchronous commit, whose flush covers every earlier commit. A crash before that flush loses
-- the sign-up, its key and every later commit together, and nobody was told it succeeded; a retry
-- with the key signs up again. Without a key the commit waits for its flush as before.
CREATE OR REPLACE FUNCTION "match_sign_up"(
  p_club integer,
  p_match integer,
  p_flight integer,
  p_by integer,
  p_now timestamptz,
  p_wall timestamp,
  p_rows jsonb,
  p_products jsonb,
  p_key text DEFAULT NULL,
  p_key_hash text DEFAULT NULL
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_m "matches";
  v_places integer := jsonb_array_length(p_rows);
  v_in boolean;
  v_team "match_teams";
  v_ids integer[];
BEGIN
  SELECT coalesce(array_agg((x ->> 'relatie_id')::integer), '{}') INTO v_ids
    FROM jsonb_array_elements(p_rows) x
   WHERE x ->> 'relatie_id' IS NOT NULL;

  -- Keys are the member's own: the claim waits for nobody but a retry of this very request.
  IF p_key IS NOT NULL THEN
    INSERT INTO "idempotency_keys" ("club_id", "relatie_id", "key", "request_hash", "created_at")
    VALUES (p_club, p_by, p_key, p_key_hash, p_now)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "key"}';
    END IF;
    -- The answer of a claimed key is stored after this commit, by a commit that waits for the
    -- disk and so flushes this one too, before the answer leaves: this commit need not wait for
    -- its own flush while it holds the match's row (plugins/idempotency.ts).
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;

  -- From here the match's row is held until this statement commits.
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
                AND r."relatie_id" = ANY (v_ids)) THEN
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

  -- The reserve list is in arrival order and this team arrived last: its place is the list's
  -- length, counted from the rows as the lists count it.
  RETURN jsonb_build_object('team_id', v_team."id", 'in_field', v_in,
                            'flight_id', v_team."flight_id", 'volgnummer', v_team."volgnummer",
                            'reserve_positie', CASE WHEN NOT v_in THEN (
                              SELECT count(*) FROM "match_teams" t
                               WHERE t."club_id" = p_club AND t."match_id" = p_match
                                 AND t."reservelijst") END);
END
$$;
