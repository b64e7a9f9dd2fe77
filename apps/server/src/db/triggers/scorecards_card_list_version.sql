CREATE OR REPLACE TRIGGER "scorecards_card_list_version" AFTER INSERT OR UPDATE OR DELETE ON "scorecards"
FOR EACH ROW EXECUTE FUNCTION "bump_card_list_version"();
