import { sql, type SQL } from 'drizzle-orm';

/**
 * The instant the club's day `day` ('YYYY-MM-DD') starts on its clock (`timeZone`): a filter on
 * the club's days compares a timestamptz with it.
 */
export const clubDayStart = (day: string, timeZone: string): SQL =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** The instant the club's day `day` ends on its clock: the first instant not of that day. */
export const clubDayEnd = (day: string, timeZone: string): SQL =>
  sql`${clubDayStart(day, timeZone)} + interval '1 day'`;
