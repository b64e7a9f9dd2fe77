import { describe, expect, it } from 'vitest';
import { CountriesResponse } from '@fairway/contract';
import { type TestApp, withTestApp } from '../../../test/harness';

let t: TestApp;
let demo: string;
withTestApp(async (app) => {
  t = app;
  demo = await app.login('demo');
});

describe('GET /api/countries', () => {
  it('lists every ISO 3166 country once, with its code, the federation-approved ones marked', async () => {
    const res = await t.app.inject({ url: '/api/countries', headers: { cookie: demo } });
    expect(res.statusCode).toBe(200);
    const countries = CountriesResponse.parse(res.json());
    expect(countries.length).toBeGreaterThanOrEqual(249);
    const codes = countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(countries.every((c) => c.code !== null)).toBe(true);
    const byCode = new Map(countries.map((c) => [c.code, c]));
    expect(byCode.get('NL')).toMatchObject({ name: 'nederland', ngf_approved: '1' });
    expect(byCode.get('TR')).toMatchObject({ name: 'turkije', ngf_approved: '0' });
    expect(byCode.get('GB-SCT')).toMatchObject({ name: 'schotland', ngf_approved: '1' });
    expect(byCode.get('JP')?.ngf_approved).toBe('0');
  });
});
