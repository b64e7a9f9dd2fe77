import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { DEFAULT_TEE_INTERVALS, TEE_BLOCK_KINDS } from '@fairway/golf';
import { courses } from './courses';
import { clubChildTable, clubColumn, clubRef, clubTable, sameClubRef } from './columns';

/** How a course's tee sheet is laid out each day (one tee sheet per course and day). */
export const teeSheetSettings = pg.pgTable(
  'tee_sheet_settings',
  {
    club_id: clubColumn(),
    course_id: pg.integer('course_id').notNull(),
    first_time: pg.text('first_time').notNull().default('08:00'),
    last_time: pg.text('last_time').notNull().default('17:00'),
    /** Minutes between tee times, repeated in turn from the day's first time ([8, 9] alternates). */
    intervals: pg
      .smallint('intervals')
      .array()
      .notNull()
      .default(sql.raw(`'{${DEFAULT_TEE_INTERVALS.join(',')}}'::smallint[]`)),
    /**
     * Periods with their own first and last time (`TeeSheetSeasonRow`); a day no season names
     * takes first_time/last_time. Read and written whole with the row, checked by the contract.
     */
    seasons: pg.jsonb('seasons').$type<TeeSheetSeasonRow[]>().notNull().default([]),
    /** Places per tee time (spec §9 "free slots default 4"). */
    capacity: pg.smallint('capacity').notNull().default(4),
    bookable: pg.boolean('bookable').notNull().default(true),
    /** The course's own opening; null = the club's (club_config), see `courseOpening`. */
    booking_days_ahead: pg.smallint('booking_days_ahead'),
    booking_opens_at: pg.text('booking_opens_at'),
    /** The tees flights start from at each sheet time: {1}, or {1,10} on an 18-hole course. */
    start_tees: pg
      .smallint('start_tees')
      .array()
      .notNull()
      .default(sql`'{1}'::smallint[]`),
    /**
     * With start tees {1,10}: minutes after the day's first start that tee 10 starts flights,
     * until the first flights from tee 1 reach it (golf's startsFromTeeAt).
     */
    tee_ten_minutes: pg.smallint('tee_ten_minutes').notNull().default(120),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.course_id] }),
    sameClubRef(t, t.course_id, courses),
    pg.check('tee_sheet_settings_intervals', sql`cardinality(${t.intervals}) between 1 and 6`),
    pg.check(
      'tee_sheet_settings_start_tees',
      sql`${t.start_tees} in ('{1}'::smallint[], '{1,10}'::smallint[])`,
    ),
    pg.check('tee_sheet_settings_tee_ten_minutes', sql`${t.tee_ten_minutes} between 60 and 180`),
  ],
);

/** A season as tee_sheet_settings.seasons holds it ('MM-DD' days, 'HH:mm' times). */
export interface TeeSheetSeasonRow {
  name: string;
  from: string;
  until: string;
  first_time: string;
  last_time: string;
}

/**
 * A stretch of a course's sheet the club holds for a kind (maintenance, ladies' day, …, or a
 * match: `match_id` when a match made it): on one date, or every week on a weekday (ISO 1 =
 * Monday) when `date` is null, then within `valid_from`..`valid_until` when set. `message` is the
 * club's own text members see on the blocked times.
 */
export const teeBlocks = clubChildTable(
  'tee_blocks',
  {
    course_id: pg.integer('course_id').notNull(),
    date: pg.date('date', { mode: 'string' }),
    weekday: pg.smallint('weekday'),
    from_time: pg.text('from_time').notNull(),
    until_time: pg.text('until_time').notNull(),
    reason: pg.text('reason', { enum: TEE_BLOCK_KINDS }).notNull(),
    match_id: pg.integer('match_id'),
    valid_from: pg.date('valid_from', { mode: 'string' }),
    valid_until: pg.date('valid_until', { mode: 'string' }),
    message: pg.text('message'),
  },
  (t) => [
    pg.index('tee_blocks_course_idx').on(t.club_id, t.course_id),
    pg.check('tee_blocks_when', sql`(${t.date} is null) <> (${t.weekday} is null)`),
    pg.check(
      'tee_blocks_range',
      sql`(${t.date} is null or (${t.valid_from} is null and ${t.valid_until} is null))
        and (${t.valid_from} is null or ${t.valid_until} is null or ${t.valid_from} <= ${t.valid_until})`,
    ),
  ],
);

/**
 * One tee time that has been locked or booked, with its places. `occupied` only changes by a
 * conditional UPDATE in the booking's transaction, and the CHECK makes an over-full slot
 * impossible even for a bug (capacity is enforced by the database, never by a check in code). The
 * lock lives here with its expiry, so it holds across server processes.
 */
export const teeSlots = pg.pgTable(
  'tee_slots',
  {
    club_id: clubColumn(),
    course_id: pg.integer('course_id').notNull(),
    date: pg.date('date', { mode: 'string' }).notNull(),
    time: pg.text('time').notNull(),
    /** The tee the flights of this time start from (1, or 10 on a course with two start tees). */
    start_tee: pg.smallint('start_tee').notNull().default(1),
    capacity: pg.smallint('capacity').notNull(),
    occupied: pg.smallint('occupied').notNull().default(0),
    locked_by: pg.integer('locked_by'),
    locked_until: pg.timestamp('locked_until', { withTimezone: true }),
    /**
     * When `locked_by` first took the lock: renewals never carry it past a cap from here. Kept
     * with `locked_by` after the lock ends, so a release and a new take cannot start it afresh.
     */
    locked_since: pg.timestamp('locked_since', { withTimezone: true }),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.course_id, t.date, t.time, t.start_tee] }),
    sameClubRef(t, t.course_id, courses),
    pg.check('tee_slots_capacity', sql`${t.occupied} >= 0 and ${t.occupied} <= ${t.capacity}`),
  ],
);

/**
 * One player's place in a tee time (spec §3 Booking player: teetime_id, parent_teetime_id). The
 * main booker's row has no parent; the extra players point at it. A member (`relatie_id`), a
 * guest (`guest`) or an unknown player (`unknown`).
 */
export const bookings = clubChildTable(
  'bookings',
  {
    course_id: pg.integer('course_id').notNull(),
    date: pg.date('date', { mode: 'string' }).notNull(),
    time: pg.text('time').notNull(),
    start_tee: pg.smallint('start_tee').notNull().default(1),
    holes: pg.smallint('holes').notNull(),
    parent_id: pg.integer('parent_id'),
    relatie_id: pg.integer('relatie_id'),
    guest: pg.jsonb('guest'),
    unknown: pg.boolean('unknown').notNull().default(false),
    match_id: pg.integer('match_id'),
    booked_by: pg.integer('booked_by').notNull(),
    created_at: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    /** What the starter wrote of the player: 'arrived' or 'no_show'; null = not known. */
    attendance: pg.text('attendance').$type<'arrived' | 'no_show'>(),
    /**
     * An 18-hole round from tee 10: the tee-1 time whose place the flight holds at the turn
     * (the same row of tee_slots counts it in `occupied`); null for every other round.
     */
    turn_time: pg.text('turn_time'),
  },
  (t) => [
    pg.uniqueIndex('bookings_id_key').on(t.id),
    pg.foreignKey({
      columns: [t.club_id, t.course_id, t.date, t.time, t.start_tee],
      foreignColumns: [
        teeSlots.club_id,
        teeSlots.course_id,
        teeSlots.date,
        teeSlots.time,
        teeSlots.start_tee,
      ],
    }),
    // A member holds one place per tee time at most.
    pg
      .uniqueIndex('bookings_member_slot_key')
      .on(t.club_id, t.course_id, t.date, t.time, t.start_tee, t.relatie_id)
      .where(sql`${t.relatie_id} is not null`),
    pg.index('bookings_member_idx').on(t.club_id, t.relatie_id, t.date),
    pg.index('bookings_parent_idx').on(t.club_id, t.parent_id),
    pg.check(
      'bookings_one_kind',
      sql`(${t.relatie_id} is not null)::int + (${t.guest} is not null)::int + ${t.unknown}::int = 1`,
    ),
    pg.check('bookings_attendance', sql`${t.attendance} in ('arrived', 'no_show')`),
    pg.check(
      'bookings_turn',
      sql`${t.turn_time} is null or (${t.start_tee} = 10 and ${t.holes} = 18 and ${t.turn_time} > ${t.time})`,
    ),
  ],
);

/**
 * Reasons a member can give for cancelling (config cancellation_reason_enabled). A reason the
 * tee-sheet manager removes is archived, not deleted: the cancellations that name it keep their
 * reason (booking_cancellations.reason_id has no foreign key), and members no longer see it.
 */
export const cancellationReasons = clubTable('cancellation_reasons', {
  naam: pg.text('naam').notNull(),
  position: pg.smallint('position').notNull().default(0),
  archived_at: pg.timestamp('archived_at', { withTimezone: true }),
});

/** What was cancelled, by whom and why: the club's record once the booking rows are gone. */
export const bookingCancellations = clubChildTable(
  'booking_cancellations',
  {
    booking_id: pg.integer('booking_id').notNull(),
    course_id: pg.integer('course_id').notNull(),
    date: pg.date('date', { mode: 'string' }).notNull(),
    time: pg.text('time').notNull(),
    start_tee: pg.smallint('start_tee').notNull().default(1),
    player_name: pg.text('player_name').notNull(),
    reason_id: pg.integer('reason_id'),
    /** Set when the club cancelled the place by closing the time: the block's kind. */
    block_reason: pg.text('block_reason', { enum: TEE_BLOCK_KINDS }),
    cancelled_by: pg.integer('cancelled_by').notNull(),
    cancelled_at: pg.timestamp('cancelled_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.index('booking_cancellations_date_idx').on(t.club_id, t.date)],
);

/** The club's guest-field list (spec §5 Booking: tonen 'on', verplicht '1'), in order. */
export const guestFieldConfig = pg.pgTable(
  'guest_field_config',
  {
    club_id: clubRef(),
    veld: pg.text('veld').notNull(),
    tonen: pg.text('tonen', { enum: ['on', 'off'] }).notNull(),
    verplicht: pg.text('verplicht', { enum: ['0', '1'] }).notNull(),
    position: pg.smallint('position').notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.club_id, t.veld] })],
);
