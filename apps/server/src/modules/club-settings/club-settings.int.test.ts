import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ClubSettingsResponse,
  ConfigResponse,
  type ClubSettings,
  type FeaturesResponse,
} from '@fairway/contract';
import { withTestApp, writeHeaders, type TestApp } from '../../../test/harness';
import { auditRowsOf, sessionWithRole } from '../../../test/admin-calls';

/**
 * The club's settings (role administrator): 401 without a session, 403 for a member or the match
 * committee, 400 naming the field, each administrator sees and writes their own club only, and a
 * write is seen by the member app's very next call and leaves one audit row of what changed.
 */
let t: TestApp;
let beheer: string;
let zuidAdmin: string;
withTestApp(async (app) => {
  t = app;
  beheer = await t.login('beheer');
  // A member of Golfbaan Zuid made its administrator: another club's administrator.
  zuidAdmin = await sessionWithRole(t, 'zuid', 'zuid', 'administrator');
});

const read = (cookie: string) => t.app.inject({ url: '/api/admin/club', headers: { cookie } });
const write = (cookie: string, payload: unknown, key = true) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/club',
    headers: { ...writeHeaders(cookie), ...(key ? { 'idempotency-key': randomUUID() } : {}) },
    payload: payload as object,
  });
const settingsOf = async (cookie: string): Promise<ClubSettings> =>
  ClubSettingsResponse.parse((await read(cookie)).json()).settings;
const memberConfig = async (cookie: string) =>
  ConfigResponse.parse((await t.app.inject({ url: '/api/config', headers: { cookie } })).json());
const memberFeatures = async (cookie: string) =>
  (
    await t.app.inject({ url: '/api/auth/features', headers: { cookie } })
  ).json() as FeaturesResponse;
const auditRows = (clubId: number) => auditRowsOf(t, clubId, 'club_settings');

describe('club settings', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/admin/club' })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/club',
      headers: writeHeaders(''),
      payload: {},
    });
    expect(put.statusCode).toBe(401);
  });

  it('answers 403 to a plain member and to the match committee, and changes nothing', async () => {
    for (const username of ['demo', 'commissie']) {
      const cookie = await t.login(username);
      expect((await read(cookie)).statusCode).toBe(403);
      const current = await settingsOf(beheer);
      expect((await write(cookie, { ...current, news: !current.news })).statusCode).toBe(403);
    }
    expect((await settingsOf(beheer)).news).toBe(true);
    // The role is checked before the body: a member learns nothing of what the call accepts.
    expect((await write(await t.login('demo'), { news: 'no' })).statusCode).toBe(403);
  });

  it('reads the club as the demo seed set it', async () => {
    const body = ClubSettingsResponse.parse((await read(beheer)).json());
    expect(body.settings).toMatchObject({
      naam: 'Golfclub De Demo',
      booking_mob_enabled: true,
      news: true,
      cancellation_reason_enabled: true,
      guest_edit_lead: '48:00',
      member_cancel_lead: '02:00',
      showQualfyingScorecardMenu: true,
    });
    expect(body.fixed).toMatchObject({ snelnaam: 'demo', extra_veld_1: false });
    expect(body.courses.length).toBeGreaterThan(0);
  });

  it.each([
    ['member_edit_lead', '2:00'],
    ['guest_cancel_lead', '169:00'],
    ['booking_opens_at', '24:00'],
    ['flight_max_deelnemers', 5],
    ['booking_days_ahead', -1],
    ['booking_lock_minutes', 1.5],
    ['marker_overdue_hours', 0],
    ['marker_overdue_hours', 721],
    ['news', 'no'],
    ['naam', ' '],
    ['language', 'de_DE'],
    ['logo_url', 'javascript:alert(1)'],
    ['tee_naam_en_kleur_weergave', 'kleur'],
  ])('refuses %s = %j with 400 naming the field', async (field, value) => {
    const res = await write(beheer, { ...(await settingsOf(beheer)), [field]: value });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; fields: { field: string }[] };
    expect(body.code).toBe('VALIDATION');
    expect(body.fields.map((f) => f.field)).toContain(field);
  });

  it('refuses a missing field and an unknown one', async () => {
    const { news: _news, ...without } = await settingsOf(beheer);
    const missing = await write(beheer, without);
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { message: string }).message).toContain('news');
    const extra = await write(beheer, { ...(await settingsOf(beheer)), has_greenfee: 'j' });
    expect(extra.statusCode).toBe(400);
  });

  it("refuses another club's course as the default course, naming the field", async () => {
    const zuidCourse = ClubSettingsResponse.parse((await read(zuidAdmin)).json()).courses[0]!.id;
    const res = await write(beheer, {
      ...(await settingsOf(beheer)),
      website_default_baan: zuidCourse,
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { fields: { field: string }[] }).fields[0]!.field).toBe(
      'website_default_baan',
    );
  });

  it("sets the hours after which the handicap committee's list shows a card's marker overdue", async () => {
    expect((await settingsOf(beheer)).marker_overdue_hours).toBe(48);
    const res = await write(beheer, { ...(await settingsOf(beheer)), marker_overdue_hours: 24 });
    expect(res.statusCode).toBe(200);
    expect(ClubSettingsResponse.parse(res.json()).settings.marker_overdue_hours).toBe(24);
    const overdue = await t.app.inject({
      url: '/api/admin/handicap/overdue-markers',
      headers: { cookie: beheer },
    });
    expect((overdue.json() as { hours: number }).hours).toBe(24);
    const [audit] = await auditRows(t.clubId('demo'));
    expect(audit!.after).toEqual({ marker_overdue_hours: 24 });
    await write(beheer, { ...(await settingsOf(beheer)), marker_overdue_hours: 48 });
  });

  it('shows the member app the change on its very next call, and audits only what changed', async () => {
    const demo = await t.login('demo');
    // The member app read the settings just before: they are in the cache now.
    expect((await memberConfig(demo)).news).toBe(true);
    expect((await memberFeatures(demo)).startLijstFlightTonen).toBe(true);
    const before = await settingsOf(beheer);
    const res = await write(beheer, {
      ...before,
      news: false,
      website_uitschrijven: false,
      guest_edit_lead: '24:30',
      startLijstFlightTonen: false,
      plaats: 'Demodorp',
    });
    expect(res.statusCode).toBe(200);
    expect(ClubSettingsResponse.parse(res.json()).settings.news).toBe(false);

    const config = await memberConfig(demo);
    expect(config.news).toBe(false);
    expect(config.website_uitschrijven).toBe('0');
    expect(config.lead_times.guest_edit).toBe('24:30');
    expect((await memberFeatures(demo)).startLijstFlightTonen).toBe(false);

    const [row] = await auditRows(t.clubId('demo'));
    expect(row).toMatchObject({ record_id: 'club', action: 'update' });
    expect(row!.before).toEqual({
      news: true,
      website_uitschrijven: true,
      guest_edit_lead: '48:00',
      startLijstFlightTonen: true,
      plaats: before.plaats,
    });
    expect(row!.after).toEqual({
      news: false,
      website_uitschrijven: false,
      guest_edit_lead: '24:30',
      startLijstFlightTonen: false,
      plaats: 'Demodorp',
    });
  });

  it('writes the same settings twice without a second audit row', async () => {
    const current = await settingsOf(beheer);
    const count = (await auditRows(t.clubId('demo'))).length;
    const res = await write(beheer, current);
    expect(res.statusCode).toBe(200);
    expect(ClubSettingsResponse.parse(res.json()).settings).toEqual(current);
    expect((await auditRows(t.clubId('demo'))).length).toBe(count);
  });

  it('shows the change at once without an Idempotency-Key too', async () => {
    const demo = await t.login('demo');
    const current = await settingsOf(beheer);
    expect((await memberConfig(demo)).booking_mob_enabled).toBe(true);
    const res = await write(beheer, { ...current, booking_mob_enabled: false }, false);
    expect(res.statusCode).toBe(200);
    expect((await memberConfig(demo)).booking_mob_enabled).toBe(false);
    expect((await memberFeatures(demo)).bookingEnabled).toBe(false);
    await write(beheer, current, false);
    expect((await memberConfig(demo)).booking_mob_enabled).toBe(true);
  });

  it('keeps each administrator to their own club', async () => {
    const zuid = ClubSettingsResponse.parse((await read(zuidAdmin)).json());
    expect(zuid.fixed.snelnaam).toBe('zuid');
    expect(zuid.settings.naam).not.toBe('Golfclub De Demo');
    const demoBefore = await settingsOf(beheer);
    const demoAudits = (await auditRows(t.clubId('demo'))).length;
    const zuidAudits = (await auditRows(t.clubId('zuid'))).length;
    // Zuid's administrator sends the demo club's settings: they become Zuid's, never the demo
    // club's (the demo club's default course is not Zuid's to choose).
    const refused = await write(zuidAdmin, { ...demoBefore, naam: 'Zuid hernoemd' });
    expect(refused.statusCode).toBe(400);
    const res = await write(zuidAdmin, {
      ...demoBefore,
      naam: 'Zuid hernoemd',
      kaarten: false,
      website_default_baan: zuid.courses[0]?.id ?? null,
    });
    expect(res.statusCode).toBe(200);
    expect(ClubSettingsResponse.parse(res.json()).fixed.snelnaam).toBe('zuid');
    expect(await settingsOf(beheer)).toEqual(demoBefore);
    expect((await auditRows(t.clubId('demo'))).length).toBe(demoAudits);
    expect((await auditRows(t.clubId('zuid'))).length).toBe(zuidAudits + 1);
    expect((await memberConfig(await t.login('zuid'))).kaarten).toBe(false);
  });
});
