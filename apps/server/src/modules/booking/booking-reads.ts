import type { BookingSummary } from '@fairway/contract';
import {
  bookingPermissions,
  leadTimeFor,
  type BookingRuleOverrides,
  type BookingRules,
} from '@fairway/golf';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { BookingLists, ClubConfigRow, ClubRepository, ClubRow } from '../club';
import type { MembersRepository } from '../members';
import { memberRulesOn, type MemberBookingRules } from '../booking-rules';
import type { BookingRepository } from './booking.repository';
import type { BookingRow, BookingWithName, SlotKey } from './booking.types';
import { toSummary, type BookingView } from './booking.mapper';
import { cancelledRow } from './booking-cancel';
import type { TeeSheetService } from './tee-sheet.service';

export interface BookingContext {
  club: ClubRow;
  config: ClubConfigRow;
  lists: BookingLists;
  now: { date: string; time: string };
  isGuest: boolean;
  /** The caller's booking rules: the club's, with their category's own over them. */
  rules: BookingRules;
  /** Their category's own rules, for the rules on one course (memberRulesOn). */
  category: BookingRuleOverrides | null;
}

/**
 * What every booking call reads first: the club's booking settings and clock, the member's own
 * place and flight, and what they may do with it (spec §6); and a booking as its summary.
 */
export class BookingReads {
  constructor(
    private readonly repo: BookingRepository,
    private readonly clubs: ClubRepository,
    private readonly members: MembersRepository,
    private readonly sheet: TeeSheetService,
    private readonly club: ClubContext,
    private readonly memberRules: MemberBookingRules,
  ) {}

  /**
   * The club's booking settings and the clock; `isGuest` (one more read) unless `withMember` is
   * false: only lead times need it, so the create call of the opening rush skips it.
   */
  async context(auth: Auth, { withMember = true } = {}): Promise<BookingContext> {
    const row = await this.club.club(auth.clubId);
    if (!row.config.booking_mob_enabled) {
      throw new AppError('BOOKING_DISABLED', 'booking is not enabled for this club');
    }
    let isGuest = false;
    if (withMember) {
      const me = await this.members.findById(auth.clubId, auth.relatieId);
      if (!me) throw new AppError('UNAUTHENTICATED', 'not logged in');
      isGuest = me.is_gast;
    }
    const [lists, category] = await Promise.all([
      this.clubs.bookingLists(auth.clubId),
      this.memberRules.category(auth.clubId, auth.relatieId),
    ]);
    return {
      club: row.club,
      config: row.config,
      lists,
      now: this.club.nowIn(row.club.timezone),
      isGuest,
      rules: memberRulesOn(row.config, category),
      category,
    };
  }

  cancelled(b: BookingWithName) {
    return cancelledRow(b);
  }

  refusal(ctx: BookingContext, history: boolean, action: 'edit' | 'cancel'): AppError {
    if (history) return new AppError('FORBIDDEN', 'this tee time has passed');
    if (ctx.config.website_uitschrijven !== '1') {
      return new AppError('FORBIDDEN', 'this club does not allow changing bookings in the app');
    }
    if (action === 'edit' && ctx.config.booking_web_spelers_bijboeken !== '1') {
      return new AppError('FORBIDDEN', 'this club does not allow changing the players');
    }
    const lead = leadTimeFor(ctx.rules.lead_times, action, ctx.isGuest);
    return new AppError(
      'LEAD_TIME_PASSED',
      `a booking can be ${action === 'edit' ? 'changed' : 'cancelled'} until ${lead} before the tee time`,
    );
  }

  /** The member's place `id` (or any place in a flight they are in) and the whole flight. */
  async ownFlight(auth: Auth, id: number) {
    const row = await this.repo.find(auth.clubId, id);
    if (!row) throw notFound('booking');
    const parentId = row.parent_id ?? row.id;
    const flight = await this.repo.flights(auth.clubId, [parentId]);
    // A change committed between the two reads: the main booker left and handed the flight on.
    if (!flight.some((b) => b.id === row.id)) throw flightChanged();
    const own = flight.find((b) => b.relatie_id === auth.relatieId);
    const parent = flight.find((b) => b.id === parentId);
    // Another member's booking does not exist for you.
    if (!own || !parent) throw notFound('booking');
    return { parent, flight, own };
  }

  permissions(ctx: BookingContext, auth: Auth, parent: BookingRow, flight: BookingRow[]) {
    return bookingPermissions({
      slot: { date: parent.date, time: parent.time },
      now: ctx.now,
      isGuest: ctx.isGuest,
      lead: ctx.rules.lead_times,
      isParent: parent.parent_id === null && parent.relatie_id === auth.relatieId,
      matchId: parent.match_id,
      websiteUitschrijven: ctx.config.website_uitschrijven === '1' ? '1' : '0',
      extraPlayersAllowed: ctx.config.booking_web_spelers_bijboeken === '1' ? '1' : '0',
      mainBookerOnlySelf: ctx.config.hoofdboeker_alleen_zichzelf_annuleren === '1' ? '1' : '0',
      hasExtraPlayers: flight.length > 1,
    });
  }

  async summary(auth: Auth, ctx: BookingContext, parentId: number): Promise<BookingSummary> {
    const all = await this.repo.flights(auth.clubId, [parentId]);
    const own = all.find((b) => b.relatie_id === auth.relatieId) ?? all[0]!;
    return toSummary(view(ctx, auth), own, all, await this.sheet.courseNames(auth.clubId));
  }
}

/** 409: the flight changed after the request read it; the member opens it again. */
export const flightChanged = () =>
  new AppError('CONFLICT', 'the booking changed meanwhile; open it again');

/** What the mapper needs of the member, the club and its clock. */
export const view = (ctx: BookingContext, auth: Auth): BookingView => ({
  relatieId: auth.relatieId,
  now: ctx.now,
  timeZone: ctx.club.timezone,
  flightMax: ctx.config.flight_max_deelnemers,
  unknownId: ctx.config.onbekend_relatie_id,
});

/** The tee time a booking row is in. */
export const teeTimeOf = (clubId: number, b: BookingRow): SlotKey => ({
  clubId,
  courseId: b.course_id,
  date: b.date,
  time: b.time,
  startTee: b.start_tee,
});

/** The tee-1 tee time where the booking's flight (from tee 10, 18 holes) holds its turn, or null. */
export const turnOf = (clubId: number, b: BookingRow): SlotKey | null =>
  b.turn_time === null ? null : { ...teeTimeOf(clubId, b), time: b.turn_time, startTee: 1 };
