import type { CommitteeCard, HandicapMember } from '@fairway/contract';
import { fullName } from '../members';
import { stateOf, type CardView } from '../scorecards';
import type { CommitteeMemberRow } from './handicap-admin.repository';

const tenths = (t: number | null) => (t === null ? null : t / 10);

/** A member as the committee's search and card screen show them. */
export function memberView(m: CommitteeMemberRow): HandicapMember {
  return {
    relatie_id: m.relatie_id,
    naam: fullName(m),
    gsn: m.gsn,
    handicap: tenths(m.handicap_tenths),
  };
}

/** A card as the committee's screen shows it, with what the committee may still do to it. */
export function cardView(v: CardView, scores: number[], digimarker: boolean): CommitteeCard {
  const c = v.card;
  return {
    id: c.id,
    datum: c.datum,
    tijd: c.tijd,
    baan_naam: c.unknown_course_name ?? v.baan_naam ?? '',
    aantal_holes: c.aantal_holes,
    typekaart: c.typekaart,
    state: stateOf(c, digimarker && c.marker_id !== null),
    verwerkt: c.verwerkt,
    gross: c.gross,
    ags: c.ags,
    differential: tenths(c.differential_tenths),
    ehcp_nieuw: tenths(c.ehcp_nieuw_tenths),
    scores: Array.from({ length: scores.length ? c.aantal_holes : 0 }, (_, i) => scores[i] ?? 0),
    correctable: c.verwerkt && c.tee_id !== null && c.course_club_id !== null,
    correction_reason: c.correction_reason,
    not_counting_reason: c.not_counting_reason,
    committee_action: c.committee_action,
    committee_reason: c.committee_reason,
  };
}
