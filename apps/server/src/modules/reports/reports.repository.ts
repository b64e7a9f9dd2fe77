import { clubDayEnd, clubDayStart } from '../../db/club-days';
import { sameClubRow } from '../../db/same-club';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/db';
import { PLAYER_NAME } from '../../db/member-columns';
import {
  bons,
  bookingCancellations,
  bookings,
  cancellationReasons,
  courses,
  matchCategories,
  matches,
  matchFlights,
  matchRegistrations,
  matchResults,
  matchTeams,
  memberships,
  payments,
  players,
  refunds,
} from '../../db/schema';

/** A range of the club's days, both included, and the club's zone they are days of. */
export interface DayRange {
  from: string;
  until: string;
  timeZone: string;
}

/** A guest's name from their sign-up's or booking's `guest` (the contract's GuestPlayer). */
const guestName = (guest: AnyPgColumn) =>
  sql<
    string | null
  >`nullif(concat_ws(' ', coalesce(${guest}->>'firstname', ${guest}->>'initials'), ${guest}->>'middlename', ${guest}->>'lastname'), '')`;

/** `at` (a timestamptz) on one of the range's days, on the club's clock. */
function atInDays(at: AnyPgColumn, r: DayRange): SQL {
  return and(gte(at, clubDayStart(r.from, r.timeZone)), lt(at, clubDayEnd(r.until, r.timeZone)))!;
}

/** The membership of a row's member (`relatie`) in the row's club, and its player. */
const membershipOf = (club: AnyPgColumn, relatie: AnyPgColumn) =>
  and(eq(memberships.club_id, club), eq(memberships.id, relatie));
const PLAYER_OF_MEMBERSHIP = eq(players.id, memberships.player_id);

/** The no-shows of a booking row's flight: its main booking and the players booked with it. */
const FLIGHT_NO_SHOWS = sql<number>`(
  select count(*)::int from ${bookings} as flight
  where flight.club_id = ${bookings.club_id}
    and (flight.id = coalesce(${bookings.parent_id}, ${bookings.id})
      or flight.parent_id = coalesce(${bookings.parent_id}, ${bookings.id}))
    and flight.attendance = 'no_show')`;

/** "after this key" in keyset paging: `(a, b, …) > (x, y, …)` in the order the batches are read. */
const after = (columns: SQL[], values: unknown[] | undefined) =>
  values
    ? sql`(${sql.join(columns, sql`, `)}) > (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : undefined;

/** Where a row of a tee time (a place booked or cancelled) stands: day, time, course, id. */
interface TeeTimeKey {
  date: string;
  time: string;
  course_id: number;
  id: number;
}

/**
 * A batch of a table of tee-time rows: the club's rows on the range's days (of `courseId` only,
 * when given) after `last`, and their order, by day, time, course and id.
 */
function teeTimeBatch(
  t: Record<'club_id' | 'date' | 'time' | 'course_id' | 'id', AnyPgColumn>,
  clubId: number,
  r: DayRange,
  courseId: number | undefined,
  last: TeeTimeKey | undefined,
) {
  const key = [t.date, t.time, t.course_id, t.id];
  return {
    where: and(
      eq(t.club_id, clubId),
      sql`${t.date} between ${r.from} and ${r.until}`,
      courseId === undefined ? undefined : eq(t.course_id, courseId),
      after(
        key.map((c) => sql`${c}`),
        last && [last.date, last.time, last.course_id, last.id],
      ),
    ),
    order: key.map((c) => asc(c)),
  };
}

/**
 * The reports' reads (modules/reports): each a batch of `limit` rows after the last row of the
 * batch before (keyset paging, export-file.ts keysetBatches), always of one club.
 */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** Tee-time bookings, one row per player, by day, time, course; `course` narrows them. */
  bookings(
    clubId: number,
    r: DayRange,
    courseId: number | undefined,
    last: TeeTimeKey | undefined,
    limit: number,
  ) {
    const batch = teeTimeBatch(bookings, clubId, r, courseId, last);
    return this.db
      .select({
        id: bookings.id,
        date: bookings.date,
        time: bookings.time,
        course_id: bookings.course_id,
        course: courses.name,
        holes: bookings.holes,
        main_booking_id: sql<number>`coalesce(${bookings.parent_id}, ${bookings.id})`,
        relatie_id: bookings.relatie_id,
        guest: guestName(bookings.guest),
        unknown: bookings.unknown,
        ...PLAYER_NAME,
        booked_by: bookings.booked_by,
        booked_at: bookings.created_at,
        match_id: bookings.match_id,
        attendance: bookings.attendance,
        booking_no_shows: FLIGHT_NO_SHOWS,
      })
      .from(bookings)
      .innerJoin(courses, sameClubRow(courses, bookings, bookings.course_id))
      .leftJoin(memberships, membershipOf(bookings.club_id, bookings.relatie_id))
      .leftJoin(players, PLAYER_OF_MEMBERSHIP)
      .where(batch.where)
      .orderBy(...batch.order)
      .limit(limit);
  }

  /**
   * Cancelled places of tee times on the range's days, by day, time, course; `course` narrows
   * them. Who cancelled is named as the club knows them now; the player as recorded then.
   */
  cancellations(
    clubId: number,
    r: DayRange,
    courseId: number | undefined,
    last: TeeTimeKey | undefined,
    limit: number,
  ) {
    const c = bookingCancellations;
    const batch = teeTimeBatch(c, clubId, r, courseId, last);
    const teeTime = sql`((${c.date} + ${c.time}::time) at time zone ${r.timeZone})`;
    return this.db
      .select({
        id: c.id,
        date: c.date,
        time: c.time,
        course_id: c.course_id,
        course: courses.name,
        booking_id: c.booking_id,
        player_name: c.player_name,
        reason: cancellationReasons.naam,
        block_reason: c.block_reason,
        cancelled_by: c.cancelled_by,
        ...PLAYER_NAME,
        cancelled_at: c.cancelled_at,
        minutes_before: sql<number>`floor(extract(epoch from ${teeTime} - ${c.cancelled_at}) / 60)::int`,
      })
      .from(c)
      .innerJoin(courses, sameClubRow(courses, c, c.course_id))
      .leftJoin(cancellationReasons, sameClubRow(cancellationReasons, c, c.reason_id))
      .leftJoin(memberships, membershipOf(c.club_id, c.cancelled_by))
      .leftJoin(players, PLAYER_OF_MEMBERSHIP)
      .where(batch.where)
      .orderBy(...batch.order)
      .limit(limit);
  }

  /**
   * Match entries with their results: one row per player signed up, by the match's start, the
   * match, the sign-up's arrival and the player's place in it. Matches starting on the range's days.
   */
  matchEntries(
    clubId: number,
    r: DayRange,
    courseId: number | undefined,
    last:
      | { aanvang: string; match_id: number; volgnummer: number; position: number; id: number }
      | undefined,
    limit: number,
  ) {
    const key = [
      sql`${matches.aanvang}`,
      sql`${matches.id}`,
      sql`${matchTeams.volgnummer}`,
      sql`${matchRegistrations.position}`,
      sql`${matchRegistrations.id}`,
    ];
    return this.db
      .select({
        match_id: matches.id,
        match: matches.naam,
        aanvang: matches.aanvang,
        course: courses.name,
        wedstrijdvorm: matches.wedstrijdvorm,
        uitslag: matches.uitslag,
        verwerkt: matches.verwerkt,
        team_id: matchTeams.id,
        volgnummer: matchTeams.volgnummer,
        reservelijst: matchTeams.reservelijst,
        flight: matchFlights.nummer,
        starttijd: matchFlights.starttijd,
        id: matchRegistrations.id,
        position: matchRegistrations.position,
        relatie_id: matchRegistrations.relatie_id,
        guest: guestName(matchRegistrations.guest),
        guest_handicap_tenths: matchRegistrations.guest_handicap_tenths,
        ...PLAYER_NAME,
        category: matchCategories.naam,
        signed_up_at: matchTeams.created_at,
        positie: matchResults.positie,
        status: matchResults.status,
        playing_handicap: matchResults.playing_handicap,
        bruto: matchResults.bruto,
        netto: matchResults.netto,
        stableford: matchResults.stableford,
        tegen_par: matchResults.tegen_par,
      })
      .from(matchRegistrations)
      .innerJoin(
        matchTeams,
        sameClubRow(matchTeams, matchRegistrations, matchRegistrations.team_id),
      )
      .innerJoin(matches, sameClubRow(matches, matchTeams, matchTeams.match_id))
      .innerJoin(courses, sameClubRow(courses, matches, matches.course_id))
      .leftJoin(matchFlights, sameClubRow(matchFlights, matchTeams, matchTeams.flight_id))
      .leftJoin(
        matchCategories,
        sameClubRow(matchCategories, matchRegistrations, matchRegistrations.category_id),
      )
      .leftJoin(matchResults, sameClubRow(matchTeams, matchResults, matchResults.team_id))
      .leftJoin(
        memberships,
        membershipOf(matchRegistrations.club_id, matchRegistrations.relatie_id),
      )
      .leftJoin(players, PLAYER_OF_MEMBERSHIP)
      .where(
        and(
          eq(matchRegistrations.club_id, clubId),
          sql`${matches.aanvang} >= ${r.from}::date and ${matches.aanvang} < ${r.until}::date + 1`,
          courseId === undefined ? undefined : eq(matches.course_id, courseId),
          after(
            key,
            last && [last.aanvang, last.match_id, last.volgnummer, last.position, last.id],
          ),
        ),
      )
      .orderBy(...key)
      .limit(limit);
  }

  /**
   * Payment attempts made on the range's days, with their bon, in the order they were made (by
   * id: a timestamp with microseconds would not survive the round trip of a keyset through a Date).
   */
  payments(clubId: number, r: DayRange, last: { id: number } | undefined, limit: number) {
    return this.db
      .select({
        id: payments.id,
        created_at: payments.created_at,
        updated_at: payments.updated_at,
        provider: payments.provider,
        provider_id: payments.provider_payment_id,
        amount_cents: payments.amount_cents,
        status: payments.status,
        applied: payments.applied,
        bon_id: bons.id,
        bon_status: bons.status,
        omschrijving: bons.omschrijving,
        relatie_id: bons.relatie_id,
        ...PLAYER_NAME,
      })
      .from(payments)
      .innerJoin(bons, sameClubRow(bons, payments, payments.bon_id))
      .leftJoin(memberships, membershipOf(bons.club_id, bons.relatie_id))
      .leftJoin(players, PLAYER_OF_MEMBERSHIP)
      .where(
        and(
          eq(payments.club_id, clubId),
          atInDays(payments.created_at, r),
          last ? sql`${payments.id} > ${last.id}` : undefined,
        ),
      )
      .orderBy(asc(payments.id))
      .limit(limit);
  }

  /** Refunds asked for on the range's days, with the payment they give back, by id. */
  refunds(clubId: number, r: DayRange, last: { id: number } | undefined, limit: number) {
    return this.db
      .select({
        id: refunds.id,
        created_at: refunds.created_at,
        updated_at: refunds.updated_at,
        provider: payments.provider,
        provider_id: refunds.provider_refund_id,
        provider_payment_id: payments.provider_payment_id,
        payment_id: refunds.payment_id,
        amount_cents: refunds.amount_cents,
        status: refunds.status,
        reason: refunds.reason,
        bon_id: bons.id,
        omschrijving: bons.omschrijving,
        relatie_id: bons.relatie_id,
        ...PLAYER_NAME,
      })
      .from(refunds)
      .innerJoin(payments, sameClubRow(payments, refunds, refunds.payment_id))
      .innerJoin(bons, sameClubRow(bons, payments, payments.bon_id))
      .leftJoin(memberships, membershipOf(bons.club_id, bons.relatie_id))
      .leftJoin(players, PLAYER_OF_MEMBERSHIP)
      .where(
        and(
          eq(refunds.club_id, clubId),
          atInDays(refunds.created_at, r),
          last ? sql`${refunds.id} > ${last.id}` : undefined,
        ),
      )
      .orderBy(asc(refunds.id))
      .limit(limit);
  }
}

export type BookingRow = Awaited<ReturnType<ReportsRepository['bookings']>>[number];
export type CancellationRow = Awaited<ReturnType<ReportsRepository['cancellations']>>[number];
export type MatchEntryRow = Awaited<ReturnType<ReportsRepository['matchEntries']>>[number];
export type PaymentRow = Awaited<ReturnType<ReportsRepository['payments']>>[number];
export type RefundRow = Awaited<ReturnType<ReportsRepository['refunds']>>[number];
