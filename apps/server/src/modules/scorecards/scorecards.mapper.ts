import { CARD_TYPE } from '@fairway/golf';
import type { CardState, Hole, Scorecard } from '@fairway/contract';
import { fullName } from '../members';
import { adjustedHolesOf } from './card-layout';
import type { CardRow, CardView } from './scorecards.repository';

/** spec §2: open, to be marked, processed, rejected. */
export function stateOf(card: CardRow, needsSignature: boolean): CardState {
  if (card.rejected_at) return 'afgekeurd';
  if (card.verwerkt) return 'verwerkt';
  if (card.is_ingevuld && needsSignature && !card.signed_at) return 'te_markeren';
  return 'open';
}

/** Whether a card waits for its marker: digital marking on and a member marker named. */
export const needsSignature = (card: CardRow, digimarker: boolean) =>
  digimarker && card.marker_id !== null;

const tenths = (t: number | null) => (t === null ? null : t / 10);

export function toScorecard(v: CardView, opts: { digimarker: boolean; holes?: Hole[] }): Scorecard {
  const c = v.card;
  const isForeign = c.course_club_id !== null && c.course_club_id !== c.club_id;
  const sc: Scorecard = {
    id: c.id,
    typekaart: c.typekaart,
    baan_id: isForeign ? null : c.baan_id,
    vreemde_baan_id: isForeign ? c.baan_id : null,
    tee_id: c.tee_id,
    team_id: c.team_id,
    wedstrijd_id: c.wedstrijd_id,
    marker_id: c.marker_id,
    marker_naam: c.marker_naam,
    marker_email: c.marker_email,
    relatie_id: c.relatie_id,
    parent_kaart_id: null,
    kaart_per_speler: true,
    score_berekening: c.score_berekening,
    open_voor_score: !c.is_ingevuld && !c.rejected_at && !c.verwerkt,
    aantal_holes: c.aantal_holes,
    score_9h: c.aantal_holes === 9 ? c.gross : null,
    score_18h: c.aantal_holes === 18 ? c.gross : null,
    score_anders: null,
    sf_score_wed: c.sf_score,
    uitslag: c.uitslag,
    ehcp_nieuw: tenths(c.ehcp_nieuw_tenths),
    timestamp: `${c.datum}T${c.tijd}:00`,
    kaart_holes: c.aantal_holes,
    is_ingevuld: c.is_ingevuld,
    secure_time_expired: c.signed_at !== null || c.rejected_at !== null || c.verwerkt,
    wedstrijdvorm: { spelers: 1, uitslag: c.score_berekening },
    wedstrijd: { handicapverrekening: 100 },
    datum: c.datum,
    tijd: c.tijd,
    state: stateOf(c, needsSignature(c, opts.digimarker)),
    baan_naam: c.unknown_course_name ?? v.baan_naam ?? '',
    club_naam: c.unknown_course_name ? '' : v.club_naam,
    tee: v.tee,
    speler_naam: fullName(v.speler),
    handicap: tenths(c.index_before_tenths),
    differential: tenths(c.differential_tenths),
    ags: c.ags,
    opmerking: c.opmerking,
    reject_remark: c.reject_remark,
    committee:
      c.correction_reason !== null || c.not_counting_reason !== null || c.committee_action !== null
        ? {
            correction_reason: c.correction_reason,
            not_counting_reason: c.not_counting_reason,
            action: c.committee_action,
            reason: c.committee_reason,
          }
        : null,
  };
  if (opts.holes) {
    const adjusted = adjustedHolesOf(c, opts.holes);
    sc.holes = opts.holes.map((h, i) => ({
      HoleNr: h.HoleNr,
      PAR: h.PAR,
      SI: h.SI,
      ES: h.ES,
      score: h.ms_current,
      sf: h.sf,
      ms_max: h.ms_max,
      adjusted: adjusted[i] ?? null,
    }));
  }
  return sc;
}

/** Card types a member may register as a qualifying card (own club or foreign). */
export const QUALIFYING_TYPES: readonly number[] = [CARD_TYPE.QUALIFYING, CARD_TYPE.VREEMDEQKAART];
