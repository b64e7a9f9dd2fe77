import { describe, expect, it } from 'vitest';
import { ConfigResponse, FeaturesResponse } from '@fairway/contract';
import { withSessions } from '../../../test/harness';

const s = withSessions(['demo', 'zuid']);

describe('GET /api/clubs', () => {
  it('lists the clubs on the platform without a session, federation first', async () => {
    const res = await s.t.app.inject({ url: '/api/clubs' });
    expect(res.statusCode).toBe(200);
    const clubs = res.json();
    expect(clubs[0]).toMatchObject({ environment: 'federation' });
    expect(clubs.map((c: { naam: string }) => c.naam)).toContain('Golfclub De Demo');
    // Clubs that are not on the platform are not in the login picker.
    expect(clubs.map((c: { naam: string }) => c.naam)).not.toContain('Royal Zoute Golf Club');
  });
});

describe('GET /api/clubs/foreign', () => {
  it('answers 401 without a session', async () => {
    expect((await s.t.app.inject({ url: '/api/clubs/foreign' })).statusCode).toBe(401);
  });
  it('lists clubs not on the platform in chunks, searchable', async () => {
    const page = await s.t.app.inject({
      url: '/api/clubs/foreign?limit=3',
      headers: { cookie: s.demo },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(3);
    const found = await s.t.app.inject({
      url: '/api/clubs/foreign?term=zoute',
      headers: { cookie: s.demo },
    });
    expect(found.json()).toEqual([expect.objectContaining({ naam: 'Royal Zoute Golf Club' })]);
    const literal = await s.t.app.inject({
      url: '/api/clubs/foreign?term=%25',
      headers: { cookie: s.demo },
    });
    expect(literal.json()).toEqual([]);
  });
  it('refuses a bad limit with 400 naming it', async () => {
    const res = await s.t.app.inject({
      url: '/api/clubs/foreign?limit=-1',
      headers: { cookie: s.demo },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('limit');
  });
});

describe('GET /api/config', () => {
  it('answers 401 without a session', async () => {
    expect((await s.t.app.inject({ url: '/api/config' })).statusCode).toBe(401);
  });
  it("gives each member their own club's flags, never another club's", async () => {
    const a = ConfigResponse.parse(
      (await s.t.app.inject({ url: '/api/config', headers: { cookie: s.demo } })).json(),
    );
    const b = ConfigResponse.parse(
      (await s.t.app.inject({ url: '/api/config', headers: { cookie: s.zuid } })).json(),
    );
    expect(a.club.snelnaam).toBe('demo');
    expect(a).toMatchObject({
      booking_mob_enabled: true,
      digimarker_verplicht: true,
      hide_profiel_link: false,
    });
    expect(b.club).toMatchObject({ snelnaam: 'zuid', type: 'd' });
    expect(b).toMatchObject({ booking_mob_enabled: false, hide_profiel_link: true });
  });
  it('ignores a club sent by the client: the club comes from the session', async () => {
    const res = await s.t.app.inject({
      url: `/api/config?club=${s.t.clubId('demo')}`,
      headers: { cookie: s.zuid },
    });
    expect(res.json().club.snelnaam).toBe('zuid');
  });
  it('keeps contact fields off unless the club turns them on (privacy by default)', async () => {
    const a = (await s.t.app.inject({ url: '/api/config', headers: { cookie: s.demo } })).json();
    expect(a.ledenlijst_email_tonen).toBe(false);
    expect(a.relatie_tonen_contactgegevens).toBe(false);
  });
  it('sends cache-busting headers', async () => {
    const res = await s.t.app.inject({ url: '/api/config', headers: { cookie: s.demo } });
    expect(res.headers['cache-control']).toContain('no-store');
  });
  it('sends the security headers, on answers and refusals alike', async () => {
    for (const res of [
      await s.t.app.inject({ url: '/api/config', headers: { cookie: s.demo } }),
      await s.t.app.inject({ url: '/api/config' }),
    ]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('GET /api/auth/features', () => {
  it('answers 401 without a session', async () => {
    expect((await s.t.app.inject({ url: '/api/auth/features' })).statusCode).toBe(401);
  });
  it('maps every feature name to enabled, following the club flags', async () => {
    const a = FeaturesResponse.parse(
      (await s.t.app.inject({ url: '/api/auth/features', headers: { cookie: s.demo } })).json(),
    );
    const b = FeaturesResponse.parse(
      (await s.t.app.inject({ url: '/api/auth/features', headers: { cookie: s.zuid } })).json(),
    );
    expect(a).toEqual({
      bookingEnabled: true,
      digimarkerEnabled: true,
      showQualfyingScorecardMenu: true,
      startLijstFlightTonen: true,
    });
    expect(b.bookingEnabled).toBe(false);
    expect(b.showQualfyingScorecardMenu).toBe(false);
  });
});
