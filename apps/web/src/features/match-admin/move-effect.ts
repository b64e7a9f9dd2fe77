import type { AdminMatch } from '@fairway/contract';
import type { MatchDraft } from './match-form';

/**
 * What saving a moved match (another day or course; a drawn one also another start time, see
 * editMoves) does to its start list, for the form to say before the save: a drawn list goes with
 * the times it holds ('undraw'); of direct flight sign-up the members keep the flights they chose
 * and only the held times go ('release'); null when the move takes nothing away.
 */
export type MoveEffect =
  { kind: 'undraw' } | { kind: 'release'; from: string; until: string } | null;

export function moveEffect(m: AdminMatch): MoveEffect {
  if (!m.direct_in_flight_inschrijven) return m.flights.length > 0 ? { kind: 'undraw' } : null;
  return m.tee_sheet_hold ? { kind: 'release', ...m.tee_sheet_hold } : null;
}

type Where = Pick<MatchDraft, 'datum' | 'tijd' | 'course_id'>;

/**
 * Whether saving `edited` (of the match as it was, `saved`) takes the effect away: a move to
 * another day or course, and for a drawn list also another start time (the draw started at the
 * match's start; the server draws it again, as it does for a move).
 */
export function editMoves(effect: MoveEffect, saved: Where, edited: Where): boolean {
  if (!effect) return false;
  if (edited.datum !== saved.datum || edited.course_id !== saved.course_id) return true;
  return effect.kind === 'undraw' && edited.tijd !== saved.tijd;
}
