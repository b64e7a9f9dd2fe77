import { afterEach, describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { DEFAULT_CLUB_TIME_ZONE } from '@fairway/golf';
import { clubNow, clubTimeZone, setClubTimeZone } from '../../lib/club-clock';
import { clubKeys, followClubTimeZone } from './club.queries';

afterEach(() => setClubTimeZone(DEFAULT_CLUB_TIME_ZONE));

describe("the club clock follows the club's configuration", () => {
  it("takes the club's time zone as soon as its configuration is in the cache", () => {
    const client = new QueryClient();
    followClubTimeZone(client);
    expect(clubTimeZone()).toBe(DEFAULT_CLUB_TIME_ZONE);
    client.setQueryData(clubKeys.config(), { club: { timezone: 'America/New_York' } });
    expect(clubTimeZone()).toBe('America/New_York');
    // 12:00 UTC in July is 08:00 in New York: "today" and tee times follow the club, not Amsterdam.
    expect(clubNow(new Date('2026-07-01T12:00:00Z')).time).toBe('08:00');
  });

  it('ignores other queries', () => {
    const client = new QueryClient();
    followClubTimeZone(client);
    client.setQueryData(clubKeys.features(), { club: { timezone: 'Asia/Tokyo' } });
    expect(clubTimeZone()).toBe(DEFAULT_CLUB_TIME_ZONE);
  });
});

describe('the club clock with no connection', () => {
  it("takes the club's time zone from the configuration the device kept", () => {
    const earlier = new QueryClient();
    earlier.setQueryData(clubKeys.config(), { club: { timezone: 'Europe/Tallinn' } });
    const client = new QueryClient();
    followClubTimeZone(client);
    hydrate(client, dehydrate(earlier));
    expect(clubTimeZone()).toBe('Europe/Tallinn');
  });
});
