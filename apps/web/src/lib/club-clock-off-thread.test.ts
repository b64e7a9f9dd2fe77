import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clubNowOffThread } from './club-clock-off-thread';

interface FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminated: boolean;
}

/** A stand-in for the browser's Worker: `behave` decides what the worker's script does. */
function fakeWorker(behave: (worker: FakeWorker) => void) {
  const made: FakeWorker[] = [];
  class Fake implements FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    terminated = false;
    constructor() {
      made.push(this);
    }
    postMessage() {
      behave(this);
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', Fake);
  return made;
}

describe('the club clock read off the main thread', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 22:30 UTC on 30 June is already 1 July, 00:30, at the club (Amsterdam, summer time).
    vi.setSystemTime(new Date('2026-06-30T22:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("gives the worker's answer and stops the worker", async () => {
    const workers = fakeWorker((w) =>
      w.onmessage?.(new MessageEvent('message', { data: { date: '2026-07-01', time: '00:30' } })),
    );
    await expect(clubNowOffThread()).resolves.toEqual({ date: '2026-07-01', time: '00:30' });
    expect(workers[0]?.terminated).toBe(true);
  });

  it("reads the club's clock on the main thread when the worker's script fails", async () => {
    const workers = fakeWorker((w) => w.onerror?.(new Event('error') as ErrorEvent));
    await expect(clubNowOffThread()).resolves.toEqual({ date: '2026-07-01', time: '00:30' });
    expect(workers[0]?.terminated).toBe(true);
  });

  it('reads it on the main thread where no worker can start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    await expect(clubNowOffThread()).resolves.toEqual({ date: '2026-07-01', time: '00:30' });
    vi.stubGlobal('Worker', undefined);
    await expect(clubNowOffThread()).resolves.toEqual({ date: '2026-07-01', time: '00:30' });
  });
});
