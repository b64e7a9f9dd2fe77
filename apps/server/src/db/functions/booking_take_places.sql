-- Takes `p_places` places in one statement: creates the tee time's row with them, or adds them to
-- the row only while they fit and nobody else holds the lock (a conditional upsert; the CHECK on
-- tee_slots backs it up). The booker's own lock is released with it (spec §4: released after
-- save). Answers {"taken": true}, or {"taken": false, "slot": <the row as this statement's
-- snapshot saw it, or null>} so the caller can say why (full, or locked) without another round
-- trip.
--
-- First of all it takes the course's tee-sheet row (FOR KEY SHARE: bookings do not wait on each
-- other) and refuses a time inside a block it then sees ({"taken": false, "refusal": "blocked"}),
-- for a new booking and for players added to one alike. A block's write takes that row FOR UPDATE
-- before reading the bookings it covers, so places are either taken before the block reads (and
-- the block cancels or keeps them) or the committed block is seen. The row comes before the tee
-- time: every booking transaction takes them in that order.
--
-- A tee time is a time and a start tee (`p_start_tee`, 1 or 10): a course with two start tees has
-- two rows per time, each with its own places and lock. A block closes a time on both tees.
CREATE OR REPLACE FUNCTION "booking_take_places"(
  p_club integer,
  p_course integer,
  p_date date,
  p_time text,
  p_start_tee integer,
  p_capacity integer,
  p_places integer,
  p_booker integer,
  p_now timestamptz
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_taken boolean;
  v_slot jsonb;
BEGIN
  PERFORM 1 FROM "tee_sheet_settings" s
   WHERE s."club_id" = p_club AND s."course_id" = p_course
     FOR KEY SHARE;
  IF "tee_time_blocked"(p_club, p_course, p_date, p_time) THEN
    RETURN jsonb_build_object('taken', false, 'refusal', 'blocked');
  END IF;
  -- `seen`: the tee time in this statement's snapshot. Already full or locked by someone else:
  -- the upsert is not even tried (a refused upsert would keep the row locked until the caller's
  -- transaction ends and make the next caller wait; in the rush, that queue was the tail).
  WITH seen AS (
    SELECT s."occupied", s."capacity", s."locked_by", s."locked_until" FROM "tee_slots" s
     WHERE s."club_id" = p_club AND s."course_id" = p_course AND s."date" = p_date AND s."time" = p_time
       AND s."start_tee" = p_start_tee
  ), taken AS (
    INSERT INTO "tee_slots" AS t ("club_id", "course_id", "date", "time", "start_tee", "capacity",
                                  "occupied")
    SELECT p_club, p_course, p_date, p_time, p_start_tee, p_capacity, p_places
     WHERE NOT EXISTS (SELECT 1 FROM seen
                        WHERE seen."occupied" + p_places > seen."capacity"
                           OR (seen."locked_until" > p_now AND seen."locked_by" <> p_booker))
    ON CONFLICT ("club_id", "course_id", "date", "time", "start_tee") DO UPDATE SET
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
