import {
  addDays,
  clubDateTime,
  DEFAULT_CLUB_TIME_ZONE,
  minutesAhead as minutesAheadIn,
  type WallClock,
} from '@fairway/golf';

/**
 * The app's club clock: the club time of @fairway/golf (the server's too), in the zone of the
 * member's club as its configuration (GET /api/config) gives it. Until that has arrived, the
 * default zone.
 */
let zone = DEFAULT_CLUB_TIME_ZONE;

/** Called when the club's configuration arrives (features/club/club.queries.ts). */
export function setClubTimeZone(timeZone: string): void {
  zone = timeZone;
}

export const clubTimeZone = (): string => zone;

/** The club's wall clock at `now`: date YYYY-MM-DD and time HH:mm. */
export const clubNow = (now: Date): WallClock => clubDateTime(now, zone);

/** How many minutes the club-local `date` `time` lies after `now` (negative: in the past). */
export const minutesAhead = (date: string, time: string, now: Date): number | null =>
  minutesAheadIn(date, time, now, zone);

export { addDays };
