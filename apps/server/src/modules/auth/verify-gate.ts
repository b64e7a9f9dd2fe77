/** A turn at the gate: give it back once the work is done. */
export interface Turn {
  release(): void;
  /** Whether it waited for its turn: the world may have changed meanwhile. */
  waited: boolean;
}

interface Lane {
  running: number;
  queue: ((turn: Turn) => void)[];
}

/**
 * At most `concurrent` pieces of work at once per key (an address), in turn, with up to `waiting`
 * more waiting; beyond that, refused at once. In-process: it bounds the expensive password checks
 * one address can make this process do, and lets a check that waited look again at what the
 * checks before it decided.
 */
export class VerifyGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly concurrent: number,
    private readonly waiting: number,
  ) {}

  /** A turn, at once or after waiting, or null when the key has its full share running and waiting. */
  enter(key: string): Promise<Turn | null> {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: 0, queue: [] };
      this.lanes.set(key, lane);
    }
    if (lane.running < this.concurrent) {
      lane.running++;
      return Promise.resolve(this.turn(key, lane, false));
    }
    if (lane.queue.length >= this.waiting) return Promise.resolve(null);
    const waitingLane = lane;
    return new Promise((resolve) => waitingLane.queue.push(resolve));
  }

  /** Keys with work running or waiting (for tests: an idle key holds no memory). */
  get size(): number {
    return this.lanes.size;
  }

  private turn(key: string, lane: Lane, waited: boolean): Turn {
    let released = false;
    return {
      waited,
      release: () => {
        if (released) return;
        released = true;
        const next = lane.queue.shift();
        // The place passes straight to the next in line, so nobody can slip in between.
        if (next) next(this.turn(key, lane, true));
        else if (--lane.running === 0) this.lanes.delete(key);
      },
    };
  }
}
