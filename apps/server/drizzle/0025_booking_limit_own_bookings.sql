-- The most open bookings a member may hold (booking_max_open) counts only the tee times they
-- booked for themselves, and is checked only for the member who is booking. A place another
-- member booked for them is not theirs to count: counted for every player of a flight, it let
-- two members fill someone's limit by taking them along four times, after which that member
-- could book nothing of their own. The booker still counts every flight they make (their own
-- place is in it), so taking others along does not get round the limit either.
--
-- booking_members_check now takes the booker; it is dropped and created anew (a new argument is
-- a new signature), and booking_create, unchanged otherwise, passes its booker on.
DROP FUNCTION "booking_members_check"(integer, integer[], date, text, integer, integer[], date, text, integer, integer[]);
--> statement-breakpoint
-- The members of a new or changed flight, checked under their row locks: every one is a member of
-- the club and holds no tee time that overlaps this one, and the booker (`p_booker`, when among
-- them) stays below the club's most open bookings, counting the places they booked for
-- themselves. Answers {"names": [...]} or {"refusal": "missing" | "overlap" | "limit", ...}.
-- VOLATILE on purpose: each statement in it takes a fresh snapshot, so the read after the lock
-- sees the booking a lock holder just committed.
CREATE FUNCTION "booking_members_check"(
  p_club integer,
  p_ids integer[],
  p_date date,
  p_time text,
  p_holes integer,
  p_round_minutes integer[],
  p_today date,
  p_now_time text,
  p_max_open integer,
  p_ignore integer[],
  p_booker integer
) RETURNS jsonb LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_start integer := split_part(p_time, ':', 1)::integer * 60 + split_part(p_time, ':', 2)::integer;
  v_length integer := CASE WHEN p_holes = 9 THEN p_round_minutes[1] ELSE p_round_minutes[2] END;
  v_result jsonb;
BEGIN
  IF coalesce(cardinality(p_ids), 0) = 0 THEN
    RETURN jsonb_build_object('names', '[]'::jsonb);
  END IF;
  -- In id order, so two bookings never wait on each other in a circle.
  PERFORM 1 FROM "memberships" m
   WHERE m."club_id" = p_club AND m."id" = ANY (p_ids)
   ORDER BY m."id" FOR UPDATE;

  WITH asked AS (
    SELECT i.id, i.n FROM unnest(p_ids) WITH ORDINALITY AS i(id, n)
  ), found AS (
    SELECT m."id" AS "member", p."roepnaam", p."voorletters", p."tussenvoegsel", p."achternaam"
      FROM "memberships" m JOIN "players" p ON p."id" = m."player_id"
     WHERE m."club_id" = p_club AND m."id" = ANY (p_ids)
  ), held AS (
    -- The tee times that matter: that day's, and every one from now on.
    SELECT b."relatie_id", b."booked_by", b."date", b."time",
           split_part(b."time", ':', 1)::integer * 60 + split_part(b."time", ':', 2)::integer AS "start",
           CASE WHEN b."holes" = 9 THEN p_round_minutes[1] ELSE p_round_minutes[2] END AS "length",
           (b."date" > p_today OR (b."date" = p_today AND b."time" >= p_now_time)) AS "open"
      FROM "bookings" b
     WHERE b."club_id" = p_club AND b."relatie_id" = ANY (p_ids)
       AND NOT (b."id" = ANY (coalesce(p_ignore, '{}')))
       AND (b."date" = p_date OR b."date" > p_today OR (b."date" = p_today AND b."time" >= p_now_time))
  ), missing AS (
    SELECT a.id FROM asked a WHERE NOT EXISTS (SELECT 1 FROM found f WHERE f."member" = a.id)
     ORDER BY a.n LIMIT 1
  ), clash AS (
    -- Two rounds overlap when one starts before the other has ended.
    SELECT h."relatie_id", h."time" FROM held h
     WHERE h."date" = p_date AND h."start" < v_start + v_length AND v_start < h."start" + h."length"
     ORDER BY h."relatie_id" <> p_ids[1], h."time" LIMIT 1
  ), full_up AS (
    -- Only the booker's own place is added to their count; the others' places are the booker's.
    SELECT a.id FROM asked a
     WHERE a.id = p_booker
       AND (SELECT count(*) FROM held h
             WHERE h."relatie_id" = a.id AND h."booked_by" = a.id AND h."open") >= p_max_open
  )
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM missing) THEN
      (SELECT jsonb_build_object('refusal', 'missing', 'member', id) FROM missing)
    WHEN EXISTS (SELECT 1 FROM clash) THEN
      (SELECT jsonb_build_object('refusal', 'overlap', 'member', "relatie_id", 'time', "time") FROM clash)
    WHEN EXISTS (SELECT 1 FROM full_up) THEN
      (SELECT jsonb_build_object('refusal', 'limit', 'member', id) FROM full_up)
    ELSE jsonb_build_object('names', (SELECT jsonb_agg(to_jsonb(f)) FROM found f))
  END INTO v_result;
  RETURN v_result;
END
$$;
--> statement-breakpoint
-- booking_create of migration 0007, its member check now told who is booking; the rest is
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
                                     p_today, p_now_time, p_max_open, '{}', p_booker);
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
