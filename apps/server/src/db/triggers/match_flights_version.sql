CREATE OR REPLACE TRIGGER "match_flights_version" AFTER INSERT OR UPDATE OR DELETE ON "match_flights"
FOR EACH ROW EXECUTE FUNCTION "match_version_of_part"();
