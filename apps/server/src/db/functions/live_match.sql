-- A match's version moved (its row, sign-ups, reserves, flights, teams: see
-- match_version_of_part): its lists are news.
CREATE OR REPLACE FUNCTION "live_match"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify('match', NEW."club_id", NEW."id"::text, NULL);
  RETURN NULL;
END
$$;
