import { LRUCache } from 'lru-cache';

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

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.cache.get(key);
    if (kept) return kept as Promise<T>;
    const value = load();
    this.cache.set(key, value);
    value.catch(() => this.cache.delete(key));
    return value;
  }
}
