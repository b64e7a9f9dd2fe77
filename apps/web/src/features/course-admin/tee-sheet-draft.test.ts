import { describe, expect, it } from 'vitest';
import type { AdminTeeSheet } from '@fairway/contract';
import { sheetDraft, sheetInput, sheetProblems, timesPerDay } from './tee-sheet-draft';

const sheet: AdminTeeSheet = {
  course_id: 1,
  course_name: 'De Lange Baan',
  first_time: '08:00',
  last_time: '09:00',
  intervals: [8, 9],
  seasons: [
    { name: 'Winter', from: '11-01', until: '02-28', first_time: '08:30', last_time: '09:00' },
  ],
  capacity: 4,
  bookable: true,
  booking_days_ahead: null,
  booking_opens_at: null,
  start_tees: [1],
  tee_ten_minutes: 120,
  club_opening: { booking_days_ahead: 14, booking_opens_at: '07:00' },
};

describe('the tee-sheet form', () => {
  it("sends the pattern as numbers and the club's opening as null", () => {
    const draft = { ...sheetDraft(sheet), intervals: '8, 9 ,10' };
    expect(sheetInput(draft)).toMatchObject({
      intervals: [8, 9, 10],
      booking_days_ahead: null,
      booking_opens_at: null,
    });
    expect(sheetInput({ ...draft, ownOpening: true })).toMatchObject({
      booking_days_ahead: 14,
      booking_opens_at: '07:00',
    });
  });
  it("names the refused fields by the contract's own check", () => {
    const draft = sheetDraft(sheet);
    expect(sheetProblems(draft).size).toBe(0);
    expect([...sheetProblems({ ...draft, intervals: '8, x' })]).toEqual([
      ['intervals', 'intervals'],
    ]);
    expect([...sheetProblems({ ...draft, last_time: '07:00' })]).toEqual([['last_time', 'order']]);
    const bad = { ...draft, seasons: [{ ...sheet.seasons[0]!, until: '02-30' }] };
    expect([...sheetProblems(bad)]).toEqual([['seasons.0.until', 'day']]);
  });
  it("sends tee 10's minutes only with tee 10, and refuses them out of range", () => {
    const draft = sheetDraft(sheet);
    expect(sheetInput({ ...draft, tee_ten_minutes: 'x' })).not.toHaveProperty('tee_ten_minutes');
    const two = { ...draft, start_tees: [1, 10], tee_ten_minutes: '150' };
    expect(sheetInput(two)).toMatchObject({ start_tees: [1, 10], tee_ten_minutes: 150 });
    expect(sheetProblems(two).size).toBe(0);
    expect([...sheetProblems({ ...two, tee_ten_minutes: '30' })]).toEqual([
      ['tee_ten_minutes', 'tee_ten'],
    ]);
    expect([...sheetProblems({ ...two, tee_ten_minutes: '' })]).toEqual([
      ['tee_ten_minutes', 'tee_ten'],
    ]);
  });
  it('counts the tee times a day, by the engine', () => {
    const draft = sheetDraft(sheet);
    expect(timesPerDay(draft, null)).toBe(8);
    expect(timesPerDay(draft, 0)).toBe(4);
    expect(timesPerDay({ ...draft, intervals: '' }, null)).toBeNull();
  });
});
