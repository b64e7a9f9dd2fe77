import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('shares one fetch between callers', async () => {
    const load = vi.fn(async () => 'code');
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['code', 'code']);
    await get();
    expect(load).toHaveBeenCalledOnce();
  });

  it('fetches again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
