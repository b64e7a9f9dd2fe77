import { clubNow } from './club-clock';

type ClubNow = ReturnType<typeof clubNow>;

/**
 * The club's wall clock, read on a worker thread. The first time-zone formatter a page builds
 * loads the zone's data: ~20 ms on a laptop, ~85 ms on a slow phone, in one piece that cannot be
 * split. Background work at start-up (the open-card check) reads the clock here, so that piece
 * does not hold the main thread while the member starts using the first screen. Where a worker
 * cannot start, the clock is read on the main thread.
 */
export function clubNowOffThread(): Promise<ClubNow> {
  if (typeof Worker === 'undefined') return Promise.resolve(clubNow(new Date()));
  return new Promise((resolve) => {
    let worker: Worker;
    const done = (now: ClubNow) => {
      worker.terminate();
      resolve(now);
    };
    try {
      worker = new Worker(new URL('./club-clock.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(clubNow(new Date()));
      return;
    }
    worker.onmessage = (event: MessageEvent<ClubNow>) => done(event.data);
    // The worker's script did not load or failed (offline, a browser that refuses module workers).
    worker.onerror = (event) => {
      event.preventDefault();
      done(clubNow(new Date()));
    };
    worker.postMessage(null);
  });
}
