-- A new booking in one call (POST /api/booking), its own transaction (docs/ARCHITECTURE.md
-- "Booking in one statement"): takes the places (booking_take_places), claims the request's
-- Idempotency-Key, checks the members and writes the rows. Refused at the tee time, it answers
-- {"taken": false, "slot": ..., "stored": ...} having written nothing. Refused later (the key is
-- taken, a member may not play: booking_members_check, which must run under the members' row
-- locks in this same statement), it raises FB001 with the refusal as its message, which rolls
-- back everything. The rules' constants come in as arguments from TypeScript.
--
-- A time inside a block (booking_take_places sees it under the course's tee-sheet row) is
-- refused with {"refusal": "blocked"}. The rows' start tee is `p_start_tee`, the tee time's.
--
-- An 18-hole round from tee 10 (`p_turn_time` not null) also takes its places at tee 1 at the
-- turn, right after the tee time's own: both or neither. Refused at the turn, it raises FB001
-- {"refusal": "turn", "blocked": ..., "slot": ...} (the turn's row as the refusal saw it). Every
-- transaction that takes two tee times takes tee 10's first, so two never wait in a circle.
CREATE OR REPLACE FUNCTION "booking_create"(
  p_club integer,
  p_course integer,
  p_date date,
  p_time text,
  p_start_tee integer,
  p_holes integer,
  p_capacity integer,
  p_booker integer,
  p_now timestamptz,
  p_rows jsonb,
  p_ids integer[],
  p_key text,
  p_key_hash text,
  p_round_minutes integer[],
  p_today date,
  p_now_time text,
  p_max_open integer,
  p_turn_time text
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_take jsonb;
  v_check jsonb;
  v_parent "bookings";
  v_extra jsonb;
  v_turn jsonb;
BEGIN
  v_take := "booking_take_places"(p_club, p_course, p_date, p_time, p_start_tee, p_capacity,
                                  jsonb_array_length(p_rows), p_booker, p_now);
  IF v_take ->> 'refusal' = 'blocked' THEN
    RAISE EXCEPTION USING ERRCODE = 'FB001', MESSAGE = '{"refusal": "blocked"}';
  END IF;
  IF NOT (v_take ->> 'taken')::boolean THEN
    -- A refusal here may be this key's own first success showing: its stored answer comes along.
    RETURN jsonb_build_object('taken', false, 'slot', v_take -> 'slot', 'stored', (
      SELECT jsonb_build_object('request_hash', k."request_hash", 'status_code', k."status_code",
                                'response_body', k."response_body")
        FROM "idempotency_keys" k
       WHERE p_key IS NOT NULL AND k."club_id" = p_club AND k."relatie_id" = p_booker
         AND k."key" = p_key));
  END IF;

  IF p_turn_time IS NOT NULL THEN
    v_turn := "booking_take_places"(p_club, p_course, p_date, p_turn_time, 1, p_capacity,
                                    jsonb_array_length(p_rows), p_booker, p_now);
    IF NOT (v_turn ->> 'taken')::boolean THEN
      RAISE EXCEPTION USING ERRCODE = 'FB001', MESSAGE = jsonb_build_object(
        'refusal', 'turn', 'blocked', v_turn ->> 'refusal' = 'blocked',
        'slot', v_turn -> 'slot')::text;
    END IF;
  END IF;

  IF p_key IS NOT NULL THEN
    INSERT INTO "idempotency_keys" ("club_id", "relatie_id", "key", "request_hash", "created_at")
    VALUES (p_club, p_booker, p_key, p_key_hash, p_now)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'FB001', MESSAGE = '{"refusal": "key"}';
    END IF;
  END IF;

  v_check := "booking_members_check"(p_club, p_ids, p_date, p_time, p_holes, p_round_minutes,
                                     p_today, p_now_time, p_max_open, '{}', p_booker);
  IF v_check ? 'refusal' THEN
    RAISE EXCEPTION USING ERRCODE = 'FB001', MESSAGE = v_check::text;
  END IF;

  INSERT INTO "bookings" ("club_id", "course_id", "date", "time", "start_tee", "holes", "parent_id",
                          "relatie_id", "guest", "unknown", "match_id", "booked_by", "created_at", "turn_time")
  SELECT p_club, r."course_id", r."date", r."time", p_start_tee, r."holes", NULL,
         r."relatie_id", r."guest", r."unknown", r."match_id", r."booked_by", r."created_at",
         p_turn_time
    FROM jsonb_populate_record(NULL::"bookings", p_rows -> 0) r
  RETURNING * INTO v_parent;
  WITH extra AS (
    INSERT INTO "bookings" ("club_id", "course_id", "date", "time", "start_tee", "holes",
                            "parent_id", "relatie_id", "guest", "unknown", "match_id", "booked_by",
                            "created_at", "turn_time")
    SELECT p_club, r."course_id", r."date", r."time", p_start_tee, r."holes", v_parent."id",
           r."relatie_id", r."guest", r."unknown", r."match_id", r."booked_by", r."created_at",
           p_turn_time
      FROM jsonb_populate_recordset(NULL::"bookings", p_rows - 0) r
    RETURNING *
  )
  SELECT coalesce(jsonb_agg(to_jsonb(extra) ORDER BY extra."id"), '[]'::jsonb) INTO v_extra FROM extra;

  RETURN jsonb_build_object('taken', true, 'rows', jsonb_build_array(to_jsonb(v_parent)) || v_extra,
                            'names', v_check -> 'names');
END
$$;
