CREATE OR REPLACE TRIGGER "match_registrations_version" AFTER INSERT OR UPDATE OR DELETE ON "match_registrations"
FOR EACH ROW EXECUTE FUNCTION "match_version_of_part"();
