import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { clubTable, createdAt, memberColumn, sameClubRef } from './columns';
import { memberships } from './members';

/**
 * Something the club tells one member in the app until they dismiss it (their tee time cancelled
 * because the club closed it). Plain rows a later notification job can read and send on: what
 * happened (`kind`), the tee time, the club's own words and whether the member has seen it off.
 */
export const memberNotices = clubTable(
  'member_notices',
  {
    relatie_id: memberColumn(),
    kind: pg.text('kind', { enum: ['booking_cancelled_by_club'] }).notNull(),
    course_name: pg.text('course_name').notNull(),
    date: pg.date('date', { mode: 'string' }).notNull(),
    time: pg.text('time').notNull(),
    message: pg.text('message'),
    created_at: createdAt(),
    dismissed_at: pg.timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    sameClubRef(t, t.relatie_id, memberships).onDelete('cascade'),
    pg
      .index('member_notices_open_idx')
      .on(t.club_id, t.relatie_id)
      .where(sql`${t.dismissed_at} is null`),
  ],
);
