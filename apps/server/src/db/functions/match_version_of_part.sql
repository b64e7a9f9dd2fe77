-- Flights, teams and sign-ups move the version of the match of the old row and of the new one,
-- except the match whose version this transaction moved already (fairway.match_version_moved,
-- set by the sign-up functions that write the match's row once for the whole sign-up).
CREATE OR REPLACE FUNCTION "match_version_of_part"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_moved text := current_setting('fairway.match_version_moved', true);
BEGIN
  IF TG_OP <> 'INSERT' AND v_moved IS DISTINCT FROM OLD."club_id" || ':' || OLD."match_id" THEN
    UPDATE "matches" SET "version" = "version" + 1
     WHERE "club_id" = OLD."club_id" AND "id" = OLD."match_id";
  END IF;
  IF (TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."match_id" <> OLD."match_id"))
     AND v_moved IS DISTINCT FROM NEW."club_id" || ':' || NEW."match_id" THEN
    UPDATE "matches" SET "version" = "version" + 1
     WHERE "club_id" = NEW."club_id" AND "id" = NEW."match_id";
  END IF;
  RETURN NULL;
END
$$;
