import { describe, expect, it } from 'vitest';
import { blockAppliesOn, isoWeekday, timeInBlock } from './tee-blocks';

describe('blockAppliesOn', () => {
  const weekly = { date: null, weekday: 2, validFrom: '2026-12-01', validUntil: '2026-12-15' };
  it('holds a weekly block on its weekday within its dates, both ends included', () => {
    expect(isoWeekday('2026-12-01')).toBe(2);
    expect(
      ['2026-11-24', '2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22'].map((d) =>
        blockAppliesOn(weekly, d),
      ),
    ).toEqual([false, true, true, true, false]);
    expect(blockAppliesOn(weekly, '2026-12-02')).toBe(false);
  });
  it('holds an open-ended weekly block every week, a dated one on its date only', () => {
    const always = { ...weekly, validFrom: null, validUntil: null };
    expect(blockAppliesOn(always, '2030-01-01')).toBe(true);
    const once = { date: '2026-12-03', weekday: null, validFrom: null, validUntil: null };
    expect(blockAppliesOn(once, '2026-12-03')).toBe(true);
    expect(blockAppliesOn(once, '2026-12-10')).toBe(false);
  });
  it('covers a time from its start up to, not including, its end', () => {
    const b = { from: '09:00', until: '10:30' };
    expect(['08:50', '09:00', '10:20', '10:30'].map((t) => timeInBlock(t, b))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
