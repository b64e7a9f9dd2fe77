-- Whether a block closes the course's tee time: one date, or an ISO weekday within its dates;
-- times in [from, until), compared as 'HH:mm' strings (packages/golf's blockAppliesOn and
-- timeInBlock say the same for the tee sheet the app shows).
CREATE OR REPLACE FUNCTION "tee_time_blocked"(
  p_club integer,
  p_course integer,
  p_date date,
  p_time text
) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM "tee_blocks" b
     WHERE b."club_id" = p_club AND b."course_id" = p_course
       AND (b."date" = p_date
            OR (b."date" IS NULL AND b."weekday" = extract(isodow FROM p_date)
                AND (b."valid_from" IS NULL OR b."valid_from" <= p_date)
                AND (b."valid_until" IS NULL OR p_date <= b."valid_until")))
       AND p_time COLLATE "C" >= b."from_time" AND p_time COLLATE "C" < b."until_time"
  )
$$;
