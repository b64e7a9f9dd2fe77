-- A course's name as the match list shows it: every match on the course.
CREATE OR REPLACE FUNCTION "match_version_of_course"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "matches" m WHERE m."club_id" = NEW."club_id" AND m."course_id" = NEW."id"
   ORDER BY m."id" FOR UPDATE;
  UPDATE "matches" SET "version" = "version" + 1
   WHERE "club_id" = NEW."club_id" AND "course_id" = NEW."id";
  RETURN NULL;
END
$$;
