import { clubInstant } from '@fairway/golf';
import type { Db } from '../../db/connect';
import type { MatchRow } from '../../db/schema';
import type { MatchEvents } from '../matches';
import { NOTIFICATION_JOBS, type NotificationInput } from './dispatcher';
import type { MatchMessageRow } from './messages.repository';
import { Notifier, type MessageDeps } from './notifier';

export const MATCH_SIGN_UP_CLOSES = 'match-sign-up-closes';
export const MATCH_PROMOTED = 'match-promoted';
export const MATCH_START_LIST = 'match-start-list';
export const MATCH_RESULTS = 'match-results';

/** Those who looked hear this long before sign-up closes. */
export const SIGN_UP_CLOSES_LEAD_S = 24 * 3600;
/** Members whose opening of a match's page this process has written already (a bounded memo). */
const SEEN_MAX = 10_000;

type MatchJob = { clubId: number; matchId: number };
/** `stop`: the close the job was planned for; a run for a close that moved does nothing. */
type ClosesJob = MatchJob & { stop: string };
type PromotedJob = MatchJob & { teamId: number };

/** A stored wall time ('YYYY-MM-DD HH:mm:ss' or with a T) as 'YYYY-MM-DD HH:mm'. */
const wall = (v: string) => v.replace('T', ' ').slice(0, 16);
const matchKey = (clubId: number, matchId: number) => `${clubId}:${matchId}`;
const dayOf = (m: MatchMessageRow) => wall(m.aanvang).slice(0, 10);

/**
 * The match messages (README): sign-up closes tomorrow (to members who opened the match's page
 * and did not sign up), moved from the reserve list into the field, the start list (with one's
 * start time) and the results published. Each is a job made in the transaction of the change that
 * makes it due (MatchEvents), with the match as its singleton key, moved or cancelled with it; a
 * run reads the match again and notifies each member once (the dedupe key).
 */
export class MatchMessages implements MatchEvents {
  private readonly notifier: Notifier;
  private readonly seen = new Set<string>();

  constructor(private readonly deps: MessageDeps) {
    this.notifier = new Notifier(deps);
    const { queue } = deps;
    queue.define<ClosesJob>({
      name: MATCH_SIGN_UP_CLOSES,
      ...NOTIFICATION_JOBS,
      run: (j) => this.signUpCloses(j),
    });
    queue.define<PromotedJob>({
      name: MATCH_PROMOTED,
      ...NOTIFICATION_JOBS,
      run: (j) => this.promoted(j),
    });
    queue.define<MatchJob>({
      name: MATCH_START_LIST,
      ...NOTIFICATION_JOBS,
      run: (j) => this.startListOut(j),
    });
    queue.define<MatchJob>({
      name: MATCH_RESULTS,
      ...NOTIFICATION_JOBS,
      run: (j) => this.resultsOut(j),
    });
  }

  async viewed(clubId: number, matchId: number, relatieId: number): Promise<void> {
    const key = `${clubId}:${matchId}:${relatieId}`;
    if (this.seen.has(key)) return;
    await this.deps.messages.recordView(clubId, matchId, relatieId, this.deps.club.clock());
    if (this.seen.size >= SEEN_MAX) this.seen.clear();
    this.seen.add(key);
  }

  async scheduleChanged(tx: Db, m: MatchRow): Promise<void> {
    const key = matchKey(m.club_id, m.id);
    await this.deps.queue.cancel(tx, MATCH_SIGN_UP_CLOSES, key);
    const { timezone } = await this.deps.messages.within(tx).club(m.club_id);
    const stop = wall(m.inschrijvingsstop);
    const closes = clubInstant(stop.slice(0, 10), stop.slice(11), timezone);
    const inSeconds = closes - SIGN_UP_CLOSES_LEAD_S - this.deps.club.clock().getTime() / 1000;
    // Less than a day left: a reminder now would say "tomorrow" wrongly; none is planned.
    if (inSeconds <= 0) return;
    await this.deps.queue.send<ClosesJob>(
      tx,
      MATCH_SIGN_UP_CLOSES,
      { clubId: m.club_id, matchId: m.id, stop },
      { singletonKey: key, startAfter: Math.ceil(inSeconds) },
    );
  }

  async reservesMoved(tx: Db, clubId: number, matchId: number, before: number[]): Promise<void> {
    for (const teamId of await this.deps.messages.within(tx).inField(clubId, matchId, before))
      await this.deps.queue.send<PromotedJob>(
        tx,
        MATCH_PROMOTED,
        { clubId, matchId, teamId },
        { singletonKey: `${clubId}:${matchId}:${teamId}` },
      );
  }

  startList(tx: Db, clubId: number, matchId: number, published: boolean): Promise<void> {
    return this.publication(tx, MATCH_START_LIST, { clubId, matchId }, published);
  }

  results(tx: Db, clubId: number, matchId: number, published: boolean): Promise<void> {
    return this.publication(tx, MATCH_RESULTS, { clubId, matchId }, published);
  }

  /** A publication's job now; withdrawn before it ran, the job goes. */
  private async publication(tx: Db, name: string, job: MatchJob, published: boolean) {
    const key = matchKey(job.clubId, job.matchId);
    if (published) await this.deps.queue.send<MatchJob>(tx, name, job, { singletonKey: key });
    else await this.deps.queue.cancel(tx, name, key);
  }

  private async signUpCloses({ clubId, matchId, stop }: ClosesJob): Promise<void> {
    const m = await this.deps.messages.match(clubId, matchId);
    if (!m || wall(m.inschrijvingsstop) !== stop) return;
    const now = await this.deps.club.now(clubId);
    if (`${now.date} ${now.time}` >= stop) return;
    const members = await this.deps.messages.lookedNotSignedUp(clubId, matchId);
    await this.notifier.notify(
      clubId,
      members.map((relatieId) => ({
        clubId,
        relatieId,
        kind: 'match_sign_up_closes',
        params: { match: m.naam, date: stop.slice(0, 10), time: stop.slice(11) },
        link: `/app/match/${matchId}`,
        dedupeKey: `${MATCH_SIGN_UP_CLOSES}:${matchId}:${stop}`,
      })),
    );
  }

  private async promoted({ clubId, matchId, teamId }: PromotedJob): Promise<void> {
    const m = await this.deps.messages.match(clubId, matchId);
    if (!m) return;
    const members = await this.deps.messages.fieldMembers(clubId, matchId, [teamId]);
    await this.notifier.notify(
      clubId,
      members.map((r) => ({
        clubId,
        relatieId: r.relatie_id,
        kind: 'match_reserve_promoted',
        params: { match: m.naam, date: dayOf(m) },
        link: `/app/match/${matchId}`,
        dedupeKey: `${MATCH_PROMOTED}:${matchId}:${teamId}`,
      })),
    );
  }

  /** The published start list: each player in the field with a start time hears theirs. */
  private async startListOut({ clubId, matchId }: MatchJob): Promise<void> {
    const m = await this.deps.messages.match(clubId, matchId);
    if (!m?.startlijst_vrijgegeven) return;
    const members = await this.deps.messages.fieldMembers(clubId, matchId);
    const all: NotificationInput[] = [];
    for (const r of members)
      if (r.starttijd)
        all.push({
          clubId,
          relatieId: r.relatie_id,
          kind: 'match_start_list',
          params: { match: m.naam, date: dayOf(m), time: r.starttijd },
          link: `/app/match/${matchId}/starters`,
          // A start list withdrawn and published with another time is news again.
          dedupeKey: `${MATCH_START_LIST}:${matchId}:${r.starttijd}`,
        });
    await this.notifier.notify(clubId, all);
  }

  private async resultsOut({ clubId, matchId }: MatchJob): Promise<void> {
    const m = await this.deps.messages.match(clubId, matchId);
    if (!m?.publiceer_uitslag) return;
    const members = await this.deps.messages.fieldMembers(clubId, matchId);
    await this.notifier.notify(
      clubId,
      members.map((r) => ({
        clubId,
        relatieId: r.relatie_id,
        kind: 'match_results',
        params: { match: m.naam, date: dayOf(m) },
        link: `/app/match/${matchId}/results`,
        dedupeKey: `${MATCH_RESULTS}:${matchId}`,
      })),
    );
  }
}
