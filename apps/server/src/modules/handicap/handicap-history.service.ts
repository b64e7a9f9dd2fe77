import type { HandicapHistoryResponse } from '@fairway/contract';
import { notFound } from '../../errors';
import type { Auth } from '../auth/auth.service';
import type { MembersRepository } from '../members/members.repository';
import { replayCards } from './handicap-record';
import { explainHistory } from './history-explained';
import type { ScoringRecordRepository } from './scoring-record.repository';

/** The member's own handicap history: their record replayed by the engine and explained. */
export class HandicapHistoryService {
  constructor(
    private readonly repo: ScoringRecordRepository,
    private readonly members: MembersRepository,
  ) {}

  /** GET /api/relatie/self/handicap: every processed card, newest first, with its step. */
  async own(auth: Auth): Promise<HandicapHistoryResponse> {
    const member = await this.members.findById(auth.clubId, auth.relatieId);
    if (!member) throw notFound('member');
    const record = await this.repo.processed(member.id);
    const history = replayCards(
      record.map((r) => r.card),
      member,
    );
    const { cards, current } = explainHistory(history);
    const entries = history.map((h, i) => {
      const { card, baan_naam, tee } = record[i]!;
      return {
        card_id: card.id,
        datum: h.date,
        baan_naam: baan_naam ?? card.unknown_course_name ?? '',
        tee_naam: tee?.naam ?? null,
        aantal_holes: card.aantal_holes,
        ags: h.adjustedGrossScore,
        pcc: card.pcc,
        differential: h.differential,
        esr: h.esr,
        status: h.status,
        index_before: h.indexBefore,
        calculated_index: h.calculatedIndex,
        low_index: h.lowIndex,
        cap: h.cap,
        index: h.index,
        in_window: cards[i]!.inWindow,
        counts: cards[i]!.counts,
      };
    });
    return {
      current: current && {
        index: current.index,
        scores: current.scores,
        used: current.used,
        adjustment: current.adjustment,
        used_differentials: [...current.usedDifferentials],
        calculated_index: current.calculatedIndex,
        low_index: current.lowIndex,
        cap: current.cap,
      },
      entries: entries.reverse(),
    };
  }
}
