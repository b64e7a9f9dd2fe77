-- A tee time's places or lock, or a booking's row, changed: that course's day is news.
CREATE OR REPLACE FUNCTION "live_tee_sheet"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM live_notify('tee-sheet', OLD."club_id", OLD."course_id" || '/' || OLD."date", NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM live_notify('tee-sheet', NEW."club_id", NEW."course_id" || '/' || NEW."date", NULL);
  END IF;
  RETURN NULL;
END
$$;
