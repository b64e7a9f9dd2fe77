import { addDays, LIMITS, PROCESSING_RESULT, stablefordHolePoints } from '@fairway/golf';
import { CardsResponse, type CardsQuery, type Hole, type Scorecard } from '@fairway/contract';
import { AppError } from '../../errors';
import type { Auth } from '../../club-context/caller';
import { invalid, type CardAccess, type CardContext } from './card-access';
import { cardHoles } from './card-layout';
import { isClosed, submitCard } from './card-submission';
import { fullName } from '../members';
import { toScorecard } from './scorecards.mapper';
import type { CardRow, CardView } from './scorecards.repository';

/** The list answer: the cards, and with `grouped` consecutive cards off one index as a group. */
function cardsAnswer(views: readonly CardView[], digimarker: boolean, grouped: boolean) {
  const cards = views.map((v) => toScorecard(v, { digimarker }));
  const groups: CardsResponse['groups'] = [];
  if (grouped) {
    for (const c of cards) {
      const last = groups.at(-1);
      if (last && last.handicap === c.handicap) last.cards.push(c);
      else groups.push({ handicap: c.handicap, cards: [c] });
    }
  }
  return { cards, groups };
}

/**
 * A member's scorecards: the list, a card and its holes, and the player's scores hole by hole up
 * to the submission. Creating cards is card-create.service's, the marker's part
 * card-marker.service's, processing into the handicap modules/handicap's.
 */
export class ScorecardsService {
  /** Serialised list answers per list the repository keeps, by digimarker flag and grouping. */
  private readonly listBodies = new WeakMap<readonly CardView[], Map<string, string>>();

  constructor(private readonly access: CardAccess) {}

  // ---- reading -------------------------------------------------------------------------------

  /**
   * The member's cards: two years back up to tomorrow by default (spec §9), optionally grouped,
   * as the JSON answer. The home screen's busiest read: a list the repository keeps (same
   * version, same array) is serialised once — and checked against the contract then.
   */
  async listBody(auth: Auth, q: CardsQuery): Promise<string> {
    const ctx = await this.access.clubContext(auth);
    const typesIn = q['type[]'] ?? q.type;
    const types = typesIn === undefined ? undefined : Array.isArray(typesIn) ? typesIn : [typesIn];
    const views = await this.access.cards.list({
      clubId: auth.clubId,
      relatieId: auth.relatieId,
      dateFrom: q.date_from ?? addDays(ctx.today, -365 * LIMITS.CARD_HISTORY_YEARS),
      dateTo: q.date_to ?? addDays(ctx.today, 1),
      types,
      processed: q.processed,
      order: q.order,
      limit: q.limit,
    });
    const key = `${ctx.digimarker}:${q.result_by_handicap ?? false}`;
    let bodies = this.listBodies.get(views);
    if (!bodies) this.listBodies.set(views, (bodies = new Map()));
    let body = bodies.get(key);
    if (body === undefined) {
      const answer = cardsAnswer(views, ctx.digimarker, q.result_by_handicap ?? false);
      body = JSON.stringify(CardsResponse.encode(answer));
      bodies.set(key, body);
    }
    return body;
  }

  /**
   * One card the member may see (their own or one they mark), with its holes when asked: what the
   * card's own screens show, read-only for a past card; the marker by name, member or guest.
   */
  async get(auth: Auth, id: number, opts: { includeHoles: boolean }): Promise<Scorecard> {
    const ctx = await this.access.context(auth);
    const { view } = await this.access.visibleCard(auth, ctx, id);
    const { card } = view;
    const [holes, marker] = await Promise.all([
      opts.includeHoles ? this.access.holesOf(card) : undefined,
      card.marker_id === null
        ? undefined
        : this.access.members.findById(card.club_id, card.marker_id),
    ]);
    return {
      ...toScorecard(view, { digimarker: ctx.digimarker, ...(holes ? { holes } : {}) }),
      marker_volledige_naam: marker ? fullName(marker) : card.marker_naam,
    };
  }

  async holes(auth: Auth, id: number): Promise<Hole[]> {
    const ctx = await this.access.context(auth);
    const { view } = await this.access.visibleCard(auth, ctx, id);
    return this.access.holesOf(view.card);
  }

  async markerCards(auth: Auth): Promise<Scorecard[]> {
    const ctx = await this.access.context(auth);
    const views = await this.access.cards.markerCards(auth.clubId, auth.relatieId);
    return views.map((v) => toScorecard(v, { digimarker: ctx.digimarker }));
  }

  // ---- scores --------------------------------------------------------------------------------

  private async ownCard(auth: Auth, ctx: CardContext, id: number): Promise<CardRow> {
    const { view, own } = await this.access.visibleCard(auth, ctx, id);
    if (!own) throw new AppError('FORBIDDEN', 'only the player enters scores on a card');
    return view.card;
  }

  /** One hole's score, saved on its own (spec §4); the same save twice changes nothing. */
  async saveHole(auth: Auth, id: number, holeNr: number, score: number) {
    const { cards } = this.access;
    await this.access.requireCards(auth);
    // The usual case in one read: the member's own card. Anything else goes the long way, which
    // says why not (not found, or the marker's card).
    const card =
      (await cards.findOwn(auth.clubId, auth.relatieId, id)) ??
      (await this.ownCard(auth, await this.access.context(auth), id));
    if (isClosed(card)) throw new AppError('CONFLICT', 'the card already has a score');
    // Par and strokes received only: the saved scores are not needed for one hole. A score above
    // the hole's ms_max is kept as played; the handicap caps it when the card is processed.
    const holes = cardHoles(card, await this.access.holeRows(card), new Map());
    const hole = holes.find((h) => h.POS === holeNr);
    if (!hole) throw invalid('hole', `hole must be 1–${holes.length}`);
    const open =
      score === 0
        ? await cards.deleteScore(card.club_id, card.id, holeNr)
        : (await cards.saveScore(
            card.club_id,
            card.id,
            holeNr,
            score,
            this.access.club.clock(),
          )) !== 'closed';
    // Submitted or signed between the read above and the save: nothing was saved.
    if (!open) throw new AppError('CONFLICT', 'the card already has a score');
    const sf =
      score > 0
        ? stablefordHolePoints({ par: hole.PAR, strokesReceived: hole.ES, strokes: score })
        : 0;
    return { status: 'success' as const, HoleNr: holeNr, score, sf };
  }

  /** POST /api/scorecards/{id}/edit: all scores; with allScoresSaved 1 the card is submitted. */
  async edit(auth: Auth, id: number, scores: number[], allScoresSaved: 0 | 1) {
    const ctx = await this.access.ownCardContext(auth);
    const card = await this.ownCard(auth, ctx, id);
    // spec §4: already filled — not saved, the card already has a score.
    if (isClosed(card)) return { status: PROCESSING_RESULT.ISINGEVULD, ehcp_nieuw: null };
    if (scores.length !== card.aantal_holes)
      throw invalid('scores', `scores must have ${card.aantal_holes} holes`);
    const holeRows = await this.access.holeRows(card);
    // PGlite has one connection: everything inside the transaction goes through `tx`.
    return this.access.cards.transaction(card.player_id, async (tx) => {
      // After the player, the card row (FOR UPDATE), as a hole save takes it first (FOR SHARE):
      // one lock order, so the two never deadlock; and a card submitted or signed since the read
      // above is not changed — two submits at once process it once.
      const current = await tx.lockOpenCard(card.club_id, card.id);
      if (!current) return { status: PROCESSING_RESULT.ISINGEVULD, ehcp_nieuw: null };
      if (allScoresSaved === 0) {
        await tx.replaceScores(card.club_id, card.id, scores, this.access.club.clock());
        return { status: PROCESSING_RESULT.ISNIETVERWERKT, ehcp_nieuw: null };
      }
      return submitCard(tx, ctx, {
        card: current,
        scores,
        holeRows,
        foreign: false,
        now: this.access.club.clock(),
        events: this.access.events,
      });
    });
  }
}
