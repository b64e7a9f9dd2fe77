import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  boolean,
} from 'drizzle-orm/pg-core';
import { clubRef } from './columns';
import { memberCategories } from './members';

/**
 * A member category's own booking rules (the tee-sheet manager's, /api/admin/booking-rules); a
 * null column keeps the club's setting (club_config). One row per category that sets any; it goes
 * with its category.
 */
export const categoryBookingRules = pgTable(
  'category_booking_rules',
  {
    club_id: clubRef(),
    category_id: integer('category_id').notNull(),
    days_ahead: smallint('days_ahead'),
    opens_at: text('opens_at'),
    max_open: smallint('max_open'),
    guests_per_booking: smallint('guests_per_booking'),
    unnamed_players: boolean('unnamed_players'),
    edit_lead: text('edit_lead'),
    cancel_lead: text('cancel_lead'),
  },
  (t) => [
    primaryKey({ columns: [t.club_id, t.category_id] }),
    foreignKey({
      columns: [t.club_id, t.category_id],
      foreignColumns: [memberCategories.club_id, memberCategories.id],
    }).onDelete('cascade'),
  ],
);
