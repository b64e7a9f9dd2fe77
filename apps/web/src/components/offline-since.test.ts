import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_TIME_ZONE } from '@fairway/golf';
import { setClubTimeZone } from '../lib/club-clock';
import { offlineSinceTime } from './offline-since';

afterEach(() => setClubTimeZone(DEFAULT_CLUB_TIME_ZONE));

describe('the time an offline screen says it was shown as of', () => {
  // 03:23 UTC on a November night: 04:23 at a Dutch club, 05:23 at an Estonian one.
  const fetched = Date.parse('2026-11-22T03:23:00Z');

  it("is the club's time, as every other time in the app", () => {
    expect(offlineSinceTime(fetched)).toBe('04:23');
  });

  it("follows the club's zone, whatever the phone's zone", () => {
    setClubTimeZone('Europe/Tallinn');
    expect(offlineSinceTime(fetched)).toBe('05:23');
  });
});
