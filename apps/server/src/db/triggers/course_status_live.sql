CREATE OR REPLACE TRIGGER "course_status_live" AFTER INSERT OR UPDATE ON "course_status"
FOR EACH ROW EXECUTE FUNCTION "live_course_status"();
