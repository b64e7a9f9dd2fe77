import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Relatie } from '@fairway/contract';
import { callAs, createTestApp, writeHeaders, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const self = (cookie: string) => t.app.inject({ url: '/api/relatie/self', headers: { cookie } });
const update = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/relatie/self',
    headers: writeHeaders(cookie),
    payload: payload as object,
  });

describe('GET /api/relatie/self', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/relatie/self' })).statusCode).toBe(401);
  });

  it("answers the logged-in member's own profile with the spec's field names", async () => {
    const res = await self(await t.login('demo'));
    expect(res.statusCode).toBe(200);
    const me = Relatie.parse(res.json());
    expect(me).toMatchObject({
      roepnaam: 'Jan',
      achternaam: 'Demo',
      volledige_naam: 'Jan Demo',
      is_gast: false,
    });
    expect(me.gsn).toMatch(/^NL\d+$/);
    expect(me).not.toHaveProperty('extra_veld_1');
  });

  it('marks the guest account as is_gast', async () => {
    expect((await self(await t.login('gast'))).json().is_gast).toBe(true);
  });

  it('shows extra_veld_1 only for club 414', async () => {
    const me = (await self(await t.login('veld'))).json();
    expect(me.extra_veld_1).toMatch(/^Lockernummer/);
  });
});

describe('POST /api/relatie/self', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/relatie/self',
      headers: { 'x-fairway-request': '1' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ geboortedatum: '31-12-1970' }, 'geboortedatum'],
    [{ geboortedatum: '1970-02-30' }, 'geboortedatum'],
    [{ voorkeurstaal: 'fr_FR' }, 'voorkeurstaal'],
    [{ geslacht: 'x' }, 'geslacht'],
    [{ email: 'not-an-email' }, 'email'],
    [{ roepnaam: 'x'.repeat(61) }, 'roepnaam'],
    [{ telefoon: 'bel me' }, 'telefoon'],
    [{ mobiel: '06-12' }, 'mobiel'],
    [{ mobiel: '+31 6 1234 5678 9012 34' }, 'mobiel'],
  ])('refuses %j with 400 naming %s and changes nothing', async (payload, field) => {
    const cookie = await t.login('marker');
    const before = (await self(cookie)).json();
    const res = await update(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await self(cookie)).json()).toEqual(before);
  });

  it('refuses fields that are not editable (handicap, gsn)', async () => {
    const cookie = await t.login('marker');
    const res = await update(cookie, { handicap: -5 });
    expect(res.statusCode).toBe(400);
  });

  it('saves the profile, geboortedatum as YYYY-MM-DD, and answers status', async () => {
    const cookie = await t.login('demo');
    const res = await update(cookie, {
      voorkeurstaal: 'en_US',
      geboortedatum: '1971-05-09',
      roepnaam: 'Johan',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      relatie: { voorkeurstaal: 'en_US', geboortedatum: '1971-05-09' },
    });
    expect((await self(cookie)).json()).toMatchObject({
      roepnaam: 'Johan',
      volledige_naam: 'Johan Demo',
    });
  });

  it('saves and clears the phone numbers as typed', async () => {
    const cookie = await t.login('marker');
    const res = await update(cookie, {
      telefoon: ' 020 - 555 12 34 ',
      mobiel: '+31 (0)6-1234.5678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().relatie).toMatchObject({
      telefoon: '020 - 555 12 34',
      mobiel: '+31 (0)6-1234.5678',
    });
    const cleared = await update(cookie, { telefoon: null });
    expect(cleared.json().relatie).toMatchObject({ telefoon: null, mobiel: '+31 (0)6-1234.5678' });
  });

  it("changes only the member's own profile", async () => {
    const zuid = await t.login('zuid');
    const before = (await self(await t.login('marker'))).json();
    await update(zuid, { roepnaam: 'Zuidelijk' });
    expect((await self(await t.login('marker'))).json()).toEqual(before);
  });
});

describe("POST /api/relatie/self: a birth date on the club's clock", () => {
  // 23:30 UTC on 22 November is already 00:30 on the 23rd at the club (Amsterdam, UTC+1).
  const NOW = new Date('2026-11-22T23:30:00Z');
  let club: TestApp;
  beforeAll(async () => {
    club = await createTestApp({ clock: () => NOW });
  });
  afterAll(() => club.close());

  const post = (cookie: string | undefined, payload: unknown) =>
    callAs(club, 'POST', '/api/relatie/self', cookie, payload);
  const get = async (cookie: string) =>
    (await club.app.inject({ url: '/api/relatie/self', headers: { cookie } })).json();

  it('answers 401 without a session', async () => {
    expect((await post(undefined, { geboortedatum: '2026-11-24' })).statusCode).toBe(401);
  });

  it.each(['2026-11-24', '2099-01-01'])(
    'refuses %s, after the club’s today, with 400 naming geboortedatum and changes nothing',
    async (geboortedatum) => {
      const cookie = await club.login('marker');
      const before = await get(cookie);
      const res = await post(cookie, { geboortedatum, roepnaam: 'Toekomst' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        fields: [{ field: 'geboortedatum' }],
      });
      expect(await get(cookie)).toEqual(before);
    },
  );

  it('takes the club’s today, already the 23rd while it is still the 22nd in UTC', async () => {
    const cookie = await club.login('marker');
    const res = await post(cookie, { geboortedatum: '2026-11-23' });
    expect(res.statusCode).toBe(200);
    expect(res.json().relatie.geboortedatum).toBe('2026-11-23');
  });
});
