/**
 * Hole scores that survive no signal (docs/QUALITY.md "Reliability"; spec §4 "Hole
 * scores"): every typed score is kept on the device first, then saved hole by hole, in the order
 * typed, whenever there is a connection. The per-hole save is idempotent on the server, so sending
 * one again after a lost answer does no harm. Storage and sending are passed in, so this runs (and
 * is tested) without a browser.
 */

/** The few calls of idb-keyval this needs (a Map works in tests). */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** A hole save waiting to be sent: position 1..n, the score (0 empties the hole), typing order. */
export interface QueuedHole {
  pos: number;
  score: number;
  seq: number;
}

/** What the device keeps of one card. Index = position − 1; null = empty. */
export interface LocalCard {
  version: 1;
  cardId: number;
  scores: (number | null)[];
  /** What the server has confirmed per hole. */
  saved: (number | null)[];
  queue: QueuedHole[];
  seq: number;
  /** Positions whose save the server refused (e.g. the card was closed meanwhile). */
  rejected: number[];
}

/** 'retry': no connection (or the server briefly away) — keep it and try later. */
export type SendResult = 'saved' | 'retry' | 'rejected';

export type HoleStatus = 'empty' | 'saved' | 'waiting' | 'rejected' | 'unsaved';

export interface ScoreSyncOptions {
  cardId: number;
  store: KeyValueStore;
  send: (pos: number, score: number) => Promise<SendResult>;
  isOnline: () => boolean;
}

export const scoreStoreKey = (cardId: number) => `fairway:score:${cardId}`;

const toScore = (value: number | null | undefined) => (value ? value : null);

function isLocalCard(value: unknown, cardId: number): value is LocalCard {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<LocalCard>;
  return (
    v.version === 1 &&
    v.cardId === cardId &&
    Array.isArray(v.scores) &&
    Array.isArray(v.saved) &&
    Array.isArray(v.queue) &&
    Array.isArray(v.rejected) &&
    typeof v.seq === 'number'
  );
}

/**
 * Merges what the device kept with what the server says (`saved`: its score per hole, null when
 * empty). A hole still waiting in the queue shows the device's score (it is newer); every other
 * hole shows the server's.
 */
export function mergeLocal(cardId: number, local: unknown, saved: (number | null)[]): LocalCard {
  const kept = isLocalCard(local, cardId) ? local : null;
  const n = saved.length;
  const queue = (kept?.queue ?? []).filter((q) => q.pos >= 1 && q.pos <= n);
  const waiting = new Set(queue.map((q) => q.pos));
  return {
    version: 1,
    cardId,
    saved: [...saved],
    scores: saved.map((s, i) => (waiting.has(i + 1) ? toScore(kept?.scores[i]) : s)),
    queue,
    seq: kept?.seq ?? 0,
    rejected: [],
  };
}

export function holeStatus(card: LocalCard, index: number): HoleStatus {
  const pos = index + 1;
  if (card.rejected.includes(pos)) return 'rejected';
  if (card.queue.some((q) => q.pos === pos)) return 'waiting';
  const score = card.scores[index] ?? null;
  if (score === null && (card.saved[index] ?? null) === null) return 'empty';
  return score === (card.saved[index] ?? null) ? 'saved' : 'unsaved';
}

/** One card's scores on the device and their way to the server. */
export class ScoreSync {
  /** The newest state: what typing and saving build on. */
  private card: LocalCard;
  /**
   * What the screen shows: the card as the device holds it, so a hole says "kept on this
   * device" only once its write is done. A reload while a write is under way loses that write
   * (the browser drops it with the page), and the screen must not have claimed it kept.
   */
  private shown: LocalCard;
  private flushing: Promise<void> | null = null;
  /** Set by clear(): the card was handed in, so nothing may write the device copy back. */
  private closed = false;
  /** Set by the first open(): from then on the card in memory is newer than the device's. */
  private restored = false;
  private readonly listeners = new Set<() => void>();
  private readonly key: string;
  /**
   * The scores this screen saved and the server confirmed, per position. Holes asked for before
   * such a save can be answered after it (a live 'reset' has every query read again while the
   * queue is being sent); that older answer must not empty or undo a hole the server has since
   * taken. Only this screen's own saves: on a new screen (a reload) the server's holes win.
   */
  private readonly confirmed = new Map<number, number | null>();

  constructor(private readonly opts: ScoreSyncOptions) {
    this.key = scoreStoreKey(opts.cardId);
    this.card = mergeLocal(opts.cardId, null, []);
    this.shown = this.card;
  }

  /**
   * Restores the device's copy on open (after a reload or a closed tab) and merges it with the
   * server's saved scores; then sends whatever still waits.
   */
  async open(saved: (number | null)[]): Promise<LocalCard> {
    // A refetch of the holes after the submit must not bring the device copy back.
    if (this.closed) return this.card;
    const before = this.card;
    let local: unknown = this.card;
    if (!this.restored) {
      try {
        local = await this.opts.store.get(this.key);
      } catch {
        // No device storage (blocked, private mode): start from the server's scores.
      }
    }
    // A hole typed (or a save answered) while the device was read is newer than what was read.
    const server = saved.map((s, i) => {
      const mine = this.confirmed.get(i + 1);
      return mine === undefined ? s : mine;
    });
    this.card = mergeLocal(this.opts.cardId, this.card === before ? local : this.card, server);
    this.restored = true;
    await this.persist();
    this.notify();
    void this.flush();
    return this.card;
  }

  snapshot(): LocalCard {
    return this.shown;
  }

  status(index: number): HoleStatus {
    return holeStatus(this.shown, index);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * A hole's score became final on the keypad (null: emptied). It is kept at once and queued
   * behind the holes typed before it; typing a hole again replaces its waiting save. A hole back
   * at what the server has needs no save.
   */
  async setScore(index: number, score: number | null): Promise<void> {
    const pos = index + 1;
    const c = this.card;
    let seq = c.seq;
    const queue = c.queue.filter((q) => q.pos !== pos);
    if ((score ?? 0) !== (c.saved[index] ?? 0)) queue.push({ pos, score: score ?? 0, seq: ++seq });
    this.card = {
      ...c,
      scores: c.scores.map((s, i) => (i === index ? score : s)),
      queue,
      seq,
      rejected: c.rejected.filter((p) => p !== pos),
    };
    await this.persist();
    this.notify();
    void this.flush();
  }

  /** Sends the waiting saves one at a time, oldest first; stops at the first 'retry'. */
  flush(): Promise<void> {
    this.flushing ??= this.run().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** True while saves wait (for the connection, or for their answer). */
  get pending(): number {
    return this.card.queue.length;
  }

  /** Forgets the device's copy: the card was submitted. */
  async clear(): Promise<void> {
    this.closed = true;
    this.card = { ...this.card, queue: [], rejected: [] };
    this.shown = this.card;
    await this.opts.store.del(this.key);
    this.notify();
  }

  private async run(): Promise<void> {
    for (;;) {
      const entry = this.card.queue[0];
      if (!entry || this.closed || !this.opts.isOnline()) return;
      const result = await this.opts.send(entry.pos, entry.score);
      if (result === 'retry') return;
      const index = entry.pos - 1;
      const c = this.card;
      // The hole may have been typed again while this save was under way: only this entry goes.
      let queue = c.queue.filter((q) => q.seq !== entry.seq);
      let seq = c.seq;
      let saved = c.saved;
      let rejected = c.rejected;
      if (result === 'saved') {
        this.confirmed.set(entry.pos, toScore(entry.score));
        saved = c.saved.map((s, i) => (i === index ? toScore(entry.score) : s));
        const current = c.scores[index] ?? 0;
        if (current !== entry.score && !queue.some((q) => q.pos === entry.pos)) {
          queue = [...queue, { pos: entry.pos, score: current, seq: ++seq }];
        }
      } else {
        rejected = [...c.rejected.filter((p) => p !== entry.pos), entry.pos];
      }
      this.card = { ...c, queue, seq, saved, rejected };
      await this.persist();
      this.notify();
    }
  }

  private async persist(): Promise<void> {
    if (this.closed) return;
    const card = this.card;
    try {
      await this.opts.store.set(this.key, card);
    } catch {
      // Storage full or blocked: the scores still reach the server while the screen is open.
    }
    // The writes finish in the order they began, so this is the device's copy now (or, with no
    // device storage, all there is).
    if (!this.closed) this.shown = card;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
