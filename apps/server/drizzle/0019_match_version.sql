-- The functions and triggers this migration first created live in src/db/functions and
-- src/db/triggers, one file each, applied after the migrations at every start:
-- match_version_on_update (trigger matches_version), match_version_of_part (match_flights_version,
-- match_teams_version, match_registrations_version), match_version_of_player
-- (players_match_version), match_version_of_course (courses_match_version). Its bons trigger
-- (match_version_of_bon) was dropped by 0026.
ALTER TABLE "matches" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;
