import { LRUCache } from 'lru-cache';
import { withinRequestTransaction } from '../db/transaction';

/**
 * What a loader answered, kept per key for `ttlMs` (at most `max` keys, least recently used go
 * first). Callers at the same moment share one load; a failed load is not kept, so the next call
 * tries again.
 */
export class PromiseCache {
  private readonly cache: LRUCache<string, Promise<unknown>>;

  constructor(opts: { ttlMs: number; max: number }) {
    this.cache = new LRUCache({ max: opts.max, ttl: opts.ttlMs });
  }

  /** Loads still running (a request's transaction must not wait for one, see `get`). */
  private readonly loading = new WeakSet<Promise<unknown>>();

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.cache.get(key);
    // A load started outside a request's transaction may be queued behind it (PGlite runs one
    // transaction at a time), so the transaction loads on its own instead of waiting for it.
    if (kept && !(this.loading.has(kept) && withinRequestTransaction())) return kept as Promise<T>;
    const value = load();
    if (kept) return value;
    this.cache.set(key, value);
    this.loading.add(value);
    value.then(
      () => this.loading.delete(value),
      () => {
        this.loading.delete(value);
        this.cache.delete(key);
      },
    );
    return value;
  }

  /** Drops what is kept for `key`: the next `get` loads it again. */
  delete(key: string): void {
    this.cache.delete(key);
  }

  /** Drops every kept key `matches` names (a family of keys one write made stale). */
  deleteWhere(matches: (key: string) => boolean): void {
    for (const key of [...this.cache.keys()]) if (matches(key)) this.cache.delete(key);
  }
}
