-- The members of a new or changed flight, checked under their row locks: every one is a current
-- member of the club and holds no tee time that overlaps this one, and the booker (`p_booker`, when
-- among them) stays below the club's most open bookings, counting the places they booked for
-- themselves. Answers {"names": [...]} or {"refusal": "missing" | "overlap" | "limit", ...}.
-- VOLATILE on purpose: each statement in it takes a fresh snapshot, so the read after the lock
-- sees the booking a lock holder just committed.
CREATE OR REPLACE FUNCTION "booking_members_check"(
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
       -- A member who left the club is no one to book with; one already in this flight stays.
       AND (m."deactivated_at" IS NULL OR EXISTS (
             SELECT 1 FROM "bookings" k
              WHERE k."club_id" = p_club AND k."relatie_id" = m."id"
                AND k."id" = ANY (coalesce(p_ignore, '{}'))))
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
