import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_TIME_ZONE } from '@fairway/golf';
import { addDays, clubNow, minutesAhead, setClubTimeZone } from './club-clock';

afterEach(() => setClubTimeZone(DEFAULT_CLUB_TIME_ZONE));

describe("the app's club clock (docs/ARCHITECTURE.md 'Conventions': time is club-local)", () => {
  it("gives the club's wall clock, not the device's", () => {
    // 23:30 UTC on 31 Dec is already 00:30 on 1 Jan in Amsterdam (winter time, UTC+1).
    expect(clubNow(new Date('2025-12-31T23:30:00Z'))).toEqual({
      date: '2026-01-01',
      time: '00:30',
    });
    // Summer time: UTC+2.
    expect(clubNow(new Date('2026-07-01T10:05:00Z'))).toEqual({
      date: '2026-07-01',
      time: '12:05',
    });
  });

  it("follows the club's own zone once its configuration says it", () => {
    setClubTimeZone('Europe/Tallinn');
    expect(clubNow(new Date('2026-07-01T10:05:00Z'))).toEqual({
      date: '2026-07-01',
      time: '13:05',
    });
    expect(minutesAhead('2026-07-01', '13:35', new Date('2026-07-01T10:05:00Z'))).toBe(30);
  });

  it('counts minutes ahead of now across midnight', () => {
    const now = new Date('2026-07-01T21:50:00Z'); // 23:50 in Amsterdam
    expect(minutesAhead('2026-07-02', '00:20', now)).toBe(30);
    expect(minutesAhead('2026-07-01', '23:00', now)).toBe(-50);
    expect(minutesAhead('2026-07-01', '25:00', now)).toBeNull();
    expect(minutesAhead('', '10:00', now)).toBeNull();
  });

  it('adds days on the calendar', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
