import { describe, expect, it } from 'vitest';
import { clockMinutes, roundMinutes } from '@fairway/golf';
import { daylightSheet, daylightTimes } from './daylight';

const minutes = (time: string) => clockMinutes(time)!;

describe('the demo tee sheet follows daylight in the Netherlands', () => {
  it('starts no earlier than first light and ends early in December', () => {
    const december = daylightSheet('2026-12-15', 18);
    expect(december.first_time >= '08:30').toBe(true);
    expect(december.last_time <= '14:30').toBe(true);
    expect(daylightTimes('2026-12-15', 18)).not.toContain('06:00');
    expect(daylightTimes('2026-11-25', 18).at(-1)! < '15:00').toBe(true);
  });

  it('opens early and runs into the evening in June', () => {
    const june = daylightSheet('2026-06-21', 18);
    expect(june.first_time <= '06:00').toBe(true);
    expect(june.last_time >= '19:00').toBe(true);
  });

  it('lets a 9-hole loop from the last tee time end before the latest sunset of any month', () => {
    // The month's earliest sunsets, as a calendar gives them for Amsterdam.
    const sunsets = ['16:37', '17:18', '18:12', '20:09', '20:58', '21:50', '21:30', '20:22'];
    for (const [i, sunset] of sunsets.entries()) {
      const date = `2026-${String(i + 1).padStart(2, '0')}-01`;
      const last = minutes(daylightSheet(date, 18).last_time);
      expect(last + roundMinutes(9)).toBeLessThanOrEqual(minutes(sunset));
    }
  });

  it('lays every time on the interval, 10 minutes for 18 holes and 15 for a loop of 9', () => {
    for (let month = 1; month <= 12; month++) {
      const date = `2026-${String(month).padStart(2, '0')}-10`;
      for (const holes of [18, 9]) {
        const sheet = daylightSheet(date, holes);
        const times = daylightTimes(date, holes);
        expect(times[0]).toBe(sheet.first_time);
        expect(times.at(-1)).toBe(sheet.last_time);
        expect(minutes(sheet.first_time) % sheet.interval_minutes).toBe(0);
        expect(sheet.interval_minutes).toBe(holes >= 18 ? 10 : 15);
      }
    }
  });
});
