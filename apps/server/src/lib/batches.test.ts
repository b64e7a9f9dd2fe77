import { describe, expect, it } from 'vitest';
import { Batches } from './batches';

/** A `run` whose calls are held until released, recording what each call was given. */
function heldRuns() {
  const calls: { items: string[]; release: (fail?: Error) => void }[] = [];
  const run = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({
        items,
        release: (fail) => (fail ? reject(fail) : resolve(items.map((i) => `${i}!`))),
      });
    });
  return { calls, run };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('Batches', () => {
  it('runs a lone item at once, alone', async () => {
    const { calls, run } = heldRuns();
    const batches = new Batches(run);
    const a = batches.submit('m1', 'a');
    await tick();
    expect(calls.map((c) => c.items)).toEqual([['a']]);
    calls[0]!.release();
    await expect(a).resolves.toBe('a!');
  });

  it('runs what arrived during a call together, in arrival order, each answered its own', async () => {
    const { calls, run } = heldRuns();
    const batches = new Batches(run);
    const answers = ['a', 'b', 'c', 'd'].map((i) => batches.submit('m1', i));
    await tick();
    expect(calls.map((c) => c.items)).toEqual([['a']]);
    calls[0]!.release();
    await tick();
    expect(calls.map((c) => c.items)).toEqual([['a'], ['b', 'c', 'd']]);
    calls[1]!.release();
    await expect(Promise.all(answers)).resolves.toEqual(['a!', 'b!', 'c!', 'd!']);
  });

  it('keeps keys apart: one key running does not hold another back', async () => {
    const { calls, run } = heldRuns();
    const batches = new Batches(run);
    void batches.submit('m1', 'a');
    const b = batches.submit('m2', 'b');
    await tick();
    expect(calls.map((c) => c.items)).toEqual([['a'], ['b']]);
    calls[1]!.release();
    await expect(b).resolves.toBe('b!');
  });

  it('takes at most `max` items a call, the rest in the next', async () => {
    const { calls, run } = heldRuns();
    const batches = new Batches(run, { max: 2 });
    const answers = ['a', 'b', 'c', 'd'].map((i) => batches.submit('m1', i));
    await tick();
    calls[0]!.release();
    await tick();
    calls[1]!.release();
    await tick();
    expect(calls.map((c) => c.items)).toEqual([['a'], ['b', 'c'], ['d']]);
    calls[2]!.release();
    await expect(Promise.all(answers)).resolves.toEqual(['a!', 'b!', 'c!', 'd!']);
  });

  it('fails the items of a failed call, and runs the next call as usual', async () => {
    const { calls, run } = heldRuns();
    const batches = new Batches(run);
    const a = batches.submit('m1', 'a');
    const b = batches.submit('m1', 'b');
    const c = batches.submit('m1', 'c');
    await tick();
    calls[0]!.release();
    await tick();
    calls[1]!.release(new Error('database gone'));
    await expect(a).resolves.toBe('a!');
    await expect(b).rejects.toThrow('database gone');
    await expect(c).rejects.toThrow('database gone');
    const d = batches.submit('m1', 'd');
    await tick();
    expect(calls.at(-1)!.items).toEqual(['d']);
    calls.at(-1)!.release();
    await expect(d).resolves.toBe('d!');
  });

  it('fails a call answered with the wrong number of results', async () => {
    const { calls, run } = heldRuns();
    const batches = new Batches(async (items: string[]) => (await run(items)).slice(1));
    const a = batches.submit('m1', 'a');
    const b = batches.submit('m1', 'b');
    const c = batches.submit('m1', 'c');
    await tick();
    calls[0]!.release();
    await expect(a).rejects.toThrow('a batch of 1 was answered 0 times');
    await tick();
    calls[1]!.release();
    await expect(b).rejects.toThrow('a batch of 2 was answered 1 times');
    await expect(c).rejects.toThrow('a batch of 2 was answered 1 times');
  });

  it('runs an item that must be alone by itself, at once, beside a running call', async () => {
    const { calls, run } = heldRuns();
    let alone = false;
    const batches = new Batches(run, { alone: () => alone });
    void batches.submit('m1', 'a');
    alone = true;
    const b = batches.submit('m1', 'b');
    await tick();
    expect(calls.map((c) => c.items)).toEqual([['a'], ['b']]);
    calls[1]!.release();
    await expect(b).resolves.toBe('b!');
  });
});
