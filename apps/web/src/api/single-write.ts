import { isApiError } from './api-error';
import { newIdempotencyKey } from './idempotency-key';

/**
 * One write a screen makes (create, book, cancel, send), run at most once at a time: a second tap
 * while it runs is dropped at once, before React has re-rendered the button as disabled (a double
 * click lands both taps in that gap). The write carries one Idempotency-Key until it has an
 * answer: a retry after a lost connection (status 0) sends the same key, so the server answers
 * the first write instead of writing again; any answer, a refusal included, ends the key.
 */
export class SingleWrite {
  private running = false;
  private key: string | null = null;

  constructor(private readonly onBusy: (busy: boolean) => void = () => {}) {}

  get busy(): boolean {
    return this.running;
  }

  /** Runs `work` with the key, or returns `undefined` without running it while one runs. */
  async run<T>(work: (idempotencyKey: string) => Promise<T>): Promise<T | undefined> {
    if (this.running) return undefined;
    this.running = true;
    this.onBusy(true);
    const key = (this.key ??= newIdempotencyKey());
    try {
      const result = await work(key);
      this.key = null;
      return result;
    } catch (error) {
      if (!isApiError(error) || error.status !== 0) this.key = null;
      throw error;
    } finally {
      this.running = false;
      this.onBusy(false);
    }
  }
}
