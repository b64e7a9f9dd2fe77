-- A live update for the app's event stream (modules/events): sent on the channel every server
-- process listens on, in the transaction that made the change, so no process sees it before the
-- commit (and none after a rollback). Identical payloads within one transaction arrive once, so a
-- statement touching many rows of one tee sheet sends one event. Only the topic, the club, a key
-- and, for one member's own topics, that member: never what changed.
CREATE OR REPLACE FUNCTION "live_notify"(p_topic text, p_club integer, p_key text, p_member integer DEFAULT NULL) RETURNS void LANGUAGE sql AS $$
SELECT pg_notify('fairway_live', json_build_object('t', p_topic, 'c', p_club, 'k', p_key, 'm', p_member)::text)
$$;
