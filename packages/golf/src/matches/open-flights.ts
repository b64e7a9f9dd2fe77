import { DEFAULT_TEE_INTERVALS } from '../booking/tee-sheet-layout';
import { clockMinutes, formatClock } from '../club-time';

/** A flight of a match whose members choose their own (direct flight sign-up), still empty. */
export interface OpenFlight {
  nummer: number;
  starttijd: string;
  /** Teams the flight takes. */
  capacity: number;
}

const DAY_MINUTES = 24 * 60;

/**
 * The flights members choose from when a match has direct flight sign-up (spec §5 flight_id):
 * enough for a full field (`max_deelnemers` players, `spelers` per team, `spelers_per_flight`
 * teams per flight), from the match's start at the course's tee-sheet intervals taken in turn
 * (an alternating 8 and 9 minutes as the sheet has it), all from tee 1. None starts after the day
 * ends: a field too large for the day gets the flights that fit.
 */
export function openFlights(
  match: { start: string; max_deelnemers: number; spelers: number; spelers_per_flight: number },
  intervals: readonly number[],
): OpenFlight[] {
  const first = clockMinutes(match.start);
  if (first === null) throw new Error(`not a time of day: ${match.start}`);
  const given = intervals.filter((i) => i > 0);
  const steps = given.length > 0 ? given : DEFAULT_TEE_INTERVALS;
  const count = Math.ceil(match.max_deelnemers / (match.spelers * match.spelers_per_flight));
  const flights: OpenFlight[] = [];
  for (let i = 0, at = first; i < count && at < DAY_MINUTES; i++) {
    flights.push({ nummer: i + 1, starttijd: formatClock(at), capacity: match.spelers_per_flight });
    at += steps[i % steps.length]!;
  }
  return flights;
}
