import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_PAYLOAD_ID, StatusResponse } from '@fairway/contract';
import { CLIENT_ERROR } from './api-error';

// The client checks every reply from the server against its contract schema.
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

async function freshClient() {
  vi.resetModules();
  return import('./client');
}

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('replies checked against the contract', () => {
  it('gives the reply when it matches, even on the first call', async () => {
    const { apiPost } = await freshClient();
    vi.stubGlobal('fetch', answer(200, { status: 'success' }));
    await expect(apiPost('/api/scorecards/1/sign', StatusResponse)).resolves.toEqual({
      status: 'success',
    });
  });

  it('refuses a reply the contract does not allow, with the status it came with', async () => {
    const { apiGet } = await freshClient();
    vi.stubGlobal('fetch', answer(200, { status: 'maybe' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(apiGet('/api/x', StatusResponse)).rejects.toMatchObject({
      status: 200,
      code: CLIENT_ERROR.INVALID_RESPONSE,
    });
  });

  it("reads a refusal's code from its body, or names the status when the body is not one", async () => {
    const { apiGet } = await freshClient();
    vi.stubGlobal('fetch', answer(409, { code: 'SLOT_FULL', message: 'full' }));
    await expect(apiGet('/api/x', StatusResponse)).rejects.toMatchObject({
      status: 409,
      code: 'SLOT_FULL',
    });
    vi.stubGlobal('fetch', answer(409, { oops: true }));
    await expect(apiGet('/api/x', StatusResponse)).rejects.toMatchObject({
      status: 409,
      code: 'HTTP_409',
    });
  });

  it("takes the page's answer as sent, without fetching it", async () => {
    // The server encoded it through the same schema, for the scripts this page names.
    const answers = { '/api/x?a=1': { status: 'success' } };
    vi.stubGlobal('document', {
      getElementById: (id: string) =>
        id === FIRST_SCREEN_PAYLOAD_ID
          ? { textContent: JSON.stringify({ language: 'nl_NL', answers }), remove() {} }
          : null,
    });
    const { apiGet } = await freshClient();
    const fetch = answer(200, { status: 'maybe' });
    vi.stubGlobal('fetch', fetch);
    await expect(apiGet('/api/x', StatusResponse, { query: { a: 1 } })).resolves.toEqual({
      status: 'success',
    });
    expect(fetch).not.toHaveBeenCalled();
    // Used once: the next call goes to the server, and its reply is checked.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(apiGet('/api/x', StatusResponse, { query: { a: 1 } })).rejects.toMatchObject({
      code: CLIENT_ERROR.INVALID_RESPONSE,
    });
  });
});
