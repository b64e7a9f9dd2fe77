import type { Booking, BookingSummary, GuestPlayer } from '@fairway/contract';
import { clubInstant, isHistory, type BookingPermissions, type WallClock } from '@fairway/golf';
import { fullName } from '../members';
import type { BookingRow, BookingWithName, SheetCourse } from './booking.types';

/** A player's display name; guests by their own name; unknown players get '' (the app labels them). */
export function playerName(b: BookingWithName): string {
  if (b.member) return fullName(b.member);
  if (b.guest) {
    const g = b.guest as GuestPlayer;
    return [g.firstname ?? g.initials, g.middlename, g.lastname].filter(Boolean).join(' ');
  }
  return '';
}

/** What a booking's wire form needs besides its rows: who looks, the club's clock and config. */
export interface BookingView {
  /** The member looking at it. */
  relatieId: number;
  now: WallClock;
  timeZone: string;
  /** Config flight_max_deelnemers. */
  flightMax: number;
  /** Config onbekend_relatie_id: the member id unknown players are shown with. */
  unknownId: number | null;
}

/** A flight's most players: the club's flight size, at most the course's places. */
export const maxPlayers = (flightMax: number, capacity: number): number =>
  Math.min(flightMax, capacity);

/**
 * A line of "my tee times" (spec §3 booking response): `own`, the member's place, with its flight
 * out of `all`.
 */
export function toSummary(
  view: BookingView,
  own: BookingRow,
  all: BookingWithName[],
  courses: Map<number, { name: string; capacity: number }>,
): BookingSummary {
  const parentId = own.parent_id ?? own.id;
  const flight = all.filter((b) => b.id === parentId || b.parent_id === parentId);
  const me = flight.find((b) => b.relatie_id === view.relatieId) ?? flight[0]!;
  const course = courses.get(own.course_id);
  return {
    id: own.id,
    date: own.date,
    loops: [{ time: own.time }, ...(own.turn_time === null ? [] : [{ time: own.turn_time }])],
    course: { id: own.course_id, name: course?.name ?? '' },
    match_id: own.match_id,
    holes: own.holes,
    start_tee: own.start_tee,
    is_hoofdboeker: own.parent_id === null,
    player: { id: view.relatieId, name: playerName(me) },
    extra_players: flight
      .filter((b) => b.id !== me.id)
      .map((b) => ({ id: b.relatie_id, name: playerName(b) })),
    free_places: Math.max(0, maxPlayers(view.flightMax, course?.capacity ?? 4) - flight.length),
    history: isHistory({ date: own.date, time: own.time }, view.now),
    timestamp: clubInstant(own.date, own.time, view.timeZone),
  };
}

/** GET /api/booking/{id}: the flight as the member `own` sees it, main booker first. */
export function toBooking(
  view: BookingView,
  b: {
    parent: BookingRow;
    flight: BookingWithName[];
    own: BookingRow;
    course: SheetCourse;
    occupied: number;
    perms: BookingPermissions;
  },
): Booking {
  const { parent, flight, own, course, perms } = b;
  const owner = flight[0]!;
  return {
    id: own.id,
    date: parent.date,
    time: parent.time,
    timestamp: clubInstant(parent.date, parent.time, view.timeZone),
    course_id: parent.course_id,
    course_name: course.name,
    start_tee: parent.start_tee,
    holes: parent.holes,
    turn_time: parent.turn_time,
    free_slots: Math.max(0, course.capacity - b.occupied),
    occupied_slots: b.occupied,
    players: flight.map((p) => ({
      member_id: p.unknown ? view.unknownId : p.relatie_id,
      name: playerName(p),
      unknown: p.unknown,
      is_guest: p.guest !== null,
      is_new: false,
      teetime_id: p.id,
      parent_teetime_id: p.parent_id,
      saved: true,
    })),
    max_players: maxPlayers(view.flightMax, course.capacity),
    owner: { id: owner.relatie_id ?? 0, name: playerName(owner) },
    new: false,
    is_hoofdboeker: own.id === parent.id,
    history: perms.history,
    match_id: parent.match_id,
    can_delete_another_player: perms.canDeleteAnotherPlayer,
    can_edit: perms.canEdit,
    can_delete: perms.canDelete,
    offer_delete_choice: perms.offerDeleteChoice,
  };
}
