-- Whether a match's flight has places for `p_players` more players: at most `p_most` (the players
-- of spelers_per_flight teams of the match's form), counted from the sign-ups seated in it.
-- flight_has_room counts teams, and a member with guests is one sign-up of several players: a
-- flight with room for one more team took them all and started with more than four. Every
-- function that seats players in a flight asks both, under the match's row lock, so the seated
-- sign-ups cannot change meanwhile (a reserve-list sign-up holds no flight).
CREATE OR REPLACE FUNCTION "flight_takes_players"(
  p_club integer,
  p_flight integer,
  p_players integer,
  p_most integer
) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(t."spelers"), 0) + p_players <= p_most
    FROM "match_teams" t
   WHERE t."club_id" = p_club AND t."flight_id" = p_flight
$$;
