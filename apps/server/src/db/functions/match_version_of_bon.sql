-- A sign-up's bon (paid or not shows in the lists): its match, by the bon's context or its team.
CREATE OR REPLACE FUNCTION "match_version_of_bon"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b "bons";
BEGIN
  IF TG_OP = 'DELETE' THEN b := OLD; ELSE b := NEW; END IF;
  IF b."subject_kind" = 'match_registration' THEN
    UPDATE "matches" SET "version" = "version" + 1
     WHERE "club_id" = b."club_id"
       AND ("id" = b."context_id"
            OR "id" = (SELECT t."match_id" FROM "match_teams" t
                        WHERE t."club_id" = b."club_id" AND t."id" = b."subject_id"));
  END IF;
  RETURN NULL;
END
$$;
