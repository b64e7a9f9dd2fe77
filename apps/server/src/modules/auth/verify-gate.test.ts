import { describe, expect, it } from 'vitest';
import { VerifyGate } from './verify-gate';

describe('VerifyGate', () => {
  it('lets `concurrent` in at once per key, the next ones in turn, and refuses beyond `waiting`', async () => {
    const gate = new VerifyGate(2, 2);
    const [a, b] = await Promise.all([gate.enter('x'), gate.enter('x')]);
    expect(a?.waited).toBe(false);
    expect(b?.waited).toBe(false);
    const order: string[] = [];
    const c = gate.enter('x').then((turn) => (order.push('c'), turn));
    const d = gate.enter('x').then((turn) => (order.push('d'), turn));
    expect(await gate.enter('x')).toBeNull();
    // Another key has its own share.
    expect((await gate.enter('y'))?.waited).toBe(false);

    a!.release();
    const third = await c;
    expect(third?.waited).toBe(true);
    expect(order).toEqual(['c']);
    // Released twice gives one place back, not two.
    a!.release();
    await Promise.resolve();
    expect(order).toEqual(['c']);
    b!.release();
    const fourth = await d;
    expect(order).toEqual(['c', 'd']);
    // A waiting place is free again.
    const e = gate.enter('x');
    third!.release();
    fourth!.release();
    (await e)!.release();
    expect(gate.size).toBe(1);
  });

  it('forgets a key once nothing runs or waits for it', async () => {
    const gate = new VerifyGate(1, 5);
    const first = await gate.enter('x');
    const second = gate.enter('x');
    first!.release();
    (await second)!.release();
    expect(gate.size).toBe(0);
  });
});
