import { describe, expect, it } from 'vitest';
import { PromiseCache } from './promise-cache';

describe('PromiseCache', () => {
  it('loads once per key while the answer is kept, and callers at once share the load', async () => {
    const cache = new PromiseCache({ ttlMs: 60_000, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, await cache.get('k', load), await cache.get('other', load)]).toEqual([
      1, 1, 1, 2,
    ]);
  });

  it('does not keep a failed load', async () => {
    const cache = new PromiseCache({ ttlMs: 60_000, max: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('db gone')))).rejects.toThrow(
      'db gone',
    );
    await Promise.resolve();
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('loads again once the time is up', async () => {
    const cache = new PromiseCache({ ttlMs: 5, max: 10 });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await new Promise((r) => setTimeout(r, 20));
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });
});
