import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationHandlers } from '../../db/notifications';
import { LiveBus, type HeldEvent, type Listener } from './live-bus';

/** A bus listening to a hand-fed channel; `say` is a commit's notification as live_notify sends it. */
async function busOf(coalesceMs?: number) {
  let handlers!: NotificationHandlers;
  const bus = new LiveBus(coalesceMs === undefined ? {} : { coalesceMs });
  await bus.listen({
    listen: async (h) => {
      handlers = h;
    },
    close: async () => {},
  });
  const say = (t: string, k: string, m?: number) =>
    handlers.payload(JSON.stringify({ t, c: 2, k, ...(m ? { m } : {}) }));
  return { bus, say, gap: () => handlers.gap() };
}

/** A stream of club 2 for member `relatieId`: each hand-over, as the events' topic/key/seq. */
function streamOf(bus: LiveBus, relatieId: number) {
  const writes: string[][] = [];
  let resets = 0;
  const listener: Listener = {
    clubId: 2,
    relatieId,
    send: (events: HeldEvent[]) =>
      writes.push(events.map((h) => `${h.event.topic} ${h.event.key} #${h.seq}`)),
    reset: () => resets++,
  };
  bus.subscribe(listener);
  return { writes, resets: () => resets };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LiveBus hands events to the streams', () => {
  it('the newest of each topic and key once per 100 ms, oldest first, in one hand-over', async () => {
    const { bus, say } = await busOf();
    const s = streamOf(bus, 7);
    say('tee-sheet', '1/2026-12-01');
    say('news', '4');
    say('tee-sheet', '1/2026-12-01');
    say('tee-sheet', '1/2026-12-02');
    expect(s.writes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(s.writes).toEqual([
      ['news 4 #2', 'tee-sheet 1/2026-12-01 #3', 'tee-sheet 1/2026-12-02 #4'],
    ]);
    say('tee-sheet', '1/2026-12-01');
    vi.advanceTimersByTime(100);
    expect(s.writes[1]).toEqual(['tee-sheet 1/2026-12-01 #5']);
  });

  it("a member's own topic reaches that member alone, kept apart from another member's", async () => {
    const { bus, say } = await busOf();
    const mine = streamOf(bus, 7);
    const theirs = streamOf(bus, 8);
    say('my-cards', '', 7);
    say('my-cards', '', 8);
    vi.advanceTimersByTime(100);
    expect(mine.writes).toEqual([['my-cards  #1']]);
    expect(theirs.writes).toEqual([['my-cards  #2']]);
  });

  it('keeps every event for the catch-up, and tells caches at once', async () => {
    const { bus, say } = await busOf();
    const seen: string[] = [];
    bus.observe((e) => seen.push(e.key));
    const start = bus.currentId();
    say('tee-sheet', '1/a');
    say('tee-sheet', '1/a');
    expect(seen).toEqual(['1/a', '1/a']);
    const caught = bus.catchUp({ clubId: 2, relatieId: 7 }, start);
    expect(caught.kind === 'events' && caught.events.map((h) => h.seq)).toEqual([1, 2]);
  });

  it('a gap drops what waits: the reset covers it', async () => {
    const { bus, say, gap } = await busOf();
    const s = streamOf(bus, 7);
    say('news', '4');
    gap();
    vi.advanceTimersByTime(100);
    expect(s.resets()).toBe(1);
    expect(s.writes).toEqual([]);
  });

  it('with coalesceMs 0 each event goes at once', async () => {
    const { bus, say } = await busOf(0);
    const s = streamOf(bus, 7);
    say('news', '4');
    say('news', '4');
    expect(s.writes).toEqual([['news 4 #1'], ['news 4 #2']]);
  });
});
