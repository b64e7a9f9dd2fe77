import { describe, expect, it } from 'vitest';
import { loadConfig, serverClock } from './config';

describe('loadConfig', () => {
  it('runs on PGlite with demo data when nothing is set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demoData).toBe(true);
    expect(c.databasePoolMax).toBe(20);
  });

  it('uses PostgreSQL without demo data when DATABASE_URL is set', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fairway',
      DATABASE_POOL_MAX: '8',
    });
    expect(c.demoData).toBe(false);
    expect(c.databasePoolMax).toBe(8);
  });

  it('sends HSTS behind HTTPS (COOKIE_SECURE), unless HSTS says otherwise', () => {
    expect(loadConfig({}).hsts).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).hsts).toBe(true);
    expect(loadConfig({ COOKIE_SECURE: 'true', HSTS: 'false' }).hsts).toBe(false);
    expect(loadConfig({ HSTS: 'true' }).hsts).toBe(true);
  });

  it('trusts X-Forwarded-For only with TRUST_PROXY=1, and refuses another value', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('has request and database timeouts by default', () => {
    const c = loadConfig({});
    expect(c.serverTimeouts).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000 });
    expect(c.databaseStatementTimeoutMs).toBe(5_000);
    expect(c.databaseConnectTimeoutMs).toBe(2_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '2000' }).serverTimeouts.requestMs).toBe(2_000);
  });

  it("leaves the first screen's lag limit to the plugin unless set", () => {
    expect(loadConfig({}).firstScreenMaxLagMs).toBeUndefined();
    expect(loadConfig({ FIRST_SCREEN_MAX_LAG_MS: '600000' }).firstScreenMaxLagMs).toBe(600_000);
  });

  it.each([
    ['HSTS', 'yes'],
    ['REQUEST_TIMEOUT_MS', '0'],
    ['HEADERS_TIMEOUT_MS', 'soon'],
    ['KEEP_ALIVE_TIMEOUT_MS', '-1'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '99999999'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_POOL_MAX', '0'],
    ['FIRST_SCREEN_MAX_LAG_MS', '0'],
    ['FIRST_SCREEN_MAX_LAG_MS', 'late'],
    ['DATABASE_POOL_MAX', 'many'],
    ['DEMO_DATA', 'yes'],
    ['SMTP_URL', 'http://mail.example.org'],
  ])('refuses to start with %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('pays through Mollie with a key, else the demo provider, never the demo in production unless set', () => {
    const key = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    expect(
      loadConfig({ MOLLIE_API_KEY: key, PUBLIC_URL: 'https://club.example/' }).payments,
    ).toEqual({
      provider: 'mollie',
      apiKey: key,
      apiEndpoint: undefined,
      publicUrl: 'https://club.example',
    });
    expect(loadConfig({}).payments).toEqual({
      provider: 'demo',
      publicUrl: 'http://localhost:3000',
    });
    const pg = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/fairway' };
    expect(loadConfig({ ...pg, NODE_ENV: 'production' }).payments.provider).toBe('off');
    expect(
      loadConfig({ ...pg, NODE_ENV: 'production', PAYMENTS_DEMO_IN_PRODUCTION: '1' }).payments
        .provider,
    ).toBe('demo');
    // The local demo (`npm start` on PGlite with the demo clubs) shows the whole flow.
    expect(loadConfig({ NODE_ENV: 'production' }).payments.provider).toBe('demo');
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS_DEMO_IN_PRODUCTION: '0' }).payments.provider,
    ).toBe('off');
    expect(loadConfig({ ...pg }).payments.provider).toBe('demo');
    expect(() => loadConfig({ MOLLIE_API_KEY: 'sk_live_nope' })).toThrow(/MOLLIE_API_KEY/);
    expect(() => loadConfig({ MOLLIE_API_ENDPOINT: 'http://127.0.0.1/v2/' })).toThrow(
      /MOLLIE_API_ENDPOINT/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
  });
});

describe('what start-up says of PUBLIC_URL', () => {
  const key = 'test_' + 'a'.repeat(30);
  it('warns when the provider could not reach it, or production has none', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).warnings).toEqual([
      expect.stringContaining('PUBLIC_URL is not set'),
    ]);
    expect(
      loadConfig({ MOLLIE_API_KEY: key, PUBLIC_URL: 'http://localhost:3000' }).warnings,
    ).toEqual([expect.stringContaining('Mollie cannot reach the webhook')]);
  });

  it('says nothing for the local demo or a real address', () => {
    expect(loadConfig({}).warnings).toEqual([]);
    expect(
      loadConfig({ MOLLIE_API_KEY: key, PUBLIC_URL: 'https://golf.example.nl' }).warnings,
    ).toEqual([]);
  });
});

describe('the server clock (FAIRWAY_CLOCK_START)', () => {
  const start = '2026-06-02T08:00:00+02:00';

  it('runs on the real time unless a start is set', () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(serverClock(undefined, () => 1_000)().getTime()).toBe(1_000);
  });

  it('starts at the instant set and advances as the real time does', () => {
    const c = loadConfig({ FAIRWAY_CLOCK_START: start });
    expect(c.clockStart?.toISOString()).toBe('2026-06-02T06:00:00.000Z');
    let real = 5_000_000_000_000;
    const clock = serverClock(c.clockStart, () => real);
    expect(clock().toISOString()).toBe('2026-06-02T06:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-06-02T06:01:30.000Z');
  });

  it('refuses an instant without a zone, and any start in production', () => {
    expect(() => loadConfig({ FAIRWAY_CLOCK_START: '2026-06-02T08:00:00' })).toThrow(
      /FAIRWAY_CLOCK_START/,
    );
    expect(() => loadConfig({ FAIRWAY_CLOCK_START: 'tuesday' })).toThrow(/FAIRWAY_CLOCK_START/);
    expect(() => loadConfig({ NODE_ENV: 'production', FAIRWAY_CLOCK_START: start })).toThrow(
      /FAIRWAY_CLOCK_START is for tests/,
    );
  });
});

describe('loadConfig: email', () => {
  it('mails through SMTP_URL, from SMTP_FROM or noreply at the public host', () => {
    expect(
      loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.org:587', PUBLIC_URL: 'https://club.nl' })
        .email,
    ).toEqual({
      mode: 'smtp',
      smtpUrl: 'smtp://u:p@mail.example.org:587',
      from: 'noreply@club.nl',
      publicUrl: 'https://club.nl',
    });
    expect(
      loadConfig({ SMTP_URL: 'smtps://mail.example.org', SMTP_FROM: 'Club <a@b.nl>' }).email,
    ).toMatchObject({ mode: 'smtp', from: 'Club <a@b.nl>' });
  });

  it('writes mails to the log without SMTP_URL, and sends none in production', () => {
    expect(loadConfig({}).email.mode).toBe('log');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://club.nl' }).email.mode).toBe(
      'off',
    );
  });
});

describe("a test's notification receiver (FAIRWAY_TEST_CHANNEL_URL)", () => {
  const url = 'http://127.0.0.1:4000/deliver';

  it('is none unless set, and the address given when set', () => {
    expect(loadConfig({}).testChannelUrl).toBeUndefined();
    expect(loadConfig({ FAIRWAY_TEST_CHANNEL_URL: url }).testChannelUrl).toBe(url);
  });

  it('is refused in production and when not an http address', () => {
    expect(() => loadConfig({ FAIRWAY_TEST_CHANNEL_URL: url, NODE_ENV: 'production' })).toThrow(
      /FAIRWAY_TEST_CHANNEL_URL/,
    );
    expect(() => loadConfig({ FAIRWAY_TEST_CHANNEL_URL: 'ftp://x/y' })).toThrow(
      /FAIRWAY_TEST_CHANNEL_URL/,
    );
  });
});
