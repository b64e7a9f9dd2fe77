import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors';
import { BUSY_RETRY_AFTER_S, DecodeGate } from './decode-gate';

/** A decode that runs until the test finishes it. */
function heldDecode() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    decode: async () => {
      started = true;
      await done;
    },
    finish,
    get started() {
      return started;
    },
  };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const busyError = (err: unknown) =>
  err instanceof AppError &&
  err.code === 'SERVER_BUSY' &&
  err.statusCode === 503 &&
  err.retryAfter === BUSY_RETRY_AFTER_S;

afterEach(() => {
  vi.useRealTimers();
});

describe('DecodeGate', () => {
  it('decodes at most `concurrency` at once; the others wait and start in arrival order', async () => {
    const gate = new DecodeGate({ concurrency: 2, waiting: 10, maxWaitMs: 60_000 });
    const decodes = Array.from({ length: 6 }, () => heldDecode());
    const runs = decodes.map((d) => gate.enter().run(d.decode));
    await settle();
    expect(decodes.map((d) => d.started)).toEqual([true, true, false, false, false, false]);
    expect([gate.running, gate.waiting]).toEqual([2, 4]);

    decodes[1]!.finish();
    await settle();
    expect(decodes.map((d) => d.started)).toEqual([true, true, true, false, false, false]);
    expect([gate.running, gate.waiting]).toEqual([2, 3]);

    for (const d of decodes) d.finish();
    await Promise.all(runs);
    expect([gate.running, gate.waiting, gate.peak]).toEqual([0, 0, 2]);
  });

  it('refuses with 503 and a Retry-After once every place is taken, and takes again when one leaves', async () => {
    const gate = new DecodeGate({ concurrency: 1, waiting: 1, maxWaitMs: 60_000 });
    const first = gate.enter();
    const second = gate.enter();
    let refusal: unknown;
    try {
      gate.enter();
    } catch (err) {
      refusal = err;
    }
    expect(busyError(refusal)).toBe(true);
    // A place counts from entry, before its upload is read and while nothing decodes.
    expect(gate.running).toBe(0);
    second.leave();
    second.leave();
    const third = gate.enter();
    expect(() => gate.enter()).toThrow(AppError);
    const held = heldDecode();
    const run = first.run(held.decode);
    await settle();
    held.finish();
    await run;
    // A place that ran has left: there is room for one more.
    gate.enter().leave();
    third.leave();
  });

  it('refuses an upload that waited `maxWaitMs` for a decoder, and lets the line move on', async () => {
    vi.useFakeTimers();
    const gate = new DecodeGate({ concurrency: 1, waiting: 5, maxWaitMs: 10_000 });
    const held = heldDecode();
    const running = gate.enter().run(held.decode);
    const late = heldDecode();
    const waiting = gate.enter().run(late.decode);
    const refused = waiting.then(
      () => 'ran',
      (err: unknown) => (busyError(err) ? 'busy' : err),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(gate.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await refused).toBe('busy');
    expect([gate.waiting, late.started]).toEqual([0, false]);

    const next = heldDecode();
    const nextRun = gate.enter().run(next.decode);
    held.finish();
    await running;
    await vi.advanceTimersByTimeAsync(0);
    expect(next.started).toBe(true);
    next.finish();
    await nextRun;
    expect([gate.running, gate.peak]).toEqual([0, 1]);
  });

  it('frees the decoder when a decode fails', async () => {
    const gate = new DecodeGate({ concurrency: 1, waiting: 1, maxWaitMs: 60_000 });
    await expect(gate.enter().run(() => Promise.reject(new Error('cannot read')))).rejects.toThrow(
      'cannot read',
    );
    expect(gate.running).toBe(0);
    await expect(gate.enter().run(async () => 'drawn')).resolves.toBe('drawn');
  });
});
