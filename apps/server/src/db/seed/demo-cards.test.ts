import { describe, expect, it } from 'vitest';
import { openCardTime, playedDays } from './demo-cards';
import { createRandom } from './random';

describe("demo's open card of today", () => {
  it('is at 09:30 once the club clock is past it', () => {
    expect(openCardTime('11:00')).toBe('09:30');
    expect(openCardTime('09:35')).toBe('09:30');
  });

  it('is never after now: earlier in the day, a little before the club time', () => {
    expect(openCardTime('09:34')).toBe('09:25');
    expect(openCardTime('00:58')).toBe('00:50');
    expect(openCardTime('07:00')).toBe('06:55');
  });

  it('stays on the same day just after midnight', () => {
    expect(openCardTime('00:03')).toBe('00:00');
    expect(openCardTime('00:00')).toBe('00:00');
  });
});

describe('the days a demo member played', () => {
  it('are all different: one round a day, never two on one morning', () => {
    const rnd = createRandom(1);
    for (let n = 0; n < 50; n++) {
      const days = playedDays(rnd, 34, 725);
      expect(days).toHaveLength(34);
      expect(new Set(days).size).toBe(34);
      expect(days).toEqual([...days].sort((a, b) => a - b));
    }
  });

  it('leave out the days the member already has a round', () => {
    const days = playedDays(createRandom(2), 30, 40, (d) => d % 2 === 0);
    expect(days).toHaveLength(20);
    expect(days.every((d) => d % 2 === 1)).toBe(true);
  });
});
