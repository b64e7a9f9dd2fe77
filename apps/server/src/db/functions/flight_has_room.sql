-- Whether a match's flight takes one more team: while it holds fewer than both its own capacity
-- and the match's spelers_per_flight (teams per flight). The committee's draw gives a flight the
-- capacity of the teams it drew when that is more, so capacity alone would let a flight the app
-- shows as full take a team again once one leaves. @fairway/golf's flightSelectable (what the
-- app shows as full) applies it and flight_takes_players' count; every function that puts a team
-- in a flight asks it, in the conditional update that takes the place.
CREATE OR REPLACE FUNCTION "flight_has_room"(p_teams integer, p_capacity integer, p_per_flight integer)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT p_teams < least(p_capacity, p_per_flight)
$$;
