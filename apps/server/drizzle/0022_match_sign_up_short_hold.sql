-- The opening rush of a popular match queues every sign-up on the match's row; this shortens the
-- time each one holds it.
--
-- The row is written once per sign-up (it was up to four times: the arrival number, the counter,
-- and a version move for the team and for each player). Every write of the row is a new version
-- of it, and each sign-up queued behind the row steps over all the versions made since its own
-- snapshot: in an opening rush of 200, hundreds per round. The version moves of the parts are
-- skipped for the match whose version this transaction moved already; a reader comparing
-- versions sees the whole sign-up at its one commit either way.
--
-- A sign-up with an Idempotency-Key commits without waiting for its WAL flush, so the row is not
-- held through a disk flush. The answer is still sent only once the sign-up is on disk: the
-- key's answer is stored after the commit by a synchronous commit, whose flush covers every
-- earlier commit. A crash before that flush loses the sign-up, its key and every later commit
-- together, and nobody was told it succeeded; a retry with the key signs up again. Without a key
-- the commit waits for its flush as before.
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
  SELECT * INTO v_m FROM "matches"
   WHERE "club_id" = p_club AND "id" = p_match
     FOR UPDATE;
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
  -- The arrival number and the field's or the reserve list's counter in one write of the row:
  -- every version of it is one more for the next sign-up in the queue to step over.
  UPDATE "matches"
     SET "volgnummer" = "volgnummer" + 1,
         "deelnemers" = "deelnemers" + CASE WHEN v_in THEN v_places ELSE 0 END,
         "reserves" = "reserves" + CASE WHEN v_in THEN 0 ELSE 1 END
   WHERE "club_id" = p_club AND "id" = p_match
  RETURNING * INTO v_m;
  -- That write moved the match's version (matches_version): its parts written below need not
  -- move it again (match_version_of_part).
  PERFORM set_config('fairway.match_version_moved', p_club || ':' || p_match, true);
  IF v_in AND p_flight IS NOT NULL THEN
    UPDATE "match_flights" SET "teams" = "teams" + 1
     WHERE "club_id" = p_club AND "match_id" = p_match AND "id" = p_flight
       AND "teams" < "capacity";
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'FM001', MESSAGE = '{"refusal": "MATCH_FLIGHT_FULL"}';
    END IF;
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

--> statement-breakpoint
CREATE OR REPLACE FUNCTION "match_version_of_part"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_moved text := current_setting('fairway.match_version_moved', true);
BEGIN
  IF TG_OP <> 'INSERT' AND v_moved IS DISTINCT FROM OLD."club_id" || ':' || OLD."match_id" THEN
    UPDATE "matches" SET "version" = "version" + 1
     WHERE "club_id" = OLD."club_id" AND "id" = OLD."match_id";
  END IF;
  IF (TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."match_id" <> OLD."match_id"))
     AND v_moved IS DISTINCT FROM NEW."club_id" || ':' || NEW."match_id" THEN
    UPDATE "matches" SET "version" = "version" + 1
     WHERE "club_id" = NEW."club_id" AND "id" = NEW."match_id";
  END IF;
  RETURN NULL;
END
$$;
