ALTER TABLE "matches" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A match's version moves with every change of what its lists (start list, entry list, the match
-- list's row) show, whoever makes it: a server process keeps what it read while the version
-- stands (one primary-key read instead of the lists' reads).
CREATE FUNCTION "match_version_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "matches_version" BEFORE UPDATE ON "matches"
FOR EACH ROW EXECUTE FUNCTION "match_version_on_update"();
--> statement-breakpoint
-- Flights, teams and sign-ups: the match of the old row and of the new one.
CREATE FUNCTION "match_version_of_part"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "matches" SET "version" = "version" + 1
     WHERE "club_id" = OLD."club_id" AND "id" = OLD."match_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."match_id" <> OLD."match_id") THEN
    UPDATE "matches" SET "version" = "version" + 1
     WHERE "club_id" = NEW."club_id" AND "id" = NEW."match_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "match_flights_version" AFTER INSERT OR UPDATE OR DELETE ON "match_flights"
FOR EACH ROW EXECUTE FUNCTION "match_version_of_part"();
--> statement-breakpoint
CREATE TRIGGER "match_teams_version" AFTER INSERT OR UPDATE OR DELETE ON "match_teams"
FOR EACH ROW EXECUTE FUNCTION "match_version_of_part"();
--> statement-breakpoint
CREATE TRIGGER "match_registrations_version" AFTER INSERT OR UPDATE OR DELETE ON "match_registrations"
FOR EACH ROW EXECUTE FUNCTION "match_version_of_part"();
--> statement-breakpoint
-- A sign-up's bon (paid or not shows in the lists): its match, by the bon's context or its team.
CREATE FUNCTION "match_version_of_bon"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "bons_match_version" AFTER INSERT OR UPDATE OR DELETE ON "bons"
FOR EACH ROW EXECUTE FUNCTION "match_version_of_bon"();
--> statement-breakpoint
-- A player's name, gender or handicap as the lists show it: every match they are signed up for.
-- The rows are locked in one order (club, id) first, so two players' updates sharing matches
-- never wait on each other crosswise (a deadlock).
CREATE FUNCTION "match_version_of_player"() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER "players_match_version" AFTER UPDATE OF "voorletters", "roepnaam", "tussenvoegsel", "achternaam", "geslacht", "handicap_tenths" ON "players"
FOR EACH ROW
WHEN ((OLD."voorletters", OLD."roepnaam", OLD."tussenvoegsel", OLD."achternaam", OLD."geslacht", OLD."handicap_tenths")
      IS DISTINCT FROM (NEW."voorletters", NEW."roepnaam", NEW."tussenvoegsel", NEW."achternaam", NEW."geslacht", NEW."handicap_tenths"))
EXECUTE FUNCTION "match_version_of_player"();
--> statement-breakpoint
-- A course's name as the match list shows it: every match on the course.
CREATE FUNCTION "match_version_of_course"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "matches" m WHERE m."club_id" = NEW."club_id" AND m."course_id" = NEW."id"
   ORDER BY m."id" FOR UPDATE;
  UPDATE "matches" SET "version" = "version" + 1
   WHERE "club_id" = NEW."club_id" AND "course_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "courses_match_version" AFTER UPDATE OF "name" ON "courses"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
EXECUTE FUNCTION "match_version_of_course"();
