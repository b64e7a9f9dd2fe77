import { describe, expect, it } from 'vitest';
import {
  holeStatus,
  mergeLocal,
  ScoreSync,
  scoreStoreKey,
  type KeyValueStore,
  type LocalCard,
  type SendResult,
} from './score-sync';

class FakeStore implements KeyValueStore {
  readonly data = new Map<string, unknown>();
  get(key: string) {
    return Promise.resolve(structuredClone(this.data.get(key)));
  }
  set(key: string, value: unknown) {
    this.data.set(key, structuredClone(value));
    return Promise.resolve();
  }
  del(key: string) {
    this.data.delete(key);
    return Promise.resolve();
  }
}

/**
 * A device whose reads and writes wait for `release()` once held, as IndexedDB's do on a busy
 * phone. A read answers what the device held when it was asked.
 */
class LateStore extends FakeStore {
  private held: (() => void)[] = [];
  holding = false;
  override get(key: string) {
    const answer = super.get(key);
    if (!this.holding) return answer;
    return new Promise<unknown>((resolve) => this.held.push(() => resolve(answer)));
  }
  override set(key: string, value: unknown) {
    if (!this.holding) return super.set(key, value);
    return new Promise<void>((resolve) =>
      this.held.push(() => void super.set(key, value).then(resolve)),
    );
  }
  release() {
    this.holding = false;
    for (const write of this.held.splice(0)) write();
  }
}

/** A server that records every save, and a connection that can be cut. */
function fakeServer() {
  const sent: [number, number][] = [];
  const state = { online: true, refuse: new Set<number>() };
  const send = (pos: number, score: number): Promise<SendResult> => {
    if (!state.online) return Promise.resolve('retry');
    if (state.refuse.has(pos)) return Promise.resolve('rejected');
    sent.push([pos, score]);
    return Promise.resolve('saved');
  };
  return { sent, state, send, isOnline: () => state.online };
}

const EMPTY_18 = Array<number | null>(18).fill(null);

async function setup(store = new FakeStore(), server = fakeServer(), saved = EMPTY_18) {
  const sync = new ScoreSync({ cardId: 7, store, send: server.send, isOnline: server.isOnline });
  await sync.open(saved);
  return { sync, store, server };
}

/** A fresh ScoreSync whose connection is cut, then `typed` ([hole index, score]) in this order. */
async function typedOffline(typed: [number, number][]) {
  const fresh = await setup();
  fresh.server.state.online = false;
  for (const [index, score] of typed) await fresh.sync.setScore(index, score);
  return fresh;
}

/** The connection returns and what waited is sent. */
async function reconnect({ sync, server }: Awaited<ReturnType<typeof setup>>) {
  server.state.online = true;
  await sync.flush();
}

/** An online ScoreSync of two empty holes whose first save is under way until `release()`. */
async function firstSaveHeld() {
  const store = new FakeStore();
  let saves = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sync = new ScoreSync({
    cardId: 7,
    store,
    isOnline: () => true,
    send: async () => {
      if (saves++ === 0) await gate;
      return 'saved';
    },
  });
  await sync.open([null, null]);
  return { sync, store, release };
}

describe('ScoreSync (QUALITY: score entry survives no signal; spec §4 hole scores)', () => {
  it('saves a typed hole at once when online', async () => {
    const { sync, server } = await setup();
    await sync.setScore(0, 5);
    await sync.flush();
    expect(server.sent).toEqual([[1, 5]]);
    expect(sync.status(0)).toBe('saved');
    expect(sync.pending).toBe(0);
  });

  it('keeps holes typed offline and saves them in typing order when the connection returns', async () => {
    const typed = await typedOffline([
      [8, 4],
      [6, 5],
      [7, 3],
    ]);
    const { sync, server } = typed;
    await sync.flush();
    expect(server.sent).toEqual([]);
    expect([6, 7, 8].map((i) => sync.status(i))).toEqual(['waiting', 'waiting', 'waiting']);

    await reconnect(typed);
    expect(server.sent).toEqual([
      [9, 4],
      [7, 5],
      [8, 3],
    ]);
    expect([6, 7, 8].map((i) => sync.status(i))).toEqual(['saved', 'saved', 'saved']);
  });

  it('a hole typed again while waiting is sent once, with its last score, in its new place', async () => {
    const typed = await typedOffline([
      [0, 4],
      [1, 5],
      [0, 6],
    ]);
    await reconnect(typed);
    expect(typed.server.sent).toEqual([
      [2, 5],
      [1, 6],
    ]);
  });

  it('a saved hole becomes unsaved (waiting) when edited, and saved again after its save', async () => {
    const { sync, server } = await setup();
    await sync.setScore(2, 4);
    await sync.flush();
    server.state.online = false;
    await sync.setScore(2, 5);
    expect(sync.status(2)).toBe('waiting');
    server.state.online = true;
    await sync.flush();
    expect(sync.status(2)).toBe('saved');
    expect(server.sent).toEqual([
      [3, 4],
      [3, 5],
    ]);
  });

  it('emptying a hole is saved as 0; setting a hole back to the saved score needs no save', async () => {
    const { sync, server } = await setup(undefined, undefined, [4, ...EMPTY_18.slice(1)]);
    await sync.setScore(0, 4);
    expect(sync.pending).toBe(0);
    await sync.setScore(0, null);
    await sync.flush();
    expect(server.sent).toEqual([[1, 0]]);
    expect(sync.status(0)).toBe('empty');
  });

  it('a reload (a new ScoreSync on the same store) loses nothing and sends what waited', async () => {
    const store = new FakeStore();
    const server = fakeServer();
    const first = await setup(store, server);
    await first.sync.setScore(0, 5);
    await first.sync.flush();
    server.state.online = false;
    await first.sync.setScore(1, 6);
    await first.sync.setScore(2, 3);

    // The tab closes; later the screen opens again with a connection. The server has hole 1 only.
    server.state.online = true;
    const saved = [5, ...EMPTY_18.slice(1)];
    const second = await setup(store, server, saved);
    await second.sync.flush();
    expect(second.sync.snapshot().scores.slice(0, 3)).toEqual([5, 6, 3]);
    expect(server.sent).toEqual([
      [1, 5],
      [2, 6],
      [3, 3],
    ]);
    expect(second.sync.pending).toBe(0);
  });

  /** No signal; hole 1 typed and on the device; the device's next reads and writes held. */
  async function holeOneKeptThenHeld() {
    const store = new LateStore();
    const server = fakeServer();
    server.state.online = false;
    const { sync } = await setup(store, server);
    await sync.setScore(0, 4);
    store.holding = true;
    return { store, server, sync };
  }

  it('a hole shows as kept on the device only once the device holds it, so a reload cannot lose a hole shown kept', async () => {
    const { store, server, sync } = await holeOneKeptThenHeld();
    const typing = sync.setScore(1, 5);

    // The write is under way: a reload now would find hole 1 only on the device, and the screen
    // does not say hole 2 is kept yet.
    const device = () => (store.data.get(scoreStoreKey(7)) as LocalCard).scores.slice(0, 2);
    expect(device()).toEqual([4, null]);
    expect(sync.status(1)).toBe('empty');
    expect(sync.snapshot().scores.slice(0, 2)).toEqual([4, null]);

    store.release();
    await typing;
    expect(device()).toEqual([4, 5]);
    expect(sync.status(1)).toBe('waiting');
    const reloaded = await setup(store, server);
    expect(reloaded.sync.snapshot().scores.slice(0, 2)).toEqual([4, 5]);
    expect(reloaded.sync.status(1)).toBe('waiting');
  });

  it('a second open (the holes fetched again) keeps a hole typed while it read the device', async () => {
    const { store, server, sync } = await holeOneKeptThenHeld();
    const reopening = sync.open(EMPTY_18);
    const typing = sync.setScore(1, 5);
    store.release();
    await Promise.all([reopening, typing]);

    expect(sync.snapshot().scores.slice(0, 2)).toEqual([4, 5]);
    expect(sync.status(1)).toBe('waiting');
    const reloaded = await setup(store, server);
    expect(reloaded.sync.snapshot().scores.slice(0, 2)).toEqual([4, 5]);
  });

  it('holes asked for before a save and answered after it do not undo the save', async () => {
    const { sync, server } = await setup(undefined, undefined, [null, null, 4]);
    await sync.setScore(0, 5);
    await sync.setScore(2, 6);
    await sync.flush();
    expect(server.sent).toEqual([
      [1, 5],
      [3, 6],
    ]);

    // The server's holes as they were before those two saves.
    await sync.open([null, null, 4]);
    expect(sync.snapshot().scores).toEqual([5, null, 6]);
    expect([0, 1, 2].map((i) => sync.status(i))).toEqual(['saved', 'empty', 'saved']);
    expect(sync.pending).toBe(0);
  });

  it('on open the server wins for holes that do not wait, the device for holes that do', () => {
    const local = {
      version: 1,
      cardId: 7,
      scores: [9, 6, null],
      saved: [9, null, null],
      queue: [{ pos: 2, score: 6, seq: 1 }],
      seq: 1,
      rejected: [],
    };
    const merged = mergeLocal(7, local, [5, null, 4]);
    expect(merged.scores).toEqual([5, 6, 4]);
    expect(merged.queue).toEqual([{ pos: 2, score: 6, seq: 1 }]);
    expect([0, 1, 2].map((i) => holeStatus(merged, i))).toEqual(['saved', 'waiting', 'saved']);
  });

  it("ignores another card's or an unreadable copy", () => {
    expect(mergeLocal(7, { version: 1, cardId: 8 }, [3]).scores).toEqual([3]);
    expect(mergeLocal(7, 'junk', [null]).queue).toEqual([]);
  });

  it('drops a save the server refuses and marks the hole, then goes on with the next', async () => {
    const { sync, server } = await setup();
    server.state.refuse.add(1);
    server.state.online = false;
    await sync.setScore(0, 5);
    await sync.setScore(1, 4);
    server.state.online = true;
    await sync.flush();
    expect(sync.status(0)).toBe('rejected');
    expect(sync.status(1)).toBe('saved');
    expect(server.sent).toEqual([[2, 4]]);
  });

  it('keeps the queue in the store while waiting and removes the copy on clear', async () => {
    const { sync, server, store } = await setup();
    server.state.online = false;
    await sync.setScore(4, 5);
    const kept = store.data.get(scoreStoreKey(7)) as { queue: unknown[] };
    expect(kept.queue).toEqual([{ pos: 5, score: 5, seq: 1 }]);
    await sync.clear();
    expect(store.data.has(scoreStoreKey(7))).toBe(false);
  });

  it('after clear, a refetch of the holes or a save still under way does not write the copy back', async () => {
    const { sync, store, release } = await firstSaveHeld();
    await sync.setScore(0, 4);
    const underWay = sync.flush();
    await sync.clear();
    release();
    await underWay;
    await sync.open([4, null]);
    expect(store.data.has(scoreStoreKey(7))).toBe(false);
  });

  it('a hole edited while its save is under way is saved again with the newer score', async () => {
    const { sync, release } = await firstSaveHeld();
    await sync.setScore(0, 5);
    await sync.setScore(0, 4);
    await sync.setScore(0, 5);
    release();
    await sync.flush();
    await sync.flush();
    expect(sync.snapshot().scores[0]).toBe(5);
    expect(sync.status(0)).toBe('saved');
  });
});
