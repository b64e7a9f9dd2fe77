import { describe, expect, it } from 'vitest';
import { ApiError, noConnection } from './api-error';
import { SingleWrite } from './single-write';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('SingleWrite', () => {
  it('drops a second run while the first is still running', async () => {
    const write = new SingleWrite();
    const first = deferred<string>();
    let calls = 0;
    const a = write.run(() => {
      calls++;
      return first.promise;
    });
    const b = write.run(() => {
      calls++;
      return Promise.resolve('second');
    });
    expect(await b).toBeUndefined();
    first.resolve('first');
    expect(await a).toBe('first');
    expect(calls).toBe(1);
  });

  it('tells when it is busy', async () => {
    const seen: boolean[] = [];
    const write = new SingleWrite((busy) => seen.push(busy));
    await write.run(() => Promise.resolve(1));
    expect(seen).toEqual([true, false]);
    expect(write.busy).toBe(false);
  });

  it('sends the same key again after a lost connection, a new one after an answer', async () => {
    const write = new SingleWrite();
    const keys: string[] = [];
    await expect(
      write.run((key) => {
        keys.push(key);
        return Promise.reject(noConnection());
      }),
    ).rejects.toThrow();
    await write.run((key) => {
      keys.push(key);
      return Promise.resolve();
    });
    await write.run((key) => {
      keys.push(key);
      return Promise.resolve();
    });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('takes a new key after a refusal', async () => {
    const write = new SingleWrite();
    const keys: string[] = [];
    await expect(
      write.run((key) => {
        keys.push(key);
        return Promise.reject(new ApiError(409, { code: 'CONFLICT', message: 'no' }));
      }),
    ).rejects.toThrow();
    await write.run((key) => {
      keys.push(key);
      return Promise.resolve();
    });
    expect(keys[1]).not.toBe(keys[0]);
  });
});
