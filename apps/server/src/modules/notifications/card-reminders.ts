import type { ClubContext } from '../../club-context/club-context';
import type { Db } from '../../db/connect';
import { transaction } from '../../db/transaction';
import type { JobQueue } from '../jobs';
import { fullName, type MembersRepository } from '../members';
import type { CardEvents, CardRow, ScorecardsRepository } from '../scorecards';
import type { NotificationDispatcher, NotificationInput } from './dispatcher';

export const MARKER_REMINDER = 'marker-reminder';
export const CARD_OUTCOME = 'card-outcome';

/** The marker is reminded at once and again after this long, while the card waits. */
export const MARKER_REMINDER_AGAIN_S = 2 * 3600;
/** How many reminders a card's marker gets: at once and one more. */
const MARKER_REMINDERS = 2;

type ReminderJob = { clubId: number; cardId: number; round: number };
type OutcomeJob = { clubId: number; cardId: number; outcome: 'signed' | 'rejected' };

const cardKey = (clubId: number, cardId: number) => `${clubId}:${cardId}`;

/** Complete, waiting for its member marker: neither signed, rejected nor processed. */
const waitsForMarker = (c: CardRow) =>
  c.is_ingevuld && c.marker_id !== null && !c.signed_at && !c.rejected_at && !c.verwerkt;

/**
 * The card reminders: the marker has a card to sign (at once, again after 2 hours, cancelled when
 * the card is signed or rejected), and the player hears that their card was signed or rejected.
 * The jobs are made in the card's own transaction (CardEvents); a run reads the card again and
 * notifies once per round (the notification's dedupe key), so a run repeated after a crash
 * notifies nobody twice.
 */
export class CardReminders implements CardEvents {
  constructor(
    private readonly deps: {
      db: Db;
      queue: JobQueue;
      dispatcher: NotificationDispatcher;
      cards: ScorecardsRepository;
      members: MembersRepository;
      club: ClubContext;
    },
  ) {
    deps.queue.define<ReminderJob>({ name: MARKER_REMINDER, run: (j) => this.remindMarker(j) });
    deps.queue.define<OutcomeJob>({ name: CARD_OUTCOME, run: (j) => this.tellPlayer(j) });
  }

  async handedToMarker(tx: ScorecardsRepository, card: CardRow): Promise<void> {
    if (card.marker_id === null) return;
    await this.deps.queue.send<ReminderJob>(
      tx.handle,
      MARKER_REMINDER,
      { clubId: card.club_id, cardId: card.id, round: 1 },
      { singletonKey: cardKey(card.club_id, card.id) },
    );
  }

  async markerDone(
    tx: ScorecardsRepository,
    card: CardRow,
    outcome: 'signed' | 'rejected',
  ): Promise<void> {
    const key = cardKey(card.club_id, card.id);
    await this.deps.queue.cancel(tx.handle, MARKER_REMINDER, key);
    await this.deps.queue.send<OutcomeJob>(
      tx.handle,
      CARD_OUTCOME,
      { clubId: card.club_id, cardId: card.id, outcome },
      { singletonKey: key },
    );
  }

  private async remindMarker({ clubId, cardId, round }: ReminderJob): Promise<void> {
    const view = await this.deps.cards.findView(cardId);
    if (!view || view.card.club_id !== clubId || !waitsForMarker(view.card)) return;
    const card = view.card;
    await this.notify(
      {
        clubId,
        relatieId: card.marker_id!,
        kind: 'marker_card_to_sign',
        params: { player: fullName(view.speler), date: card.datum },
        link: `/app/mark/${card.id}`,
        dedupeKey: `${MARKER_REMINDER}:${card.id}:${round}`,
      },
      async (tx) => {
        if (round >= MARKER_REMINDERS) return;
        await this.deps.queue.send<ReminderJob>(
          tx,
          MARKER_REMINDER,
          { clubId, cardId, round: round + 1 },
          { singletonKey: cardKey(clubId, cardId), startAfter: MARKER_REMINDER_AGAIN_S },
        );
      },
    );
  }

  private async tellPlayer({ clubId, cardId, outcome }: OutcomeJob): Promise<void> {
    const view = await this.deps.cards.findView(cardId);
    if (!view || view.card.club_id !== clubId) return;
    const card = view.card;
    const [player, marker] = await Promise.all([
      this.deps.members.findByPlayer(clubId, card.player_id),
      card.marker_id === null ? undefined : this.deps.members.findById(clubId, card.marker_id),
    ]);
    if (!player) return;
    const rejected = outcome === 'rejected';
    await this.notify({
      clubId,
      relatieId: player.relatie_id,
      kind: rejected ? 'card_rejected' : 'card_signed',
      params: {
        marker: marker ? fullName(marker) : (card.marker_naam ?? ''),
        date: card.datum,
        ...(rejected ? { remark: card.reject_remark ?? '' } : {}),
      },
      link: `/app/scorecards/card/${card.id}`,
      dedupeKey: `${CARD_OUTCOME}:${card.id}:${outcome}`,
    });
  }

  /** The notification, and what follows it, in one transaction; the club's time read before. */
  private async notify(n: NotificationInput, then?: (tx: Db) => Promise<void>): Promise<void> {
    const { time } = await this.deps.club.now(n.clubId);
    const now = this.deps.club.clock();
    await transaction(this.deps.db, async (tx) => {
      await this.deps.dispatcher.notify(tx, n, time, now);
      await then?.(tx);
    });
  }
}
