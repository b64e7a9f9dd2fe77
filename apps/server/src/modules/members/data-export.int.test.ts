import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportResponse } from '@fairway/contract';
import { createTestApp, type TestApp } from '../../../test/harness';

/** GET /api/relatie/self/export: the member's own data (AVG/GDPR right of access). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/relatie/self/export', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/relatie/self/export' })).statusCode).toBe(401);
  });

  it("gives the member's profile, memberships, cards, bookings and friends as a download", async () => {
    const cookie = await t.login('demo');
    const res = await t.app.inject({ url: '/api/relatie/self/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = DataExportResponse.parse(res.json());
    expect(body.profile.volledige_naam).toBe('Jan Demo');
    expect(body.memberships.map((m) => m.club)).toContain('Golfclub De Demo');
    expect(body.cards.length).toBeGreaterThan(20);
    expect(body.bookings.length).toBeGreaterThan(0);
    expect(body.friends).toHaveLength(4);
    // Nothing that lets anyone in: no password hash, no session.
    expect(res.body).not.toMatch(/password|argon2|session/i);
  });

  it("holds only the member's own data", async () => {
    const zuid = await t.login('zuid');
    const demo = await t.login('demo');
    const of = async (cookie: string) =>
      DataExportResponse.parse(
        (await t.app.inject({ url: '/api/relatie/self/export', headers: { cookie } })).json(),
      );
    const [a, b] = [await of(zuid), await of(demo)];
    const demoCards = new Set(b.cards.map((c) => c.id));
    expect(a.cards.some((c) => demoCards.has(c.id))).toBe(false);
    expect(a.friends).toEqual([]);
    expect(a.profile.id).not.toBe(b.profile.id);
  });
});
