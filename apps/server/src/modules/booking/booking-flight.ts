import type { BookingPlayerInput, GuestPlayer } from '@fairway/contract';
import {
  clampGuestHandicap,
  guestProblems,
  guestsWithin,
  roundMinutes,
  type GuestFieldConfig,
} from '@fairway/golf';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { BookingRepository } from './booking.repository';
import type {
  BookingRow,
  MemberRefusal,
  MemberRules,
  NewBooking,
  SlotKey,
  SlotView,
} from './booking.types';
import { maxPlayers } from './booking.mapper';
import { flightChanged, type BookingContext } from './booking-reads';

/**
 * Building a booking's flight and taking its places, for a new booking and an edit alike: the
 * players as asked (the club's rules for extra players, guests and unknown players), the members'
 * check and the refusals of the SQL that takes the places.
 */

/** A booking's player as the flight is being built. */
export type PlannedPlayer =
  | { kind: 'member'; relatieId: number }
  | { kind: 'guest'; guest: GuestPlayer }
  | { kind: 'unknown' };

export const bad = (field: string, message: string) =>
  new AppError('VALIDATION', `${field}: ${message}`, [{ field, message }]);

/**
 * The players of a flight: the booker first, then the extra players as asked. A member already in
 * the booking is ignored (spec §5); guests are checked against the club's field list and their
 * handicap clamped; unknown players only where the club allows them.
 */
export function planFlight(
  ctx: BookingContext,
  bookerId: number,
  players: BookingPlayerInput[],
  keep: BookingRow[],
): PlannedPlayer[] {
  const planned: PlannedPlayer[] = [{ kind: 'member', relatieId: bookerId }];
  const seen = new Set<number>([
    bookerId,
    ...keep.flatMap((k) => (k.relatie_id ? [k.relatie_id] : [])),
  ]);
  const extrasAllowed = ctx.config.booking_web_spelers_bijboeken === '1';
  // Guests already in the flight stay when a rule changed since; only new ones count against it.
  let guests = keep.filter((k) => k.guest !== null).length;
  players.forEach((p, i) => {
    if ('teetime_id' in p) return;
    if (!extrasAllowed) throw bad(`players.${i}`, 'this club does not allow booking extra players');
    if ('member_id' in p) {
      // The placeholder is booked as { unknown: true }, where the club's rules for it apply.
      if (p.member_id === ctx.config.onbekend_relatie_id) {
        throw bad(`players.${i}.member_id`, 'the unknown player is booked as { unknown: true }');
      }
      if (seen.has(p.member_id)) return;
      seen.add(p.member_id);
      planned.push({ kind: 'member', relatieId: p.member_id });
    } else if ('guest' in p) {
      guests += 1;
      if (!guestsWithin(guests, ctx.rules)) throw tooManyGuests(i, ctx.rules.guests_per_booking);
      const problems = guestProblems(p.guest, ctx.lists.guestFields as GuestFieldConfig[]);
      if (problems.length > 0) {
        throw new AppError(
          'VALIDATION',
          `players.${i}.guest: ${problems.map((x) => `${x.field} ${x.problem}`).join(', ')}`,
          problems.map((x) => ({ field: `players.${i}.guest.${x.field}`, message: x.problem })),
        );
      }
      const handicap =
        p.guest.handicap === null || p.guest.handicap === undefined
          ? null
          : clampGuestHandicap(p.guest.handicap);
      planned.push({ kind: 'guest', guest: { ...p.guest, handicap } });
    } else {
      if (ctx.config.onbekend_relatie_id === null) {
        throw bad(`players.${i}.unknown`, 'this club does not book unknown players');
      }
      if (!ctx.rules.unnamed_players) {
        throw new AppError('BOOKING_UNNAMED_PLAYERS', 'you must book every player by name', [
          { field: `players.${i}.unknown`, message: 'players must be named' },
        ]);
      }
      planned.push({ kind: 'unknown' });
    }
  });
  return planned;
}

const tooManyGuests = (i: number, most: number) =>
  new AppError(
    'BOOKING_TOO_MANY_GUESTS',
    most === 0 ? 'you may not bring guests' : `you may bring at most ${most} guests in one booking`,
    [{ field: `players.${i}.guest`, message: `at most ${most} guests` }],
  );

/**
 * Under the members' row locks (see BookingRepository.checkMembers): every member exists in
 * this club and holds no overlapping tee time. The open-bookings limit is the booker's alone,
 * and an edit only adds places for others, so it never refuses one.
 */
export async function checkMembers(
  tx: BookingRepository,
  ctx: BookingContext,
  auth: Auth,
  planned: PlannedPlayer[],
  slot: { date: string; time: string; holes: number },
  ignoreIds: number[],
): Promise<void> {
  const ids = memberIds(planned);
  if (ids.length === 0) return;
  const check = await tx.checkMembers(
    auth.clubId,
    auth.relatieId,
    ids,
    slot,
    memberRules(ctx),
    ignoreIds,
  );
  if ('refusal' in check) throw memberRefusal(check, auth.relatieId, ctx);
}

/**
 * Holds the tee time (the sheet's row, then the time's: the order of every booking transaction)
 * and checks the flight is still the one `read` before the request changes it: a change is
 * planned on the flight as it was read (who stays, who becomes main booker), and applied to a
 * flight another change has altered meanwhile it strands players (a guest with no member) or
 * mixes the two requests. The caller's own place gone (a cancel tapped twice) is 404, as for a
 * place that never was.
 */
export async function holdFlight(
  tx: BookingRepository,
  key: SlotKey,
  read: { parent: BookingRow; flight: readonly BookingRow[]; own: BookingRow },
): Promise<void> {
  await tx.slots.lockSheetAndRow(key);
  const now = await tx.flights(key.clubId, [read.parent.id]);
  const same =
    now.length === read.flight.length &&
    now.every((b, i) => b.id === read.flight[i]!.id && b.parent_id === read.flight[i]!.parent_id);
  if (same) return;
  if (!(await tx.find(key.clubId, read.own.id))) throw notFound('booking');
  throw flightChanged();
}

/**
 * Takes the places or says why not: full, or locked by someone else booking. A flight that holds
 * a place at tee 1 for the turn (`turn`) takes as many there, after the tee time's own (the
 * order of booking_create).
 */
export async function takePlaces(
  tx: BookingRepository,
  key: SlotKey,
  capacity: number,
  places: number,
  relatieId: number,
  now: Date,
  turn: SlotKey | null = null,
): Promise<void> {
  if (places <= 0) return;
  const result = await tx.slots.takePlaces(key, capacity, places, relatieId, now);
  if (!result.taken && result.blocked) throw slotClosed();
  if (!result.taken) refuseTaken(result.slot, places, relatieId, now);
  if (turn === null) return;
  const atTurn = await tx.slots.takePlaces(turn, capacity, places, relatieId, now);
  if (atTurn.taken) return;
  throw turnRefused(
    { blocked: atTurn.blocked === true, slot: atTurn.blocked ? undefined : atTurn.slot },
    places,
    relatieId,
    now,
  );
}

export function bookingRow(
  p: PlannedPlayer,
  key: SlotKey,
  holes: number,
  bookedBy: number,
  now: Date,
  turnTime: string | null = null,
): NewBooking {
  return {
    course_id: key.courseId,
    date: key.date,
    time: key.time,
    start_tee: key.startTee,
    holes,
    parent_id: null,
    relatie_id: p.kind === 'member' ? p.relatieId : null,
    guest: p.kind === 'guest' ? p.guest : null,
    unknown: p.kind === 'unknown',
    match_id: null,
    booked_by: bookedBy,
    created_at: now,
    turn_time: turnTime,
  };
}

/**
 * Why an 18-hole round from tee 10 could not take its places at tee 1 for the turn: the turn's
 * time is blocked, or full, or someone else is booking it.
 */
export function turnRefused(
  turn: { blocked: boolean; slot: SlotView | undefined },
  places: number,
  relatieId: number,
  now: Date,
): AppError {
  if (turn.blocked) {
    return new AppError('SLOT_CLOSED', 'tee 1 is not available at the turn of this round');
  }
  const taken = takenError(turn.slot, places, relatieId, now);
  return new AppError(taken.code, `${taken.message} at tee 1 at the turn of this round`);
}

/** A block (or the sheet's settings) closes the tee time. */
export const slotClosed = () =>
  new AppError('SLOT_CLOSED', 'this tee time is not available for booking');

/** Why the tee time could not take the places: SLOT_LOCKED while someone else holds the lock
 * (and the places would fit), SLOT_FULL otherwise. */
export function takenError(
  slot: SlotView | undefined,
  places: number,
  relatieId: number,
  now: Date,
): AppError {
  const lockedByOther =
    slot?.locked_until && slot.locked_until > now && slot.locked_by !== relatieId;
  if (lockedByOther && slot.occupied + places <= slot.capacity) {
    return new AppError('SLOT_LOCKED', 'another player is currently booking this time');
  }
  return new AppError('SLOT_FULL', 'not enough free places in this tee time');
}

export function refuseTaken(
  slot: SlotView | undefined,
  places: number,
  relatieId: number,
  now: Date,
): never {
  throw takenError(slot, places, relatieId, now);
}

export const memberIds = (planned: PlannedPlayer[]): number[] =>
  planned.flatMap((p) => (p.kind === 'member' ? [p.relatieId] : []));

/** The rules of a member check, from @fairway/golf, the booker's rules and the club's clock. */
export const memberRules = (ctx: BookingContext): MemberRules => ({
  roundMinutes: [roundMinutes(9), roundMinutes(18)],
  today: ctx.now.date,
  nowTime: ctx.now.time,
  maxOpen: ctx.rules.booking_max_open,
});

export function memberRefusal(r: MemberRefusal, bookerId: number, ctx: BookingContext): AppError {
  switch (r.refusal) {
    case 'missing':
      return bad('players', `member ${r.member} is not a member of this club`);
    case 'overlap':
      return new AppError(
        'BOOKING_OVERLAP',
        r.member === bookerId
          ? `you already have a tee time at ${r.time} that day`
          : `a player already has a tee time at ${r.time} that day`,
      );
    case 'limit':
      // Only the booker's own tee times count, so only the booker meets the limit.
      return new AppError(
        'BOOKING_LIMIT',
        `you made the most open bookings you may hold (${ctx.rules.booking_max_open})`,
      );
  }
}

/** 400 when a flight of `players` does not fit the club's flight size or the course's places. */
export function checkFlightSize(ctx: BookingContext, capacity: number, players: number): void {
  const most = maxPlayers(ctx.config.flight_max_deelnemers, capacity);
  if (players > most) throw bad('players', `a tee time holds at most ${most} players`);
}
