import type { AdminMatch } from '@fairway/contract';

/**
 * What saving a match moved to another day or course does to its start list, for the form to say
 * before the save: a drawn list goes with the times it holds ('undraw'); of direct flight sign-up
 * the members keep the flights they chose and only the held times go ('release'); null when the
 * move takes nothing away.
 */
export type MoveEffect =
  { kind: 'undraw' } | { kind: 'release'; from: string; until: string } | null;

export function moveEffect(m: AdminMatch): MoveEffect {
  if (!m.direct_in_flight_inschrijven) return m.flights.length > 0 ? { kind: 'undraw' } : null;
  return m.tee_sheet_hold ? { kind: 'release', ...m.tee_sheet_hold } : null;
}
