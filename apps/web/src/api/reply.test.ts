import { describe, expect, it } from 'vitest';
import { FIRST_REPLIES, FIRST_STEPS } from './reply';

describe('the first reply schemas', () => {
  it('are exactly the replies the first steps hold, and every step is in the whole set', async () => {
    const steps = await Promise.all(FIRST_STEPS.map((step) => step()));
    const held = steps.flatMap((step) => Object.keys(step));
    expect([...held].sort()).toEqual([...FIRST_REPLIES].sort());
    const all = await import('./replies/all');
    for (const name of held) expect(all).toHaveProperty(name);
  });
});
