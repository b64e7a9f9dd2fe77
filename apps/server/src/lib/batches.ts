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
    private readonly max = 100,
  ) {}

  submit(key: string, item: I): Promise<R> {
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
        const results = await this.run(batch.map((w) => w.item));
        if (results.length !== batch.length)
          throw new Error(`a batch of ${batch.length} was answered ${results.length} times`);
        batch.forEach((w, i) => w.resolve(results[i]!));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
      const queue = this.waiting.get(key)!;
      if (queue.length === 0) {
        this.waiting.delete(key);
        return;
      }
      batch = queue.splice(0, this.max);
    }
  }
}
