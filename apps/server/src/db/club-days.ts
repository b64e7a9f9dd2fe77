import { sql, type SQL } from 'drizzle-orm';

/**
 * The instant the club's day `day` ('YYYY-MM-DD') starts on its clock (`timeZone`): a filter on
 * the club's days compares a timestamptz with it.
 */
export const clubDayStart = (day: string, timeZone: string): SQL =>
  sql`(${day}::date::timestamp at time zone ${timeZone})`;

/**
 * The instant the club's day `day` ends on its clock: the start of the day after. Not the start
 * plus an interval of a day: that adds a day on the database session's clock (24 hours in UTC),
 * while a day of the change to or from summer time has 23 or 25 hours at the club.
 */
export const clubDayEnd = (day: string, timeZone: string): SQL =>
  sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
