ALTER TABLE "notification_preferences" ADD COLUMN "turned_on" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Until now every pair not in `off` came to the member, decided or not: the pairs of the kinds
-- there were are kept on as they were; a kind added from here on follows its defaults.
UPDATE "notification_preferences" p SET "turned_on" = coalesce((
  SELECT jsonb_agg(x.pair ORDER BY x.pair)
  FROM (
    SELECT k || ':' || c AS pair
    FROM unnest(ARRAY['marker_card_to_sign', 'card_signed', 'card_rejected', 'tee_time_soon',
      'booking_added', 'booking_changed', 'booking_cancelled', 'payment_failed', 'payment_refunded',
      'marker_deadline_soon', 'card_deadline_soon', 'match_sign_up_closes',
      'match_reserve_promoted', 'match_start_list', 'match_results', 'news_published']) AS k,
      unnest(ARRAY['push', 'email']) AS c
  ) x
  WHERE NOT p."off" ? x.pair
), '[]'::jsonb);
