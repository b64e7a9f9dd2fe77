CREATE OR REPLACE TRIGGER "matches_version" BEFORE UPDATE ON "matches"
FOR EACH ROW EXECUTE FUNCTION "match_version_on_update"();
