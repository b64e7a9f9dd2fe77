-- A player's name, gender or handicap as the lists show it: every match they are signed up for.
-- The rows are locked in one order (club, id) first, so two players' updates sharing matches
-- never wait on each other crosswise (a deadlock).
CREATE OR REPLACE FUNCTION "match_version_of_player"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "matches" m
   WHERE (m."club_id", m."id") IN (
           SELECT r."club_id", r."match_id"
             FROM "memberships" ms
             JOIN "match_registrations" r ON r."club_id" = ms."club_id" AND r."relatie_id" = ms."id"
            WHERE ms."player_id" = NEW."id")
   ORDER BY m."club_id", m."id"
     FOR UPDATE OF m;
  UPDATE "matches" m SET "version" = m."version" + 1
    FROM (SELECT DISTINCT r."club_id", r."match_id"
            FROM "memberships" ms
            JOIN "match_registrations" r ON r."club_id" = ms."club_id" AND r."relatie_id" = ms."id"
           WHERE ms."player_id" = NEW."id") x
   WHERE m."club_id" = x."club_id" AND m."id" = x."match_id";
  RETURN NULL;
END
$$;
