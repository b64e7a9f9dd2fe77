import { describe, expect, it } from 'vitest';
import { attendanceRefusal } from './attendance';

const now = { date: '2026-06-10', time: '11:00' };

describe('attendanceRefusal', () => {
  it('takes any mark for a day gone by and for a tee time of today that has started', () => {
    for (const mark of ['arrived', 'no_show', null] as const) {
      expect(attendanceRefusal({ date: '2026-06-09', time: '17:00' }, mark, now)).toBeNull();
      expect(attendanceRefusal({ date: '2026-06-10', time: '11:00' }, mark, now)).toBeNull();
    }
  });

  it("takes an arrival for today's later tee time, but no no-show before it starts", () => {
    const later = { date: '2026-06-10', time: '11:10' };
    expect(attendanceRefusal(later, 'arrived', now)).toBeNull();
    expect(attendanceRefusal(later, null, now)).toBeNull();
    expect(attendanceRefusal(later, 'no_show', now)).toBe('not_started');
  });

  it('takes no mark for a day still to come', () => {
    const tomorrow = { date: '2026-06-11', time: '07:00' };
    for (const mark of ['arrived', 'no_show', null] as const)
      expect(attendanceRefusal(tomorrow, mark, now)).toBe('not_started');
  });
});
