-- The committee set a course's status (open, winter greens, buggies, trolleys) for a day.
CREATE OR REPLACE FUNCTION "live_course_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify('course-status', NEW."club_id", NEW."course_id"::text, NULL);
  RETURN NULL;
END
$$;
