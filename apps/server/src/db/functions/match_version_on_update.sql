-- A match's version moves with every change of what its lists (start list, entry list, the match
-- list's row) show, whoever makes it: a server process keeps what it read while the version
-- stands (one primary-key read instead of the lists' reads).
CREATE OR REPLACE FUNCTION "match_version_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := OLD."version" + 1;
  RETURN NEW;
END
$$;
