import { describe, expect, it } from 'vitest';
import { ConfigResponse, FeaturesResponse } from '@fairway/contract';
import { type TestApp, withTestApp } from '../../../test/harness';

let t: TestApp;
let demo: string;
let zuid: string;
withTestApp(async (app) => {
  t = app;
  demo = await app.login('demo');
  zuid = await app.login('zuid');
});

describe('GET /api/clubs', () => {
  it('lists the clubs on the platform without a session, federation first', async () => {
    const res = await t.app.inject({ url: '/api/clubs' });
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
    expect((await t.app.inject({ url: '/api/clubs/foreign' })).statusCode).toBe(401);
  });
  it('lists clubs not on the platform in chunks, searchable', async () => {
    const page = await t.app.inject({
      url: '/api/clubs/foreign?limit=3',
      headers: { cookie: demo },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toHaveLength(3);
    const found = await t.app.inject({
      url: '/api/clubs/foreign?term=zoute',
      headers: { cookie: demo },
    });
    expect(found.json()).toEqual([expect.objectContaining({ naam: 'Royal Zoute Golf Club' })]);
    const literal = await t.app.inject({
      url: '/api/clubs/foreign?term=%25',
      headers: { cookie: demo },
    });
    expect(literal.json()).toEqual([]);
  });
  it('refuses a bad limit with 400 naming it', async () => {
    const res = await t.app.inject({
      url: '/api/clubs/foreign?limit=-1',
      headers: { cookie: demo },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('limit');
  });
});

describe('GET /api/config', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/config' })).statusCode).toBe(401);
  });
  it("gives each member their own club's flags, never another club's", async () => {
    const a = ConfigResponse.parse(
      (await t.app.inject({ url: '/api/config', headers: { cookie: demo } })).json(),
    );
    const b = ConfigResponse.parse(
      (await t.app.inject({ url: '/api/config', headers: { cookie: zuid } })).json(),
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
    const res = await t.app.inject({
      url: `/api/config?club=${t.clubId('demo')}`,
      headers: { cookie: zuid },
    });
    expect(res.json().club.snelnaam).toBe('zuid');
  });
  it('keeps contact fields off unless the club turns them on (privacy by default)', async () => {
    const a = (await t.app.inject({ url: '/api/config', headers: { cookie: demo } })).json();
    expect(a.ledenlijst_email_tonen).toBe(false);
    expect(a.relatie_tonen_contactgegevens).toBe(false);
  });
  it('sends cache-busting headers', async () => {
    const res = await t.app.inject({ url: '/api/config', headers: { cookie: demo } });
    expect(res.headers['cache-control']).toContain('no-store');
  });
  it('sends the security headers, on answers and refusals alike', async () => {
    for (const res of [
      await t.app.inject({ url: '/api/config', headers: { cookie: demo } }),
      await t.app.inject({ url: '/api/config' }),
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
    expect((await t.app.inject({ url: '/api/auth/features' })).statusCode).toBe(401);
  });
  it('maps every feature name to enabled, following the club flags', async () => {
    const a = FeaturesResponse.parse(
      (await t.app.inject({ url: '/api/auth/features', headers: { cookie: demo } })).json(),
    );
    const b = FeaturesResponse.parse(
      (await t.app.inject({ url: '/api/auth/features', headers: { cookie: zuid } })).json(),
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
