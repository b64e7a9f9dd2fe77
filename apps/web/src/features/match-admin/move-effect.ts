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
  const held = m.tee_sheet_hold;
  return held ? { kind: 'release', from: held.from, until: held.until } : null;
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

/**
 * Of direct flight sign-up, the start time of the first flight a member already chose, or null.
 * Those flights keep their times when only the match's start time changes (the server lays the
 * flights out again from the new start only while nobody sits in one; seated teams are moved by
 * the draw), so the form says so before the save.
 */
export function seatedFrom(m: AdminMatch): string | null {
  if (!m.direct_in_flight_inschrijven) return null;
  const seated = new Set(m.teams.map((team) => team.flight_id));
  const times = m.flights.filter((f) => seated.has(f.id)).map((f) => f.starttijd);
  return times.sort()[0] ?? null;
}
