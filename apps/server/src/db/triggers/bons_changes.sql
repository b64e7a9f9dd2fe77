CREATE OR REPLACE TRIGGER "bons_changes" BEFORE UPDATE ON "bons"
FOR EACH ROW EXECUTE FUNCTION "bon_changes_on_update"();
