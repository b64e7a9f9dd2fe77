import { describe, expect, it } from 'vitest';
import { FIRST_STEPS } from './reply';

describe('the first reply schemas', () => {
  it('each step holds exactly the replies it names, and every one is in the whole set', async () => {
    const all = await import('./replies/all');
    for (const step of FIRST_STEPS) {
      const held = Object.keys(await step.load());
      expect(held.sort()).toEqual([...step.names].sort());
      for (const name of held) expect(all).toHaveProperty(name);
    }
    // It loads every reply schema of the app, compiled on first use: seconds on a busy machine.
  }, 30_000);
});
