-- One home for the conditional take of a tee time's places: booking_create (a new booking, the
-- opening rush's one statement) and BookingRepository's edits (TeeSlotsRepository.takePlaces)
-- both call booking_take_places, so capacity and the lock are decided by one statement's text.
-- What stays in SQL and why: docs/ARCHITECTURE.md "Where each booking rule lives".

-- Takes `p_places` places in one statement: creates the tee time's row with them, or adds them to
-- the row only while they fit and nobody else holds the lock (a conditional upsert; the CHECK on
-- tee_slots backs it up). The booker's own lock is released with it (spec §4: released after
-- save). Answers {"taken": true}, or {"taken": false, "slot": <the row as this statement's
-- snapshot saw it, or null>} so the caller can say why (full, or locked) without another round
-- trip.
CREATE FUNCTION "booking_take_places"(
  p_club integer,
  p_course integer,
  p_date date,
  p_time text,
  p_capacity integer,
  p_places integer,
  p_booker integer,
  p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_taken boolean;
  v_slot jsonb;
BEGIN
  -- `seen`: the tee time in this statement's snapshot. Already full or locked by someone else:
  -- the upsert is not even tried (a refused upsert would keep the row locked until the caller's
  -- transaction ends and make the next caller wait; in the rush, that queue was the tail).
  WITH seen AS (
    SELECT s."occupied", s."capacity", s."locked_by", s."locked_until" FROM "tee_slots" s
     WHERE s."club_id" = p_club AND s."course_id" = p_course AND s."date" = p_date AND s."time" = p_time
  ), taken AS (
    INSERT INTO "tee_slots" AS t ("club_id", "course_id", "date", "time", "capacity", "occupied")
    SELECT p_club, p_course, p_date, p_time, p_capacity, p_places
     WHERE NOT EXISTS (SELECT 1 FROM seen
                        WHERE seen."occupied" + p_places > seen."capacity"
                           OR (seen."locked_until" > p_now AND seen."locked_by" <> p_booker))
    ON CONFLICT ("club_id", "course_id", "date", "time") DO UPDATE SET
      "occupied" = t."occupied" + p_places,
      "locked_by" = CASE WHEN t."locked_by" = p_booker THEN NULL ELSE t."locked_by" END,
      "locked_until" = CASE WHEN t."locked_by" = p_booker THEN NULL ELSE t."locked_until" END
    WHERE t."occupied" + p_places <= t."capacity"
      AND (t."locked_until" IS NULL OR t."locked_until" <= p_now OR t."locked_by" = p_booker)
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM taken), (SELECT to_jsonb(seen) FROM seen) INTO v_taken, v_slot;
  IF v_taken THEN
    RETURN jsonb_build_object('taken', true);
  END IF;
  RETURN jsonb_build_object('taken', false, 'slot', v_slot);
END
$$;
--> statement-breakpoint
-- booking_create of migration 0004, its places now taken by booking_take_places; the rest is
-- unchanged: a new booking in one call (POST /api/booking), its own transaction. Refused at the
-- tee time, it answers {"taken": false, "slot": ..., "stored": ...} having written nothing.
-- Refused later (the key is taken, a member may not play: booking_members_check, which must run
-- under the members' row locks in this same statement), it raises FB001 with the refusal as its
-- message, which rolls back everything.
CREATE OR REPLACE FUNCTION "booking_create"(
  p_club integer,
  p_course integer,
  p_date date,
  p_time text,
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
  p_max_open integer
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_take jsonb;
  v_check jsonb;
  v_parent "bookings";
  v_extra jsonb;
BEGIN
  v_take := "booking_take_places"(p_club, p_course, p_date, p_time, p_capacity,
                                  jsonb_array_length(p_rows), p_booker, p_now);
  IF NOT (v_take ->> 'taken')::boolean THEN
    -- A refusal here may be this key's own first success showing: its stored answer comes along.
    RETURN jsonb_build_object('taken', false, 'slot', v_take -> 'slot', 'stored', (
      SELECT jsonb_build_object('request_hash', k."request_hash", 'status_code', k."status_code",
                                'response_body', k."response_body")
        FROM "idempotency_keys" k
       WHERE p_key IS NOT NULL AND k."club_id" = p_club AND k."relatie_id" = p_booker
         AND k."key" = p_key));
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
                                     p_today, p_now_time, p_max_open, '{}');
  IF v_check ? 'refusal' THEN
    RAISE EXCEPTION USING ERRCODE = 'FB001', MESSAGE = v_check::text;
  END IF;

  INSERT INTO "bookings" ("club_id", "course_id", "date", "time", "holes", "parent_id",
                          "relatie_id", "guest", "unknown", "match_id", "booked_by", "created_at")
  SELECT p_club, r."course_id", r."date", r."time", r."holes", NULL,
         r."relatie_id", r."guest", r."unknown", r."match_id", r."booked_by", r."created_at"
    FROM jsonb_populate_record(NULL::"bookings", p_rows -> 0) r
  RETURNING * INTO v_parent;
  WITH extra AS (
    INSERT INTO "bookings" ("club_id", "course_id", "date", "time", "holes", "parent_id",
                            "relatie_id", "guest", "unknown", "match_id", "booked_by", "created_at")
    SELECT p_club, r."course_id", r."date", r."time", r."holes", v_parent."id",
           r."relatie_id", r."guest", r."unknown", r."match_id", r."booked_by", r."created_at"
      FROM jsonb_populate_recordset(NULL::"bookings", p_rows - 0) r
    RETURNING *
  )
  SELECT coalesce(jsonb_agg(to_jsonb(extra) ORDER BY extra."id"), '[]'::jsonb) INTO v_extra FROM extra;

  RETURN jsonb_build_object('taken', true, 'rows', jsonb_build_array(to_jsonb(v_parent)) || v_extra,
                            'names', v_check -> 'names');
END
$$;
