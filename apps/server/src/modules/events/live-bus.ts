import { LIVE_EVENT_NAME, LIVE_TOPICS, type LiveEvent, type LiveTopic } from '@fairway/contract';
import type { Notifications } from '../../db/notifications';

/** An event as the process holds it: the wire's fields and, for one member's topics, the member. */
export interface HeldEvent {
  seq: number;
  event: LiveEvent;
  /** Only this member receives it (their cards, their bon); null: every member of the club. */
  member: number | null;
  /** Its frame on the wire (`frameOf`), once the first stream needed it. */
  frame?: string;
}

/** Who a stream is for: the session's club and member. */
export interface Listener {
  clubId: number;
  relatieId: number;
  /** The events for this stream since the last call, oldest first (never empty). */
  send(events: HeldEvent[]): void;
  /** Everything shown must be read again (events were missed). */
  reset(): void;
}

/** What a reconnecting stream is owed: the events after its last one, or a reset. */
export type CatchUp = { kind: 'events'; events: HeldEvent[] } | { kind: 'reset' };

export interface LiveBusOptions {
  /** Recent events kept per club for a reconnect's catch-up (default 500). */
  ringSize?: number;
  /**
   * Events are handed to the streams this long after the first of them was heard, the newest of
   * each topic and key only (default 100 ms; 0: each at once).
   */
  coalesceMs?: number;
}

/** What makes two events say the same thing: the topic, the key and who alone may hear it. */
const sameAs = (h: HeldEvent) => `${h.event.topic}\n${h.event.key}\n${h.member ?? ''}`;

const TOPICS = new Set<string>(LIVE_TOPICS);

/** A notification's payload as `live_notify` builds it; anything else is dropped. */
function parse(
  text: string,
): { topic: LiveTopic; club: number; key: string; member: number | null } | null {
  try {
    const p = JSON.parse(text) as { t?: unknown; c?: unknown; k?: unknown; m?: unknown };
    if (typeof p.t !== 'string' || !TOPICS.has(p.t) || p.t === 'reset') return null;
    if (typeof p.c !== 'number' || typeof p.k !== 'string') return null;
    return {
      topic: p.t as LiveTopic,
      club: p.c,
      key: p.k,
      member: typeof p.m === 'number' ? p.m : null,
    };
  } catch {
    return null;
  }
}

/** One server-sent event as it goes on the wire (what @fastify/sse's send writes for it). */
export const sseFrame = (id: string, event: string, data: unknown): string =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Whether a member's stream carries an event: their club's, and a member's own topics to them. */
export const receives = (l: Pick<Listener, 'clubId' | 'relatieId'>, h: HeldEvent): boolean =>
  h.event.club === l.clubId && (h.member === null || h.member === l.relatieId);

/**
 * The process's live events: every notification heard (from any process's commits) numbered in
 * the order heard, handed to the streams of its club, and kept in a short ring per club for the
 * catch-up of a stream opened again with its last event's id. An id names this process's run
 * (`epoch`): an id of another run or process (a restart, a load balancer's other backend), one
 * older than the ring, or one from before a gap in listening gets a reset instead.
 */
export class LiveBus {
  readonly epoch = Date.now().toString(36);
  private seq = 0;
  /** Events up to this seq may have been missed by a stream (a gap in listening). */
  private floor = 0;
  private readonly rings = new Map<number, { events: HeldEvent[]; dropped: number }>();
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly observers: ((event: LiveEvent) => void)[] = [];
  private readonly ringSize: number;
  private readonly coalesceMs: number;
  /** Heard, not yet handed to the streams: per club, the newest event of each topic and key. */
  private readonly pending = new Map<number, Map<string, HeldEvent>>();
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(options: LiveBusOptions = {}) {
    this.ringSize = options.ringSize ?? 500;
    this.coalesceMs = options.coalesceMs ?? 100;
  }

  /** Starts hearing the database's notifications. */
  listen(notifications: Notifications): Promise<void> {
    return notifications.listen({
      payload: (text) => this.heard(text),
      gap: () => this.gap(),
    });
  }

  /** The SSE id of an event: this run's epoch and the event's number. */
  idOf(held: HeldEvent): string {
    return `${this.epoch}-${held.seq}`;
  }

  /** The event's frame on the wire, made once for every stream that carries it. */
  frameOf(held: HeldEvent): string {
    return (held.frame ??= sseFrame(this.idOf(held), LIVE_EVENT_NAME, held.event));
  }

  /** The events a stream opened again after `lastId` missed, or a reset when that cannot be told. */
  catchUp(listener: Pick<Listener, 'clubId' | 'relatieId'>, lastId: string): CatchUp {
    const m = /^([0-9a-z]+)-(\d+)$/.exec(lastId);
    if (!m || m[1] !== this.epoch) return { kind: 'reset' };
    const last = Number(m[2]);
    if (last > this.seq || last < this.floor) return { kind: 'reset' };
    const ring = this.rings.get(listener.clubId);
    // An event of the club after `last` may have left the ring already.
    if (ring && last < ring.dropped) return { kind: 'reset' };
    return {
      kind: 'events',
      events: (ring?.events ?? []).filter((h) => h.seq > last && receives(listener, h)),
    };
  }

  /** The id a stream that has seen nothing yet starts from (its first event's id is after it). */
  currentId(): string {
    return `${this.epoch}-${this.seq}`;
  }

  /** The number of the last event heard (`currentId`'s). */
  get lastSeq(): number {
    return this.seq;
  }

  /**
   * Runs `observer` on every event this process hears, before any stream is sent it: a process's
   * own caches forget what another process changed before the app reads it again.
   */
  observe(observer: (event: LiveEvent) => void): void {
    this.observers.push(observer);
  }

  subscribe(listener: Listener): () => void {
    let set = this.listeners.get(listener.clubId);
    if (!set) this.listeners.set(listener.clubId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(listener.clubId);
    };
  }

  /** Open streams in this process (the bench's and the tests' count). */
  get streams(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  private heard(text: string): void {
    const p = parse(text);
    if (!p) return;
    const seq = ++this.seq;
    const held: HeldEvent = {
      seq,
      event: { topic: p.topic, club: p.club, key: p.key, version: seq },
      member: p.member,
    };
    let ring = this.rings.get(p.club);
    if (!ring) this.rings.set(p.club, (ring = { events: [], dropped: 0 }));
    for (const observe of this.observers) observe(held.event);
    ring.events.push(held);
    if (ring.events.length > this.ringSize) ring.dropped = ring.events.shift()!.seq;
    if (this.coalesceMs === 0) return this.deliver(p.club, [held]);
    // An invalidation a moment after the same one says nothing new: at a tee sheet's opening
    // hundreds a second name the same day, and each would be a write to every open stream.
    let club = this.pending.get(p.club);
    if (!club) this.pending.set(p.club, (club = new Map()));
    const same = sameAs(held);
    club.delete(same); // A Map iterates in insertion order: the club's events stay oldest first.
    club.set(same, held);
    if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => this.flush(), this.coalesceMs);
      this.flushTimer.unref();
    }
  }

  private flush(): void {
    this.flushTimer = null;
    for (const [club, events] of this.pending) this.deliver(club, [...events.values()]);
    this.pending.clear();
  }

  private deliver(club: number, events: HeldEvent[]): void {
    for (const l of this.listeners.get(club) ?? []) {
      const mine = events.filter((h) => receives(l, h));
      if (mine.length > 0) l.send(mine);
    }
  }

  /** Notifications were missed: every stream reads everything again, and no id before now is whole. */
  private gap(): void {
    this.floor = this.seq;
    this.rings.clear();
    // The reset below covers them.
    this.pending.clear();
    for (const set of this.listeners.values()) for (const l of set) l.reset();
  }
}
