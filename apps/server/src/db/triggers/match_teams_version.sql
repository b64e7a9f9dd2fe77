CREATE OR REPLACE TRIGGER "match_teams_version" AFTER INSERT OR UPDATE OR DELETE ON "match_teams"
FOR EACH ROW EXECUTE FUNCTION "match_version_of_part"();
