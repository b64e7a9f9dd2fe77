import { describe, expect, it } from 'vitest';
import type { BookingSummary, TeeTime } from '@fairway/contract';
import {
  isChoosable,
  occupationLevel,
  sheetDays,
  slotState,
  splitBookings,
} from './tee-sheet-view';

const time = (patch: Partial<TeeTime>): TeeTime => ({
  timestamp: 0,
  time: '10:00',
  start_tee: 1,
  turn_time: null,
  available: true,
  free_slots: 4,
  occupied_slots: 0,
  reservations: [],
  closed: null,
  block: null,
  own_booking_id: null,
  ...patch,
});

describe('tee time states on the grid', () => {
  it('an own booking wins over everything; then why it is closed; then free or full', () => {
    expect(slotState(time({ own_booking_id: 3, free_slots: 0, available: false }))).toBe('own');
    expect(slotState(time({ closed: 'match', available: false }))).toBe('match');
    expect(slotState(time({ free_slots: 0, occupied_slots: 4, available: false }))).toBe('full');
    expect(slotState(time({}))).toBe('free');
  });

  it('free, own and locked times can be chosen; full, blocked, match and not-open cannot', () => {
    expect(['free', 'own', 'locked'].every((s) => isChoosable(s as never))).toBe(true);
    expect(['full', 'blocked', 'match', 'not_open'].some((s) => isChoosable(s as never))).toBe(
      false,
    );
  });
});

describe('sheet days', () => {
  it('today and the days ahead, across a month end', () => {
    expect(sheetDays('2026-11-29', 3)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(sheetDays('2026-11-29', 0)).toEqual(['2026-11-29']);
  });
});

describe('my tee times', () => {
  const b = (id: number, timestamp: number, history: boolean) =>
    ({ id, timestamp, history }) as BookingSummary;
  it('upcoming soonest first, history latest first', () => {
    const { upcoming, history } = splitBookings([
      b(1, 300, false),
      b(2, 100, true),
      b(3, 200, false),
      b(4, 150, true),
    ]);
    expect(upcoming.map((x) => x.id)).toEqual([3, 1]);
    expect(history.map((x) => x.id)).toEqual([4, 2]);
  });
});

describe('occupation levels', () => {
  it('empty, quiet, half, busy, full', () => {
    expect([0, 1, 2, 3, 4].map((o) => occupationLevel(o, 4))).toEqual([0, 1, 2, 3, 4]);
    expect(occupationLevel(0, 0)).toBe(0);
    expect(occupationLevel(5, 4)).toBe(4);
  });
});
