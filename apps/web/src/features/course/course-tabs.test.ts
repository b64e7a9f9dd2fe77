import { describe, expect, it } from 'vitest';
import { courseTabs } from './course-tabs';

describe('courseTabs', () => {
  it('offers occupation only with booking on and occupancy shown', () => {
    const on = { booking_mob_enabled: true, mobile_show_bezetting: true };
    expect(courseTabs(on, {})).toEqual(['info', 'occupation', 'calculator']);
    expect(courseTabs({ ...on, mobile_show_bezetting: false }, {})).toEqual(['info', 'calculator']);
    expect(courseTabs({ ...on, booking_mob_enabled: false }, {})).toEqual(['info', 'calculator']);
    expect(courseTabs(on, { bookingEnabled: false })).toEqual(['info', 'calculator']);
  });
});
