-- A submitted card of a match that is not qualifying said it would be processed with its match
-- (99), which such a match never does: it says saved, not processed (3), as such a card now does
-- from its submission on.
UPDATE "scorecards" s SET "uitslag" = 3
  FROM "matches" m
 WHERE m."club_id" = s."club_id" AND m."id" = s."wedstrijd_id" AND NOT m."qualifying"
   AND s."uitslag" = 99 AND s."is_ingevuld" AND NOT s."verwerkt" AND s."rejected_at" IS NULL;
