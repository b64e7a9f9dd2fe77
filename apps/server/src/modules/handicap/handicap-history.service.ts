import { LRUCache } from 'lru-cache';
import { HandicapHistoryResponse, type HandicapHistoryQuery } from '@fairway/contract';
import { notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { MemberRow, MembersRepository } from '../members';
import { adjustmentsOf, replayCards } from './handicap-record';
import { explainHistory } from './history-explained';
import type { ScoringRecordRepository } from './scoring-record.repository';

/** How many of the first items of `items` satisfy `ok`. */
function countWhile<T>(items: readonly T[], ok: (item: T) => boolean): number {
  let n = 0;
  while (n < items.length && ok(items[n]!)) n++;
  return n;
}

interface KeptHistory {
  stamp: string;
  answer: HandicapHistoryResponse;
  /** The pages sent so far, by `limit:offset`. */
  bodies: Map<string, string>;
  size: number;
}

/** The member's own handicap history: their record replayed by the engine and explained. */
export class HandicapHistoryService {
  /**
   * Each player's answer as sent, kept while their card version (any change to their cards,
   * processing included, moves it in the database) and their carried-over index stand: a 20-year
   * record is a replay of hundreds of cards and ~200 KB of JSON. Course and tee names may lag by
   * the TTL, as in the card list.
   */
  private readonly kept = new LRUCache<number, KeptHistory>({
    maxSize: 64 * 1024 * 1024,
    // The answer as objects (~1 KB a card) and its pages as text (2 bytes a character).
    sizeCalculation: (v) => 1024 * v.answer.entries.length + 2 * v.size + 64,
    ttl: 60_000,
  });

  constructor(
    private readonly repo: ScoringRecordRepository,
    private readonly members: MembersRepository,
  ) {}

  /**
   * GET /api/relatie/self/handicap as sent: JSON text, checked against the contract when made. A
   * page (`limit`, `offset`) or, without `limit`, the whole record; with `date_from`, of the cards
   * from that day on only.
   */
  async ownBody(auth: Auth, q: HandicapHistoryQuery = { offset: 0 }): Promise<string> {
    const member = await this.members.findById(auth.clubId, auth.relatieId);
    if (!member) throw notFound('member');
    // The version is read before the record: a card written in between makes the kept answer
    // newer than its stamp, never older, so the next call simply replays again.
    const version = await this.repo.version(member.id);
    const stamp = `${version}:${member.start_index_tenths}:${member.start_index_date}`;
    let kept = this.kept.get(member.id);
    if (kept?.stamp !== stamp) {
      kept = { stamp, answer: await this.of(member), bodies: new Map(), size: 0 };
      this.kept.set(member.id, kept);
    }
    const key = `${q.limit ?? ''}:${q.offset}:${q.date_from ?? ''}`;
    let body = kept.bodies.get(key);
    if (body === undefined) {
      const { current } = kept.answer;
      // Newest first: the cards from `date_from` on are the first ones.
      const from = q.date_from;
      const all = kept.answer.entries;
      const entries =
        from === undefined
          ? all
          : all.slice(
              0,
              countWhile(all, (e) => e.datum >= from),
            );
      const page: HandicapHistoryResponse =
        q.limit === undefined
          ? { current, entries: entries.slice(q.offset), next_offset: null }
          : {
              current,
              entries: entries.slice(q.offset, q.offset + q.limit),
              next_offset: q.offset + q.limit < entries.length ? q.offset + q.limit : null,
            };
      body = JSON.stringify(HandicapHistoryResponse.encode(page));
      // Pages asked for are few (the tab's pages of one size); a client asking for many others
      // only makes its own answer fall out of the cache sooner.
      kept.bodies.set(key, body);
      // A new object, so the cache counts the page's size; the TTL still runs from the replay.
      this.kept.set(member.id, { ...kept, size: kept.size + body.length }, { noUpdateTTL: true });
    }
    return body;
  }

  /** Every processed card, newest first, with its step. */
  private async of(member: MemberRow): Promise<HandicapHistoryResponse> {
    const [record, adjustmentRows] = await Promise.all([
      this.repo.processed(member.id),
      this.repo.adjustments(member.id),
    ]);
    const adjustments = adjustmentsOf(adjustmentRows);
    const history = replayCards(
      record.map((r) => r.card),
      member,
      undefined,
      adjustments,
    );
    const { cards, current } = explainHistory(history, adjustments);
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
        committee_adjustment: h.adjustment,
        committee_reason: card.not_counting_reason ?? card.correction_reason,
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
        record_index: current.recordIndex,
        committee_adjustments: adjustmentRows.map((a) => ({
          date: a.datum,
          amount: a.amount_tenths / 10,
          reason: a.reason,
        })),
      },
      entries: entries.reverse(),
    };
  }
}
