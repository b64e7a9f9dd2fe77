-- The functions and triggers this migration first created (function match_promote_reserves,
-- function match_sign_out) live in src/db/functions and src/db/triggers, one file each, applied
-- after the migrations at every start.
-- A reserve-list team that moves up in a match that plays in flights (direct flight sign-up, or a
-- start list already drawn) takes a place in a flight in the same step: the place the leaver freed
-- (p_flight) when it is still open, else the earliest flight with room. Without a flight place it
-- keeps waiting, so nobody is in the field without a start time and no flight overfills. A flight
-- with room holds fewer teams than both its capacity and the match's spelers_per_flight (the
-- member's own rule for choosing one); the conditional update and the CHECK hold the capacity.
DROP FUNCTION IF EXISTS "match_promote_reserves"(integer, integer);
