-- A bon changed (its payment's state, its lines): news for the member who pays it alone.
CREATE OR REPLACE FUNCTION "live_bon"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify('payment', NEW."club_id", NEW."id"::text, NEW."relatie_id");
  RETURN NULL;
END
$$;
