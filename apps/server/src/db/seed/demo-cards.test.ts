import { describe, expect, it } from 'vitest';
import { openCardTime } from './demo-cards';

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
