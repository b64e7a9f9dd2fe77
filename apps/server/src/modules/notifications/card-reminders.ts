import type { Db } from '../../db/connect';
import { fullName, type MembersRepository } from '../members';
import type { CardEvents, CardRow, CardView, ScorecardsRepository } from '../scorecards';
import { NOTIFICATION_JOBS, type NotificationInput } from './dispatcher';
import { Notifier, type MessageDeps } from './notifier';

export const MARKER_REMINDER = 'marker-reminder';
export const CARD_OUTCOME = 'card-outcome';
export const MARKER_DEADLINE = 'marker-deadline';

/** The marker is reminded at once and again after this long, while the card waits. */
export const MARKER_REMINDER_AGAIN_S = 2 * 3600;
/** How many reminders a card's marker gets: at once and one more. */
const MARKER_REMINDERS = 2;
/** The last reminder comes this long before the club's `marker_overdue_hours` run out… */
const DEADLINE_LEAD_S = 6 * 3600;

/** …or half way, when the club gives the marker less than twice that. */
export function deadlineReminderAfter(overdueHours: number): number {
  const deadline = overdueHours * 3600;
  return Math.max(deadline - DEADLINE_LEAD_S, Math.round(deadline / 2));
}

type ReminderJob = { clubId: number; cardId: number; round: number };
type OutcomeJob = { clubId: number; cardId: number; outcome: 'signed' | 'rejected' };
type DeadlineJob = { clubId: number; cardId: number; hoursLeft: number };

/** What the player hears of their card's outcome, by who decided it. */
const OUTCOME_KIND = {
  marker: { signed: 'card_signed', rejected: 'card_rejected' },
  committee: { signed: 'card_signed_by_committee', rejected: 'card_voided' },
} as const;

const cardKey = (clubId: number, cardId: number) => `${clubId}:${cardId}`;

/** Complete, waiting for its member marker: neither signed, rejected nor processed. */
const waitsForMarker = (c: CardRow) =>
  c.is_ingevuld && c.marker_id !== null && !c.signed_at && !c.rejected_at && !c.verwerkt;

/**
 * The card reminders: the marker has a card to sign (at once, again after 2 hours, and once more
 * before the club's deadline, when the player hears that the card will not count unless it is
 * signed; all cancelled when the card is signed or rejected), and the player hears that their
 * card was signed or rejected.
 * The jobs are made in the card's own transaction (CardEvents); a run reads the card again and
 * notifies once per round (the notification's dedupe key), so a run repeated after a crash
 * notifies nobody twice.
 */
export class CardReminders implements CardEvents {
  private readonly notifier: Notifier;

  constructor(
    private readonly deps: MessageDeps & {
      cards: ScorecardsRepository;
      members: MembersRepository;
    },
  ) {
    this.notifier = new Notifier(deps);
    const jobs = NOTIFICATION_JOBS;
    deps.queue.define<ReminderJob>({
      name: MARKER_REMINDER,
      ...jobs,
      run: (j) => this.remindMarker(j),
      runBatch: (all) => this.remindMarkers(all),
    });
    deps.queue.define<OutcomeJob>({ name: CARD_OUTCOME, ...jobs, run: (j) => this.tellPlayer(j) });
    deps.queue.define<DeadlineJob>({
      name: MARKER_DEADLINE,
      ...jobs,
      run: (j) => this.deadlineNear(j),
    });
  }

  async handedToMarker(tx: ScorecardsRepository, card: CardRow): Promise<void> {
    if (card.marker_id === null) return;
    await this.deps.queue.send<ReminderJob>(
      tx.handle,
      MARKER_REMINDER,
      { clubId: card.club_id, cardId: card.id, round: 1 },
      { singletonKey: cardKey(card.club_id, card.id) },
    );
    // The deadline counts from the submission, which is now (handicap-admin's overdue list).
    const { markerOverdueHours } = await this.deps.messages.within(tx.handle).club(card.club_id);
    const after = deadlineReminderAfter(markerOverdueHours);
    await this.deps.queue.send<DeadlineJob>(
      tx.handle,
      MARKER_DEADLINE,
      {
        clubId: card.club_id,
        cardId: card.id,
        hoursLeft: Math.round(markerOverdueHours - after / 3600),
      },
      { singletonKey: cardKey(card.club_id, card.id), startAfter: after },
    );
  }

  async markerDone(
    tx: ScorecardsRepository,
    card: CardRow,
    outcome: 'signed' | 'rejected',
  ): Promise<void> {
    const key = cardKey(card.club_id, card.id);
    await this.deps.queue.cancel(tx.handle, MARKER_REMINDER, key);
    await this.deps.queue.cancel(tx.handle, MARKER_DEADLINE, key);
    await this.deps.queue.send<OutcomeJob>(
      tx.handle,
      CARD_OUTCOME,
      { clubId: card.club_id, cardId: card.id, outcome },
      { singletonKey: key },
    );
  }

  private async remindMarker(job: ReminderJob): Promise<void> {
    const view = await this.deps.cards.findView(job.cardId);
    await this.remindWith(job, view && this.reminderOf(job, view));
  }

  /** The marker's reminder `n` (none: the card no longer waits), and the next one planned. */
  private async remindWith(job: ReminderJob, n: NotificationInput | undefined): Promise<void> {
    if (!n) return;
    await this.notify(n, async (tx) => {
      if (job.round >= MARKER_REMINDERS) return;
      await this.deps.queue.send<ReminderJob>(
        tx,
        MARKER_REMINDER,
        { ...job, round: job.round + 1 },
        { singletonKey: cardKey(job.clubId, job.cardId), startAfter: MARKER_REMINDER_AGAIN_S },
      );
    });
  }

  /**
   * A worker's batch of reminders (bench/notifications: many due at once): the cards read with one
   * query, then each reminder in its own transaction, side by side as the queue runs jobs (one
   * transaction for the whole batch would run its statements one after another). Answers per
   * reminder the error of one that failed.
   */
  private async remindMarkers(jobs: readonly ReminderJob[]): Promise<(Error | undefined)[]> {
    const views = new Map(
      (await this.deps.cards.findViews(jobs.map((j) => j.cardId))).map((v) => [v.card.id, v]),
    );
    return Promise.all(
      jobs.map(async (job) => {
        const view = views.get(job.cardId);
        try {
          await this.remindWith(job, view && this.reminderOf(job, view));
          return undefined;
        } catch (err) {
          return err instanceof Error ? err : new Error(String(err));
        }
      }),
    );
  }

  /** The marker's reminder of a card still waiting for them, or none. */
  private reminderOf(
    { clubId, round }: ReminderJob,
    view: CardView,
  ): NotificationInput | undefined {
    const card = view.card;
    if (card.club_id !== clubId || !waitsForMarker(card)) return undefined;
    return {
      clubId,
      relatieId: card.marker_id!,
      kind: 'marker_card_to_sign',
      params: { player: fullName(view.speler), date: card.datum },
      link: `/app/mark/${card.id}`,
      dedupeKey: `${MARKER_REMINDER}:${card.id}:${round}`,
    };
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
    // The handicap committee signed or voided it in the marker's place (handicap-admin).
    const by = card.committee_action === 'signed' || card.committee_action === 'voided';
    await this.notify({
      clubId,
      relatieId: player.relatie_id,
      kind: OUTCOME_KIND[by ? 'committee' : 'marker'][outcome],
      params: {
        marker: marker ? fullName(marker) : (card.marker_naam ?? ''),
        date: card.datum,
        ...(rejected ? { remark: card.reject_remark ?? '' } : {}),
      },
      link: `/app/scorecards/card/${card.id}`,
      dedupeKey: `${CARD_OUTCOME}:${card.id}:${outcome}`,
    });
  }

  /**
   * Near the deadline, a card still waiting: its marker is reminded once more, and its player
   * hears that it will not count unless the marker signs in time.
   */
  private async deadlineNear({ clubId, cardId, hoursLeft }: DeadlineJob): Promise<void> {
    const view = await this.deps.cards.findView(cardId);
    if (!view || view.card.club_id !== clubId || !waitsForMarker(view.card)) return;
    const card = view.card;
    const [player, marker] = await Promise.all([
      this.deps.members.findByPlayer(clubId, card.player_id),
      this.deps.members.findById(clubId, card.marker_id!),
    ]);
    const dedupeKey = `${MARKER_DEADLINE}:${card.id}`;
    const all: NotificationInput[] = [
      {
        clubId,
        relatieId: card.marker_id!,
        kind: 'marker_deadline_soon',
        params: { player: fullName(view.speler), date: card.datum, hours: hoursLeft },
        link: `/app/mark/${card.id}`,
        dedupeKey,
      },
    ];
    if (player)
      all.push({
        clubId,
        relatieId: player.relatie_id,
        kind: 'card_deadline_soon',
        params: { marker: marker ? fullName(marker) : '', date: card.datum, hours: hoursLeft },
        link: `/app/scorecards/card/${card.id}`,
        dedupeKey,
      });
    await this.notifier.notify(clubId, all);
  }

  /** The notification, and what follows it, in one transaction; the club's time read before. */
  private notify(n: NotificationInput, then?: (tx: Db) => Promise<void>): Promise<void> {
    return this.notifier.notify(n.clubId, [n], then);
  }
}
