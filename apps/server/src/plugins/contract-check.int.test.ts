import { describe, expect, it } from 'vitest';
import { CONTRACT_HEADER, CSRF_HEADER, CSRF_HEADER_VALUE, Relatie } from '@fairway/contract';
import { contractVersion } from '@fairway/contract/version';
import { writeHeaders, type TestApp, withTestApp } from '../../test/harness';

// An app built against another contract is refused before anything runs (CONTRACT_MISMATCH, both
// versions named); one built against this contract, or a caller naming none, is answered.
const OURS = contractVersion();
const OLD = 'old-contract';
let t: TestApp;
let cookie: string;

const language = async () =>
  Relatie.parse((await t.app.inject({ url: '/api/relatie/self', headers: { cookie } })).json())
    .voorkeurstaal;
const setLanguage = (voorkeurstaal: string, version?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/relatie/self',
    headers: {
      ...writeHeaders(cookie),
      'content-type': 'application/json',
      ...(version === undefined ? {} : { [CONTRACT_HEADER]: version }),
    },
    payload: JSON.stringify({ voorkeurstaal }),
  });

withTestApp(async (app) => {
  t = app;
  cookie = await app.login('demo');
});

describe('the contract version an app sends', () => {
  it('of another contract: a write is refused, naming both versions, and changes nothing', async () => {
    const before = await language();
    const other = before === 'en_US' ? 'nl_NL' : 'en_US';
    const res = await setLanguage(other, OLD);
    expect(res.statusCode).toBe(409);
    expect(res.headers[CONTRACT_HEADER]).toBe(OURS);
    const body = res.json() as { code: string; message: string };
    expect(body.code).toBe('CONTRACT_MISMATCH');
    expect(body.message).toContain(OLD);
    expect(body.message).toContain(OURS);
    expect(await language()).toBe(before);
  });

  it('of another contract: a login makes no session, and a read is refused too', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        'content-type': 'application/json',
        [CONTRACT_HEADER]: OLD,
      },
      payload: JSON.stringify({ club: t.clubId('demo'), username: 'demo', password: 'demo' }),
    });
    expect(login.statusCode).toBe(409);
    expect(login.headers['set-cookie']).toBeUndefined();
    const read = await t.app.inject({
      url: '/api/relatie/self',
      headers: { cookie, [CONTRACT_HEADER]: OLD },
    });
    expect(read.statusCode).toBe(409);
    expect((read.json() as { code: string }).code).toBe('CONTRACT_MISMATCH');
  });

  it('of this contract: the call runs', async () => {
    const before = await language();
    const other = before === 'en_US' ? 'nl_NL' : 'en_US';
    const res = await setLanguage(other, OURS);
    expect(res.statusCode).toBe(200);
    expect(res.headers[CONTRACT_HEADER]).toBe(OURS);
    expect(await language()).toBe(other);
  });

  it('none (curl, another client): the call runs', async () => {
    const before = await language();
    const other = before === 'en_US' ? 'nl_NL' : 'en_US';
    const res = await setLanguage(other);
    expect(res.statusCode).toBe(200);
    expect(await language()).toBe(other);
  });
});
