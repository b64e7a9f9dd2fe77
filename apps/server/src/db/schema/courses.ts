import * as pg from 'drizzle-orm/pg-core';
import { clubChildTable, clubColumn, clubTable, sameClubRef } from './columns';

/** A course of a club (spec §3 Course); 27-hole loops are stored as 18 (spec §9). */
export const courses = clubTable(
  'courses',
  {
    name: pg.text('name').notNull(),
    holes: pg.smallint('holes').notNull(),
    /** The hole counts a round on this course may have, e.g. [9, 18]. */
    hole_options: pg.smallint('hole_options').array().notNull(),
    /** The handicap rating set the course uses (spec §3 Course.handicap_id). */
    handicap_id: pg.integer('handicap_id'),
  },
  (t) => [pg.uniqueIndex('courses_id_key').on(t.id)],
);

/**
 * A tee with its ratings per gender. Course rating is stored in integer tenths (72.1 -> 721), slope
 * rating and par as integers, as the handicap engine computes in tenths.
 */
export const tees = clubChildTable(
  'tees',
  {
    course_id: pg.integer('course_id').notNull(),
    naam: pg.text('naam').notNull(),
    kleur: pg.text('kleur').notNull(),
    inverse_kleur: pg.text('inverse_kleur').notNull(),
    cr_m_tenths: pg.integer('cr_m_tenths').notNull(),
    sr_m: pg.smallint('sr_m').notNull(),
    par_m: pg.smallint('par_m').notNull(),
    cr_v_tenths: pg.integer('cr_v_tenths').notNull(),
    sr_v: pg.smallint('sr_v').notNull(),
    par_v: pg.smallint('par_v').notNull(),
  },
  (t) => [pg.uniqueIndex('tees_id_key').on(t.id), sameClubRef(t, t.course_id, courses)],
);

/** A hole of a tee: par and stroke index (spec §3 Hole PAR, SI). */
export const holes = pg.pgTable(
  'holes',
  {
    club_id: clubColumn(),
    tee_id: pg.integer('tee_id').notNull(),
    hole_nr: pg.smallint('hole_nr').notNull(),
    par: pg.smallint('par').notNull(),
    si: pg.smallint('si').notNull(),
    /** Length from this tee in metres (course information); null where not measured. */
    lengte: pg.smallint('lengte'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.tee_id, t.hole_nr] }),
    sameClubRef(t, t.tee_id, tees),
  ],
);

/**
 * A course's status for one club-local day (spec §3 has_baanstatus), as the committee set it:
 * one row per course and day, so yesterday's status never shows as today's.
 */
export const courseStatus = pg.pgTable(
  'course_status',
  {
    club_id: clubColumn(),
    course_id: pg.integer('course_id').notNull(),
    datum: pg.date('datum', { mode: 'string' }).notNull(),
    open: pg.boolean('open').notNull(),
    winter_greens: pg.boolean('winter_greens').notNull(),
    buggies: pg.boolean('buggies').notNull(),
    trolleys: pg.boolean('trolleys').notNull(),
    set_at: pg.timestamp('set_at', { withTimezone: true }).notNull(),
    /** The membership (committee member) who set it. */
    set_by: pg.integer('set_by'),
  },
  (t) => [
    pg.primaryKey({ columns: [t.club_id, t.course_id, t.datum] }),
    sameClubRef(t, t.course_id, courses),
  ],
);
