import { clockMinutes, formatClock } from '../club-time';
import { GolfInputError } from '../errors';
import { requireInteger } from '../validate';

/** A player's wish for the start list (spec §3 Registration, inschrijfinfo.vroeglaat). */
export type DrawPreference = 'early' | 'late' | null;

/** One registration as the draw sees it. */
export interface DrawEntry {
  /** The registration's id; the draw's output names entries by it. */
  id: number;
  /** Handicap index in tenths (plus handicaps negative), as at the close of sign-up. */
  handicapTenths: number;
  /** Position in the sign-up order (lower signed up earlier; ties broken by id). */
  signupOrder: number;
  preference: DrawPreference;
  /** Entries with the same team id are one side and always share a flight. */
  teamId?: number | null;
}

/** How flights are filled: by handicap (lowest first) or by sign-up order. */
export type DrawOrder = 'handicap' | 'signup';
/** One tee (all flights from tee 1), two tees (1 and `secondTee`, in waves), or a shotgun. */
export type StartMode = 'one_tee' | 'two_tees' | 'shotgun';

export interface DrawOptions {
  order: DrawOrder;
  /** Players per flight, 1–4; a side counts with all its players. */
  playersPerFlight: number;
  /** First start, 'HH:mm' club time (a shotgun: the one start for all). */
  firstTime: string;
  /** Minutes between starts from one tee (ignored for a shotgun). */
  intervalMinutes: number;
  start: StartMode;
  /** Holes of the course: a shotgun starts at most two flights on each hole. */
  courseHoles: number;
  /** The second tee of a two-tee start (default 10). */
  secondTee?: number;
}

/** A flight of the start list. */
export interface DrawnFlight {
  /** 1, 2, … in start order (by time, then tee). */
  number: number;
  /** Start time, 'HH:mm'. */
  time: string;
  /** The hole the flight starts on. */
  tee: number;
  /** A shotgun's second flight on the same hole is 'B' ("1B"); otherwise 'A'. */
  group: 'A' | 'B';
  /** Registration ids, sides together, in draw order. */
  entries: number[];
}

export interface DrawResult {
  flights: DrawnFlight[];
  /**
   * Entries whose early/late wish could not be met (more wishes than early or late places, or a
   * shotgun, where everyone starts at once). Their sign-up order decided who got the place.
   */
  preferenceNotMet: number[];
}

interface Side {
  ids: number[];
  size: number;
  handicapSum: number;
  signupOrder: number;
  firstId: number;
  preference: DrawPreference;
}

function checkOptions(options: DrawOptions): Required<DrawOptions> {
  if (options.order !== 'handicap' && options.order !== 'signup') {
    throw new GolfInputError('OPTION_INVALID', 'order', 'order must be handicap or signup');
  }
  if (!['one_tee', 'two_tees', 'shotgun'].includes(options.start)) {
    throw new GolfInputError(
      'OPTION_INVALID',
      'start',
      'start must be one_tee, two_tees or shotgun',
    );
  }
  const perFlight = requireInteger(options.playersPerFlight, 'playersPerFlight');
  if (perFlight < 1 || perFlight > 4) {
    throw new GolfInputError('OPTION_INVALID', 'playersPerFlight', 'playersPerFlight must be 1–4');
  }
  if (clockMinutes(options.firstTime) === null) {
    throw new GolfInputError('OPTION_INVALID', 'firstTime', 'firstTime must be HH:mm');
  }
  const interval = requireInteger(options.intervalMinutes, 'intervalMinutes');
  if (interval < 1 || interval > 60) {
    throw new GolfInputError('OPTION_INVALID', 'intervalMinutes', 'intervalMinutes must be 1–60');
  }
  const courseHoles = requireInteger(options.courseHoles, 'courseHoles');
  if (courseHoles !== 9 && courseHoles !== 18 && courseHoles !== 27) {
    throw new GolfInputError('OPTION_INVALID', 'courseHoles', 'courseHoles must be 9, 18 or 27');
  }
  const secondTee = requireInteger(options.secondTee ?? 10, 'secondTee');
  if (options.start === 'two_tees' && (secondTee < 2 || secondTee > courseHoles)) {
    throw new GolfInputError('OPTION_INVALID', 'secondTee', `secondTee must be 2–${courseHoles}`);
  }
  return {
    ...options,
    playersPerFlight: perFlight,
    intervalMinutes: interval,
    courseHoles,
    secondTee,
  };
}

/** Registrations grouped into sides (a team is one side), each side's members by sign-up. */
function sidesOf(entries: readonly DrawEntry[], perFlight: number): Side[] {
  const seen = new Set<number>();
  const byTeam = new Map<number, DrawEntry[]>();
  const sides: DrawEntry[][] = [];
  entries.forEach((e, i) => {
    const id = requireInteger(e.id, `entries[${i}].id`);
    if (seen.has(id))
      throw new GolfInputError('OPTION_INVALID', `entries[${i}].id`, 'duplicate id');
    seen.add(id);
    requireInteger(e.handicapTenths, `entries[${i}].handicapTenths`);
    requireInteger(e.signupOrder, `entries[${i}].signupOrder`);
    if (e.preference !== null && e.preference !== 'early' && e.preference !== 'late') {
      throw new GolfInputError('OPTION_INVALID', `entries[${i}].preference`);
    }
    if (e.teamId === null || e.teamId === undefined) {
      sides.push([e]);
      return;
    }
    const team = byTeam.get(e.teamId);
    if (team) team.push(e);
    else {
      const members = [e];
      byTeam.set(e.teamId, members);
      sides.push(members);
    }
  });
  return sides.map((members) => {
    if (members.length > perFlight) {
      throw new GolfInputError(
        'OPTION_INVALID',
        'playersPerFlight',
        `a team of ${members.length} does not fit a flight of ${perFlight}`,
      );
    }
    const sorted = [...members].sort(bySignup);
    const first = sorted[0] as DrawEntry;
    return {
      ids: sorted.map((m) => m.id),
      size: sorted.length,
      handicapSum: sorted.reduce((sum, m) => sum + m.handicapTenths, 0),
      signupOrder: first.signupOrder,
      firstId: first.id,
      // The side's wish: that of its first member to sign up with one.
      preference: sorted.find((m) => m.preference !== null)?.preference ?? null,
    };
  });
}

function bySignup(a: { signupOrder: number; id: number }, b: { signupOrder: number; id: number }) {
  return a.signupOrder - b.signupOrder || a.id - b.id;
}

const sideBySignup = (a: Side, b: Side) => a.signupOrder - b.signupOrder || a.firstId - b.firstId;

/** Lowest average handicap first (compared exactly: sum × size across), then sign-up order. */
const sideByHandicap = (a: Side, b: Side) =>
  a.handicapSum * b.size - b.handicapSum * a.size || sideBySignup(a, b);

/**
 * Sides cut into flights in the given order: `count` flights whose sizes differ by at most one
 * (the smaller ones first), a side never split. Null when the sides do not fit `count` flights.
 */
function pack(sides: readonly Side[], count: number, perFlight: number): Side[][] | null {
  const players = sides.reduce((n, s) => n + s.size, 0);
  const base = Math.floor(players / count);
  const larger = players - base * count;
  const flights: Side[][] = [];
  let i = 0;
  for (let f = 0; f < count; f++) {
    const target = f < count - larger ? base : base + 1;
    const flight: Side[] = [];
    let size = 0;
    while (i < sides.length) {
      const side = sides[i] as Side;
      // A side that would overshoot the target still goes in if the flight is otherwise empty or
      // the flight stays within its capacity and the rest would not fit otherwise (last flight).
      const fits = size + side.size <= target || (size === 0 && side.size <= perFlight);
      const last = f === count - 1 && size + side.size <= perFlight;
      if (!fits && !last) break;
      flight.push(side);
      size += side.size;
      i++;
    }
    if (flight.length === 0) return null;
    flights.push(flight);
  }
  return i === sides.length ? flights : null;
}

function packAll(sides: readonly Side[], perFlight: number): Side[][] {
  const players = sides.reduce((n, s) => n + s.size, 0);
  for (let count = Math.ceil(players / perFlight); count <= sides.length; count++) {
    const flights = pack(sides, count, perFlight);
    if (flights) return flights;
  }
  // Unreachable: one side per flight always fits (every side fits a flight).
  return sides.map((s) => [s]);
}

/** The number of flights at the start and at the end that count as early and as late. */
function wingFlights(flightCount: number): number {
  return Math.floor(flightCount / 2);
}

/**
 * The start-list draw. Deterministic: the same registrations and options give the same list,
 * whatever order the registrations come in.
 *
 * 1. Sides (a team's members together; an individual alone) are ordered by handicap (lowest
 *    average first) or by sign-up, ties by sign-up order and then id.
 * 2. The field is cut into the fewest flights of at most `playersPerFlight` players with sizes
 *    differing by at most one, the smaller flights first; a side is never split.
 * 3. Early and late wishes: the first half of the flights (rounded down) are early, the last half
 *    late, the middle one of an odd count neither. Wishes are granted in sign-up order while places
 *    last; granted early sides go to the front, granted late sides to the back, each keeping the
 *    draw order, and sides whose wish could not be granted sit next to their wing. A shotgun starts
 *    everyone at once, so no wish is met there.
 * 4. Times and tees: one tee, every `intervalMinutes` from `firstTime`; two tees, in waves (flight
 *    1 on tee 1 and flight 2 on `secondTee` at `firstTime`, …); a shotgun, all at `firstTime` on
 *    holes 1, 2, …, with a second flight ('B') on holes 1, 2, … when there are more flights than
 *    holes (at most two per hole).
 */
export function drawStartList(entries: readonly DrawEntry[], options: DrawOptions): DrawResult {
  if (!Array.isArray(entries)) throw new GolfInputError('INPUT_MISSING', 'entries');
  const o = checkOptions(options);
  const sides = sidesOf(entries, o.playersPerFlight).sort(
    o.order === 'handicap' ? sideByHandicap : sideBySignup,
  );
  if (sides.length === 0) return { flights: [], preferenceNotMet: [] };

  // Flight sizes come from the plain order; the wings' capacity in players follows from them.
  const plain = packAll(sides, o.playersPerFlight);
  const shotgun = o.start === 'shotgun';
  if (shotgun && plain.length > 2 * o.courseHoles) {
    throw new GolfInputError(
      'OPTION_INVALID',
      'start',
      `${plain.length} flights do not fit a shotgun on ${o.courseHoles} holes`,
    );
  }
  const wing = wingFlights(plain.length);
  const sizeOf = (flight: Side[]) => flight.reduce((n, s) => n + s.size, 0);
  const earlyPlaces = shotgun ? 0 : plain.slice(0, wing).reduce((n, f) => n + sizeOf(f), 0);
  const latePlaces = shotgun
    ? 0
    : plain.slice(plain.length - wing).reduce((n, f) => n + sizeOf(f), 0);

  const grant = (wish: 'early' | 'late', places: number) => {
    const granted = new Set<Side>();
    let left = places;
    for (const side of [...sides].filter((s) => s.preference === wish).sort(sideBySignup)) {
      if (side.size <= left) {
        granted.add(side);
        left -= side.size;
      }
    }
    return granted;
  };
  const early = grant('early', earlyPlaces);
  const late = grant('late', latePlaces);
  const group = (keep: (s: Side) => boolean) => sides.filter(keep);
  const ordered = [
    ...group((s) => early.has(s)),
    ...group((s) => s.preference === 'early' && !early.has(s)),
    ...group((s) => s.preference === null),
    ...group((s) => s.preference === 'late' && !late.has(s)),
    ...group((s) => late.has(s)),
  ];
  const flights = packAll(ordered, o.playersPerFlight);

  const first = clockMinutes(o.firstTime) as number;
  const drawn: DrawnFlight[] = flights.map((flight, i) => {
    let minutes = first;
    let tee = 1;
    let group: 'A' | 'B' = 'A';
    if (o.start === 'one_tee') minutes = first + i * o.intervalMinutes;
    else if (o.start === 'two_tees') {
      minutes = first + Math.floor(i / 2) * o.intervalMinutes;
      tee = i % 2 === 0 ? 1 : o.secondTee;
    } else {
      tee = (i % o.courseHoles) + 1;
      group = i < o.courseHoles ? 'A' : 'B';
    }
    if (minutes >= 1440) {
      throw new GolfInputError('OPTION_INVALID', 'firstTime', 'the start list runs past midnight');
    }
    return {
      number: i + 1,
      time: formatClock(minutes),
      tee,
      group,
      entries: flight.flatMap((s) => s.ids),
    };
  });

  // A wish is met when the side ended up in its wing of the final list.
  const finalWing = wingFlights(flights.length);
  const notMet: number[] = [];
  flights.forEach((flight, i) => {
    for (const side of flight) {
      const met =
        !shotgun &&
        ((side.preference === 'early' && i < finalWing) ||
          (side.preference === 'late' && i >= flights.length - finalWing));
      if (side.preference !== null && !met) notMet.push(...side.ids);
    }
  });
  return { flights: drawn, preferenceNotMet: notMet.sort((a, b) => a - b) };
}
