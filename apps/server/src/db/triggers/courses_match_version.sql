CREATE OR REPLACE TRIGGER "courses_match_version" AFTER UPDATE OF "name" ON "courses"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
EXECUTE FUNCTION "match_version_of_course"();
