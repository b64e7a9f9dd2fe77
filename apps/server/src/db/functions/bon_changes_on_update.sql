-- Every update of a bon moves its `changes`: a match's kept start list checks its sign-ups'
-- payments by them (MatchesRepository `version`). A row of its own only: the bon's writer takes
-- no other lock for it.
CREATE OR REPLACE FUNCTION "bon_changes_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."changes" := OLD."changes" + 1;
  RETURN NEW;
END
$$;
