import { describe, expect, it } from 'vitest';
import { clubDateTime, clubInstant, clubInstants, clubWallClock } from './club-time';

const AMS = 'Europe/Amsterdam';

describe('club-local tee times as instants', () => {
  it('converts summer and winter times with the right offset', () => {
    expect(new Date(clubInstant('2026-06-10', '08:00', AMS) * 1000).toISOString()).toBe(
      '2026-06-10T06:00:00.000Z',
    );
    expect(new Date(clubInstant('2026-01-10', '08:00', AMS) * 1000).toISOString()).toBe(
      '2026-01-10T07:00:00.000Z',
    );
  });

  it('round-trips through the wall clock, also on DST days', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      for (const time of ['07:30', '12:00', '17:50']) {
        expect(clubWallClock(clubInstant(date, time, AMS), AMS)).toEqual({ date, time });
      }
    }
  });

  it('a whole sheet at once gives the same instants as one by one', () => {
    const times = ['01:30', '02:30', '03:30', '04:00', '07:30', '12:00', '23:59'];
    for (const date of ['2026-03-29', '2026-10-25', '2026-06-10', '2026-12-31']) {
      expect(clubInstants(date, times, AMS)).toEqual(
        times.map((time) => clubInstant(date, time, AMS)),
      );
    }
  });
});

describe("the club's now, kept per minute", () => {
  it('answers each zone and each minute for itself, across the spring DST jump', () => {
    const at = (iso: string, zone = AMS) => clubDateTime(new Date(iso), zone);
    expect(at('2026-03-29T00:59:10Z')).toEqual({ date: '2026-03-29', time: '01:59' });
    expect(at('2026-03-29T00:59:50Z')).toEqual({ date: '2026-03-29', time: '01:59' });
    expect(at('2026-03-29T00:59:50Z', 'America/New_York')).toEqual({
      date: '2026-03-28',
      time: '20:59',
    });
    expect(at('2026-03-29T01:00:00Z')).toEqual({ date: '2026-03-29', time: '03:00' });
    // An earlier instant after a later one is not answered from the later minute.
    expect(at('2026-03-28T23:00:00Z')).toEqual({ date: '2026-03-29', time: '00:00' });
  });
});
