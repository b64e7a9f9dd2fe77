import * as pg from 'drizzle-orm/pg-core';
import { clubRef } from './columns';
import { memberCategories } from './members';

/**
 * A member category's own booking rules (the tee-sheet manager's, /api/admin/booking-rules); a
 * null column keeps the club's setting (club_config). One row per category that sets any; it goes
 * with its category.
 */
export const categoryBookingRules = pg.pgTable(
  'category_booking_rules',
  {
    club_id: clubRef(),
    category_id: pg.integer('category_id').notNull(),
    days_ahead: pg.smallint('days_ahead'),
    opens_at: pg.text('opens_at'),
    max_open: pg.smallint('max_open'),
    guests_per_booking: pg.smallint('guests_per_booking'),
    unnamed_players: pg.boolean('unnamed_players'),
    edit_lead: pg.text('edit_lead'),
    cancel_lead: pg.text('cancel_lead'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.category_id] }),
    pg
      .foreignKey({
        columns: [t.club_id, t.category_id],
        foreignColumns: [memberCategories.club_id, memberCategories.id],
      })
      .onDelete('cascade'),
  ],
);
