import type { CardsQuery, ScoringRecordResponse } from '@fairway/contract';
import { notFound } from '../../errors';
import { tenthsToNumber } from '../../lib/tenths';
import type { Auth } from '../../club-context/caller';
import { fullName, type MembersRepository, type PersonVisibility } from '../members';
import { replayCards } from './handicap-record';
import type { ScoringRecordRepository } from './scoring-record.repository';

/** Another member's cards as their WHS scoring record (Rules of Handicapping, Appendix B). */
export class ScoringRecordService {
  constructor(
    private readonly repo: ScoringRecordRepository,
    private readonly members: MembersRepository,
    private readonly visibility: PersonVisibility,
  ) {}

  /**
   * GET /api/relatie/{id}/cards: the member's processed cards (date, course, tee, adjusted gross
   * score, differential, and whether it counts now), within the query's dates and limit. 403
   * where the privacy policy hides other members' cards, 404 for no member of this club, or one
   * the club deactivated (as their member page).
   */
  async of(auth: Auth, relatieId: number, q: CardsQuery): Promise<ScoringRecordResponse> {
    const fields = await this.visibility.of(auth, 'scoring-record', relatieId);
    const member = await this.members.findActive(auth.clubId, relatieId);
    if (!member) throw notFound('member');
    const record = await this.repo.processed(member.id);
    // Which differentials the current index averages: the last entry of a replay of the record.
    const latest = replayCards(
      record.map((r) => r.card),
      member,
    ).at(-1);
    const counting = new Set((latest?.used ?? []).map((pos) => record[pos]!.card.id));
    const picked = record.filter(
      ({ card }) =>
        (!q.date_from || card.datum >= q.date_from) && (!q.date_to || card.datum <= q.date_to),
    );
    if (q.order === 'desc') picked.reverse();
    return {
      relatie: {
        id: relatieId,
        volledige_naam: fullName(member),
        handicap:
          fields.has('handicap') && member.handicap_tenths !== null
            ? tenthsToNumber(member.handicap_tenths)
            : null,
      },
      cards: picked.slice(0, q.limit).map(({ card, baan_naam, club_naam, tee }) => ({
        id: card.id,
        datum: card.datum,
        baan_naam: baan_naam ?? card.unknown_course_name ?? '',
        club_naam,
        tee_naam: tee?.naam ?? null,
        aantal_holes: card.aantal_holes,
        ags: card.ags,
        differential:
          card.differential_tenths === null ? null : tenthsToNumber(card.differential_tenths),
        counts: counting.has(card.id),
      })),
    };
  }
}
