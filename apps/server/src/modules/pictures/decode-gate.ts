import { availableParallelism } from 'node:os';
import { AppError } from '../../errors';

/** How many uploads one process decodes at once, and how many it holds waiting. */
export interface DecodeLimits {
  /** Pictures decoded at the same time. */
  concurrency: number;
  /** Uploads admitted beyond those: being read or waiting for a decoder. */
  waiting: number;
  /** How long an admitted upload waits for a decoder before it is refused. */
  maxWaitMs: number;
}

/**
 * One decode per two cores (at least one): a decode keeps a core busy for its whole run, and the
 * other core serves every other call (100 parallel 3000 x 3000 uploads once held /api/health for
 * 8.6 s). Four waiting per decoder is a few seconds of work, well within the request timeout.
 */
export const DEFAULT_DECODE_LIMITS: DecodeLimits = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  waiting: 4 * Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaitMs: 10_000,
};

/** The Retry-After of a refusal: by then the line has moved on by several pictures. */
export const BUSY_RETRY_AFTER_S = 5;

const busy = (message: string) =>
  new AppError('SERVER_BUSY', message, undefined, BUSY_RETRY_AFTER_S);

/** An upload's place in the gate, taken before it is read and left when it is done. */
export interface Place {
  /** Runs `decode` once a decoder is free; 503 SERVER_BUSY when none is within `maxWaitMs`. */
  run<T>(decode: () => Promise<T>): Promise<T>;
  /** Gives the place back (again is harmless); a place that never ran must still leave. */
  leave(): void;
}

/**
 * Limits the pictures one process decodes at once (a decoded 40-megapixel picture is 120 MB of
 * pixels, and libvips keeps a core busy meanwhile) and the uploads it holds in memory: an upload
 * takes its place before its bytes are read, so a burst beyond `concurrency + waiting` is refused
 * with 503 before it costs memory.
 */
export class DecodeGate {
  private places = 0;
  private decoding = 0;
  private readonly line: (() => void)[] = [];
  /** The most decodes that ran at the same time: what tests check the cap by. */
  peak = 0;

  constructor(readonly limits: DecodeLimits = DEFAULT_DECODE_LIMITS) {}

  /** Decodes running now. */
  get running(): number {
    return this.decoding;
  }

  /** Uploads waiting for a decoder now. */
  get waiting(): number {
    return this.line.length;
  }

  /** A place for one upload, or 503 SERVER_BUSY when every place is taken. */
  enter(): Place {
    if (this.places >= this.limits.concurrency + this.limits.waiting)
      throw busy('too many pictures are being processed; try again shortly');
    this.places++;
    let left = false;
    let ran = false;
    const leave = () => {
      if (left) return;
      left = true;
      this.places--;
    };
    return {
      run: async <T>(decode: () => Promise<T>): Promise<T> => {
        if (ran || left) throw new Error('a place decodes one picture');
        ran = true;
        await this.decoder();
        try {
          return await decode();
        } finally {
          this.release();
          leave();
        }
      },
      leave,
    };
  }

  private decoder(): Promise<void> {
    if (this.decoding < this.limits.concurrency) {
      this.decoding++;
      this.peak = Math.max(this.peak, this.decoding);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.line.splice(this.line.indexOf(start), 1);
        reject(busy('no picture decoder came free in time; try again shortly'));
      }, this.limits.maxWaitMs);
      this.line.push(start);
    });
  }

  /** A finished decode hands its decoder to the first in line, so no newcomer overtakes it. */
  private release(): void {
    const next = this.line.shift();
    if (next) next();
    else this.decoding--;
  }
}
