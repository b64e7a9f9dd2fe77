import { wall } from './matches.repository';

/**
 * The tee a player of a match plays from: the one they chose at sign-up, else the match's tee for
 * their gender, else the match's first. The one rule for the card a player is given (match-admin)
 * and for what a side's partner without a card plays off (EntryHandicaps).
 */
export function playerTeeId(
  chosen: number | null,
  gender: 'm' | 'v',
  matchTees: readonly { id: number; geslacht: string | null }[],
): number | null {
  return chosen ?? matchTees.find((t) => t.geslacht === gender)?.id ?? matchTees[0]?.id ?? null;
}

/**
 * When a player of a match starts, on the club's wall clock: their flight's start time, else the
 * match's (before the draw), on the match's day. A card is dated here, and the index in effect at
 * this moment is the one it is played off.
 */
export function playerStart(
  aanvang: string,
  flights: readonly { id: number; starttijd: string }[],
  flightId: number | null | undefined,
): { date: string; time: string } {
  const [date, matchTime] = wall(aanvang).split(' ') as [string, string];
  return { date, time: flights.find((f) => f.id === flightId)?.starttijd ?? matchTime };
}
