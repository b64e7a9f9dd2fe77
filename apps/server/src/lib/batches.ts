interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Work on one key that arrives while earlier work on that key is running waits for it, and then
 * runs together in one call (at most `max` items, in arrival order); work on a key with nothing
 * running starts at once. Under a rush on one key the calls are few and large, and a lone item
 * is not held back by a timer. (DataLoader batches what arrives within one tick, whatever is
 * running: not what a queue on one database row needs.)
 *
 * `run` answers each item in the order given; when it throws, every item of that call fails with
 * the error.
 */
export class Batches<I, R> {
  /** The keys with a call running, and what waits for it. */
  private readonly waiting = new Map<string, Waiting<I, R>[]>();

  constructor(
    private readonly run: (items: I[]) => Promise<R[]>,
    private readonly options: {
      /** At most this many items a call. */
      max?: number;
      /**
       * True when the caller's item must run by itself, at once and in the caller's async context
       * (in its database transaction, say): a batch runs in the context of whoever started it.
       */
      alone?: () => boolean;
    } = {},
  ) {}

  submit(key: string, item: I): Promise<R> {
    if (this.options.alone?.()) return this.runAlone(item);
    return new Promise<R>((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      this.waiting.set(key, []);
      void this.drain(key, [{ item, resolve, reject }]);
    });
  }

  private async drain(key: string, batch: Waiting<I, R>[]): Promise<void> {
    for (;;) {
      try {
        const results = await this.answered(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(results[i]!));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
      const queue = this.waiting.get(key)!;
      if (queue.length === 0) {
        this.waiting.delete(key);
        return;
      }
      batch = queue.splice(0, this.options.max ?? 100);
    }
  }

  private async runAlone(item: I): Promise<R> {
    return (await this.answered([item]))[0]!;
  }

  /** `run`, held to one answer per item. */
  private async answered(items: I[]): Promise<R[]> {
    const results = await this.run(items);
    if (results.length !== items.length)
      throw new Error(`a batch of ${items.length} was answered ${results.length} times`);
    return results;
  }
}
