-- A bon changed (its payment's state, its lines): news for the member who pays it alone, and the
-- match its sign-up is for (its lists mark who paid; team mates see the bon there).
CREATE OR REPLACE FUNCTION "live_bon"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify('payment', NEW."club_id", NEW."id"::text, NEW."relatie_id");
  IF NEW."subject_kind" = 'match_registration' AND NEW."context_id" IS NOT NULL THEN
    PERFORM live_notify('match', NEW."club_id", NEW."context_id"::text, NULL);
  END IF;
  RETURN NULL;
END
$$;
