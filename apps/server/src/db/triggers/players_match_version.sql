CREATE OR REPLACE TRIGGER "players_match_version" AFTER UPDATE OF "voorletters", "roepnaam", "tussenvoegsel", "achternaam", "geslacht", "handicap_tenths" ON "players"
FOR EACH ROW
WHEN ((OLD."voorletters", OLD."roepnaam", OLD."tussenvoegsel", OLD."achternaam", OLD."geslacht", OLD."handicap_tenths")
      IS DISTINCT FROM (NEW."voorletters", NEW."roepnaam", NEW."tussenvoegsel", NEW."achternaam", NEW."geslacht", NEW."handicap_tenths"))
EXECUTE FUNCTION "match_version_of_player"();
