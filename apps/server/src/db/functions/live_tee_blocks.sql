-- A block may hold a weekday for months: the whole course's sheet is news (key: the course).
CREATE OR REPLACE FUNCTION "live_tee_blocks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_notify('tee-sheet', OLD."club_id", OLD."course_id"::text, NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_notify('tee-sheet', NEW."club_id", NEW."course_id"::text, NULL);
  END IF;
  RETURN NULL;
END
$$;
