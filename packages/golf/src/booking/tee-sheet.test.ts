import { describe, expect, it } from 'vitest';
import { isSheetTime, roundsOverlap, sheetOpen, teeSheetTimes } from './tee-sheet';

const settings = { firstTime: '08:00', lastTime: '09:00', intervals: [15], seasons: [] };
const DAY = '2026-06-01';

describe('teeSheetTimes', () => {
  it('lays out the day from the first to the last time at the interval', () => {
    expect(teeSheetTimes(settings, DAY, []).map((t) => t.time)).toEqual([
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '09:00',
    ]);
  });
  it('marks the times inside a block (end exclusive)', () => {
    const block = { from: '08:15', until: '08:45', reason: 'match' as const, matchId: 3 };
    expect(teeSheetTimes(settings, DAY, [block]).map((t) => t.block?.reason ?? null)).toEqual([
      null,
      'match',
      'match',
      null,
      null,
    ]);
  });
  it('knows which times are on the sheet', () => {
    expect(isSheetTime(settings, DAY, '08:30')).toBe(true);
    expect(isSheetTime(settings, DAY, '08:31')).toBe(false);
    expect(isSheetTime(settings, DAY, '07:45')).toBe(false);
    expect(isSheetTime(settings, DAY, '09:15')).toBe(false);
    expect(isSheetTime(settings, DAY, '25:00')).toBe(false);
  });
});

describe('roundsOverlap (a member cannot hold two overlapping tee times)', () => {
  it('18 holes keep a player out for 4 h 30, 9 holes for 2 h 15', () => {
    expect(roundsOverlap({ time: '08:00', holes: 18 }, { time: '12:29', holes: 9 })).toBe(true);
    expect(roundsOverlap({ time: '08:00', holes: 18 }, { time: '12:30', holes: 9 })).toBe(false);
    expect(roundsOverlap({ time: '10:14', holes: 9 }, { time: '08:00', holes: 9 })).toBe(true);
    expect(roundsOverlap({ time: '10:15', holes: 9 }, { time: '08:00', holes: 9 })).toBe(false);
  });
});

describe('sheetOpen (the sheet opens booking_days_ahead days ahead, the newest day at booking_opens_at)', () => {
  const opening = { booking_days_ahead: 7, booking_opens_at: '07:00' };
  const now = { date: '2026-11-22', time: '06:59' };
  it('opens today and every day before the newest one all day', () => {
    expect(sheetOpen(opening, now, '2026-11-22')).toBe(true);
    expect(sheetOpen(opening, now, '2026-11-28')).toBe(true);
  });
  it('opens the newest day at its time, not a minute before', () => {
    expect(sheetOpen(opening, now, '2026-11-29')).toBe(false);
    expect(sheetOpen(opening, { ...now, time: '07:00' }, '2026-11-29')).toBe(true);
  });
  it('keeps the days after the newest one closed, across a month', () => {
    expect(sheetOpen(opening, { ...now, time: '23:59' }, '2026-11-30')).toBe(false);
    expect(sheetOpen(opening, { date: '2026-11-30', time: '07:00' }, '2026-12-07')).toBe(true);
    expect(sheetOpen(opening, { date: '2026-11-30', time: '07:00' }, '2026-12-08')).toBe(false);
  });
  it('with no days ahead, opens only today, from the opening time', () => {
    const today = { booking_days_ahead: 0, booking_opens_at: '07:00' };
    expect(sheetOpen(today, now, '2026-11-22')).toBe(false);
    expect(sheetOpen(today, { ...now, time: '07:00' }, '2026-11-22')).toBe(true);
  });
});
