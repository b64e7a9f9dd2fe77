-- Every change to a player's cards moves their card-list version (see card_list_versions).
CREATE OR REPLACE FUNCTION "bump_card_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "card_list_versions" ("player_id", "version") VALUES (OLD."player_id", 1)
    ON CONFLICT ("player_id") DO UPDATE SET "version" = "card_list_versions"."version" + 1;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."player_id" <> OLD."player_id") THEN
    INSERT INTO "card_list_versions" ("player_id", "version") VALUES (NEW."player_id", 1)
    ON CONFLICT ("player_id") DO UPDATE SET "version" = "card_list_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;
