import { describe, expect, it } from 'vitest';
import { layoutProblems, monthDayIndex, seasonOn, type TeeSheetLayout } from './tee-sheet-layout';
import { isSheetTime, teeSheetTimes } from './tee-sheet';

const winter = {
  name: 'Winter',
  from: '11-01',
  until: '02-28',
  firstTime: '08:30',
  lastTime: '09:30',
};
const summer = {
  name: 'Summer',
  from: '03-01',
  until: '10-31',
  firstTime: '07:00',
  lastTime: '08:00',
};
const layout: TeeSheetLayout = {
  firstTime: '08:00',
  lastTime: '09:00',
  intervals: [30],
  seasons: [summer, winter],
};
const times = (l: TeeSheetLayout, date: string) => teeSheetTimes(l, date, []).map((t) => t.time);

describe('seasons: the date picks its first and last time', () => {
  it('switches on the boundary days, both ends included', () => {
    expect(times(layout, '2026-10-31')).toEqual(['07:00', '07:30', '08:00']);
    expect(times(layout, '2026-11-01')).toEqual(['08:30', '09:00', '09:30']);
    expect(times(layout, '2027-02-28')).toEqual(['08:30', '09:00', '09:30']);
    expect(times(layout, '2027-03-01')).toEqual(['07:00', '07:30', '08:00']);
  });
  it('runs a season over the new year', () => {
    expect(seasonOn(layout.seasons, '2026-12-31')?.name).toBe('Winter');
    expect(seasonOn(layout.seasons, '2027-01-01')?.name).toBe('Winter');
    expect(seasonOn(layout.seasons, '2027-06-15')?.name).toBe('Summer');
  });
  it("keeps the course's own times on a day no season names (29 Feb after a winter to 28 Feb)", () => {
    expect(seasonOn(layout.seasons, '2028-02-29')).toBeNull();
    expect(times(layout, '2028-02-29')).toEqual(['08:00', '08:30', '09:00']);
    expect(times({ ...layout, seasons: [] }, '2026-12-01')).toEqual(['08:00', '08:30', '09:00']);
  });
  it('knows a time by the date: 08:30 is a winter time, not a summer one', () => {
    expect(isSheetTime(layout, '2026-11-01', '08:30')).toBe(true);
    expect(isSheetTime(layout, '2026-10-31', '08:30')).toBe(false);
    expect(isSheetTime(layout, '2026-10-31', '07:30')).toBe(true);
  });
});

describe('an alternating interval', () => {
  const alt: TeeSheetLayout = {
    firstTime: '08:00',
    lastTime: '09:00',
    intervals: [8, 9],
    seasons: [],
  };
  it('repeats the pattern from the first time', () => {
    expect(times(alt, '2026-06-01')).toEqual([
      '08:00',
      '08:08',
      '08:17',
      '08:25',
      '08:34',
      '08:42',
      '08:51',
      '08:59',
    ]);
  });
  it('starts the pattern again at the season first time', () => {
    const l = { ...alt, seasons: [{ ...winter, firstTime: '08:30', lastTime: '09:00' }] };
    expect(times(l, '2026-12-01')).toEqual(['08:30', '08:38', '08:47', '08:55']);
  });
  it('takes only the pattern times', () => {
    expect(isSheetTime(alt, '2026-06-01', '08:17')).toBe(true);
    expect(isSheetTime(alt, '2026-06-01', '08:16')).toBe(false);
    expect(isSheetTime(alt, '2026-06-01', '09:00')).toBe(false);
  });
  it('lays out nothing for a pattern with no step', () => {
    expect(times({ ...alt, intervals: [] }, '2026-06-01')).toEqual([]);
    expect(times({ ...alt, intervals: [0] }, '2026-06-01')).toEqual([]);
  });
});

describe('layoutProblems (what the back office refuses)', () => {
  it('accepts a sound layout', () => {
    expect(layoutProblems(layout)).toEqual([]);
    expect(layoutProblems({ ...layout, seasons: [{ ...winter, until: '02-29' }, summer] })).toEqual(
      [],
    );
  });
  it('refuses a last time before the first, for the course and for a season', () => {
    expect(layoutProblems({ ...layout, lastTime: '07:59' })).toEqual([
      { season: null, field: 'lastTime', message: 'must not be before the first time' },
    ]);
    expect(
      layoutProblems({ ...layout, seasons: [{ ...winter, lastTime: '08:00' }] }).map((p) => [
        p.season,
        p.field,
      ]),
    ).toEqual([[0, 'lastTime']]);
  });
  it('refuses a season day no calendar has', () => {
    expect(monthDayIndex('02-29')).toBe(59);
    expect(monthDayIndex('12-31')).toBe(365);
    for (const bad of ['02-30', '13-01', '00-10', '4-01', '04-31']) {
      expect(monthDayIndex(bad)).toBeNull();
    }
    const found = layoutProblems({ ...layout, seasons: [{ ...winter, until: '02-30' }] });
    expect(found.map((p) => [p.season, p.field])).toEqual([[0, 'until']]);
  });
  it('refuses seasons sharing a day, over the new year too', () => {
    const found = layoutProblems({ ...layout, seasons: [winter, { ...summer, from: '02-28' }] });
    expect(found.map((p) => [p.season, p.field])).toEqual([[1, 'from']]);
    const edge = layoutProblems({ ...layout, seasons: [winter, { ...summer, until: '11-01' }] });
    expect(edge.map((p) => [p.season, p.field])).toEqual([[1, 'from']]);
  });
  it('refuses intervals outside 1–60 minutes and a pattern longer than six', () => {
    for (const intervals of [[], [0], [61], [8.5], [5, 5, 5, 5, 5, 5, 5]]) {
      expect(layoutProblems({ ...layout, intervals }).map((p) => p.field)).toEqual(['intervals']);
    }
  });
  it('refuses two seasons with one name', () => {
    const found = layoutProblems({ ...layout, seasons: [summer, { ...winter, name: ' summer ' }] });
    expect(found.map((p) => [p.season, p.field])).toEqual([[1, 'name']]);
  });
});
