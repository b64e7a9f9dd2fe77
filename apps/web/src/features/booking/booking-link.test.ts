import { describe, expect, it } from 'vitest';
import { createLink, readCreateTarget } from './booking-link';

describe('the create screen address', () => {
  it('carries the chosen time there and back', () => {
    const target = {
      courseId: 1,
      date: '2026-11-25',
      time: '07:40',
      holes: 9,
      timestamp: 1795588800,
      startTee: 1,
      places: 4,
      turn: null,
    };
    const link = createLink(target);
    expect(link.startsWith('/app/booking/create?')).toBe(true);
    expect(readCreateTarget(link.slice(link.indexOf('?')))).toEqual(target);
    // Tee 10 goes along; tee 1 is what an address without a tee means.
    expect(link).not.toContain('tee=');
    const ten = createLink({ ...target, startTee: 10, turn: '09:40' });
    expect(readCreateTarget(ten.slice(ten.indexOf('?')))).toEqual({
      ...target,
      startTee: 10,
      turn: '09:40',
    });
  });

  it('reads anything missing or malformed as not chosen', () => {
    expect(readCreateTarget('?course=x&date=25-11-2026&time=7:40&holes=&ts=-1&turn=9')).toEqual({
      courseId: null,
      date: null,
      time: null,
      holes: null,
      timestamp: null,
      startTee: 1,
      places: null,
      turn: null,
    });
  });
});
