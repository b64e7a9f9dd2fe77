-- A news post was written, changed or taken away: the club's feed is news.
CREATE OR REPLACE FUNCTION "live_news"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM live_notify('news', OLD."club_id", OLD."id"::text, NULL);
  ELSE
    PERFORM live_notify('news', NEW."club_id", NEW."id"::text, NULL);
  END IF;
  RETURN NULL;
END
$$;
