import { describe, expect, it } from 'vitest';
import { addDays } from '@fairway/golf';
import { weekday } from './demo-content';
import { nearestWeekday, nextWeekday } from './demo-matches';

// A week of seed days, Monday 2026-11-23 to Sunday 2026-11-29: a match named after a weekday
// lands on that weekday whichever day the demo starts.
const WEEK = Array.from({ length: 7 }, (_, i) => addDays('2026-11-23', i));

describe('the day of a match named after a weekday', () => {
  it.each(WEEK)('from %s: the next Tuesday is 1 to 7 days ahead', (today) => {
    const tuesday = nextWeekday(today, 2);
    expect(weekday(tuesday)).toBe(2);
    expect(tuesday > today).toBe(true);
    expect(tuesday <= addDays(today, 7)).toBe(true);
  });

  it.each(WEEK)('from %s: the nearest Wednesday is at most 3 days away', (date) => {
    const wednesday = nearestWeekday(date, 3);
    expect(weekday(wednesday)).toBe(3);
    expect(wednesday >= addDays(date, -3)).toBe(true);
    expect(wednesday <= addDays(date, 3)).toBe(true);
  });
});
