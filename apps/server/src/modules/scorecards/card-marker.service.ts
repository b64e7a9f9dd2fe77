import { CARD_TYPE, PROCESSING_RESULT } from '@fairway/golf';
import { AppError } from '../../errors';
import type { Auth } from '../../club-context/caller';
import { processCard } from '../handicap/handicap-processing';
import type { HoleRow } from '../courses/courses.repository';
import type { CardAccess } from './card-access';
import type { CardRow, ScorecardsRepository } from './scorecards.repository';

/**
 * What a signature leads to, the marker's or the handicap committee's in the marker's place
 * (modules/handicap-admin): the card is processed with its saved scores, unless a younger card
 * was processed first. In the signature's transaction, which holds the player's lock.
 */
export async function afterSignature(
  tx: ScorecardsRepository,
  card: CardRow,
  holeRows: readonly HoleRow[],
  today: string,
) {
  // A match card counts only through its match (match-admin's processing, and only for a
  // qualifying match), which takes it signed or not: the signature only attests the scores.
  if (card.typekaart === CARD_TYPE.WEDSTRIJD) return;
  if (await tx.hasLaterProcessed(card.player_id, card.datum, card.tijd)) {
    await tx.update(card.club_id, card.id, { uitslag: PROCESSING_RESULT.ISLAATSTVERWERKT });
    return;
  }
  const saved = await tx.scores(card.club_id, card.id);
  const strokes = Array.from(
    { length: card.aantal_holes },
    (_, i) => saved.find((s) => s.hole_nr === i + 1)?.strokes ?? 0,
  );
  await processCard(tx, card, holeRows, strokes, today);
}

/** The marker's part (spec §4 "Marker"): signing a submitted card, or rejecting it. */
export class CardMarkerService {
  constructor(private readonly access: CardAccess) {}

  private async markedCard(auth: Auth, id: number, action: 'signs' | 'rejects') {
    const ctx = await this.access.context(auth);
    const { view, marker } = await this.access.visibleCard(auth, ctx, id);
    if (!marker) throw new AppError('FORBIDDEN', `only the marker ${action} a card`);
    return { card: view.card, today: ctx.today };
  }

  /**
   * The marker signs: the card is then processed (unless a younger card was processed first, or
   * it is a match card, which waits for its match).
   */
  async sign(auth: Auth, id: number) {
    const { card, today } = await this.markedCard(auth, id, 'signs');
    const holeRows = await this.access.holeRows(card);
    return this.access.cards.transaction(card.player_id, async (tx) => {
      const signed = await tx.markSigned(auth.clubId, id, auth.relatieId, this.access.club.clock());
      if (!signed)
        throw new AppError(
          'CONFLICT',
          'the card cannot be signed (not complete, or already signed or rejected)',
        );
      await afterSignature(tx, card, holeRows, today);
      await this.access.events.markerDone(tx, card, 'signed');
      return { status: 'success' as const };
    });
  }

  async reject(auth: Auth, id: number, reason: { code: number; remark: string }) {
    const { card } = await this.markedCard(auth, id, 'rejects');
    const ok = await this.access.cards.transaction(card.player_id, async (tx) => {
      const done = await tx.markRejected(
        auth.clubId,
        id,
        auth.relatieId,
        this.access.club.clock(),
        reason,
      );
      if (done) await this.access.events.markerDone(tx, card, 'rejected');
      return done;
    });
    if (!ok) throw new AppError('CONFLICT', 'the card can no longer be rejected');
    return { status: 'success' as const };
  }
}
