/**
 * How late the event loop runs, lately: a timer every `intervalMs` measures how much later than
 * asked it fired. The figure is the worst recent lag, decaying by a fifth per tick (at 20 ms, a
 * 300 ms stall reads below 50 ms again ~0.2 s later), so one slow tick marks the process busy for
 * a moment, not for good. For work that can be skipped when the process is behind (a painted page
 * that can be the plain one): every request already waiting would wait for it too.
 */
export interface EventLoopLag {
  /** The recent lag in ms. */
  readonly ms: number;
  stop(): void;
}

export function watchEventLoopLag(intervalMs = 20): EventLoopLag {
  let recent = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const lag = Math.max(0, now - last - intervalMs);
    last = now;
    recent = Math.max(lag, recent * 0.8);
  }, intervalMs);
  // Never what keeps a process (or a test run) alive.
  timer.unref();
  return {
    get ms() {
      return recent;
    },
    stop: () => clearInterval(timer),
  };
}
