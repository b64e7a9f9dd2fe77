import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT_HEADER, FIRST_SCREEN_PAYLOAD_ID } from '@fairway/contract';
import { contractVersion } from '@fairway/contract/version';
import { CLIENT_ERROR } from './api-error';

const newVersionDeployed = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../app/app-update', () => ({ newVersionDeployed }));

// The client's reply checks (api/reply.ts): the contract's schemas arrive in a chunk of their own,
// so what a caller gets must not depend on whether that chunk has been loaded yet.
const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

async function freshClient() {
  vi.resetModules();
  const [client, { reply }] = await Promise.all([import('./client'), import('./reply')]);
  return { ...client, reply };
}

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./replies/error');
});

describe('replies checked against the contract', () => {
  it('gives the reply when it matches, even on the first call', async () => {
    const { apiPost, reply } = await freshClient();
    vi.stubGlobal('fetch', answer(200, { status: 'success' }));
    await expect(apiPost('/api/scorecards/1/sign', reply('StatusResponse'))).resolves.toEqual({
      status: 'success',
    });
  });

  it('refuses a reply the contract does not allow, with the status it came with', async () => {
    const { apiGet, reply } = await freshClient();
    vi.stubGlobal('fetch', answer(200, { status: 'maybe' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(apiGet('/api/x', reply('StatusResponse'))).rejects.toMatchObject({
      status: 200,
      code: CLIENT_ERROR.INVALID_RESPONSE,
    });
  });

  it('checks a reply outside the first steps against its own schema too', async () => {
    const { apiGet, reply } = await freshClient();
    vi.stubGlobal('fetch', answer(200, { items: [{ id: 'x' }] }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(apiGet('/api/x', reply('NewsListResponse'))).rejects.toMatchObject({
      status: 200,
      code: CLIENT_ERROR.INVALID_RESPONSE,
    });
  });

  it("reads a refusal's code from its body, or names the status when the body is not one", async () => {
    const { apiGet, reply } = await freshClient();
    vi.stubGlobal('fetch', answer(409, { code: 'SLOT_FULL', message: 'full' }));
    await expect(apiGet('/api/x', reply('StatusResponse'))).rejects.toMatchObject({
      status: 409,
      code: 'SLOT_FULL',
    });
    vi.stubGlobal('fetch', answer(409, { oops: true }));
    await expect(apiGet('/api/x', reply('StatusResponse'))).rejects.toMatchObject({
      status: 409,
      code: 'HTTP_409',
    });
  });

  it('says "no connection" when the schemas cannot be fetched, and fetches them for the next call', async () => {
    vi.doMock('./replies/error', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { apiGet, reply } = await freshClient();
    const failed = vi.fn();
    window.addEventListener('connection-failed', failed);
    vi.stubGlobal('fetch', answer(200, { status: 'success' }));
    await expect(apiGet('/api/x', reply('StatusResponse'))).rejects.toMatchObject({
      status: 0,
      code: CLIENT_ERROR.NETWORK,
    });
    await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce());

    vi.doUnmock('./replies/error');
    await expect(apiGet('/api/x', reply('StatusResponse'))).resolves.toEqual({
      status: 'success',
    });
  });

  it("takes the page's answer as sent, without fetching or loading the area's schemas", async () => {
    // The server encoded it through the same schema, for the scripts this page names.
    const answers = { '/api/x?a=1': { status: 'success' } };
    vi.stubGlobal('document', {
      getElementById: (id: string) =>
        id === FIRST_SCREEN_PAYLOAD_ID
          ? { textContent: JSON.stringify({ language: 'nl_NL', answers }), remove() {} }
          : null,
    });
    vi.doMock('./replies/error', () => {
      throw new Error('the schemas were loaded');
    });
    const { apiGet, reply } = await freshClient();
    const fetch = answer(200, { status: 'maybe' });
    vi.stubGlobal('fetch', fetch);
    await expect(apiGet('/api/x', reply('StatusResponse'), { query: { a: 1 } })).resolves.toEqual({
      status: 'success',
    });
    expect(fetch).not.toHaveBeenCalled();
    // Used once: the next call goes to the server, and its reply is checked.
    vi.doUnmock('./replies/error');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      apiGet('/api/x', reply('StatusResponse'), { query: { a: 1 } }),
    ).rejects.toMatchObject({
      code: CLIENT_ERROR.INVALID_RESPONSE,
    });
  });
});

describe("the contract's version", () => {
  it('rides along with every API call', async () => {
    const { apiGet, apiPost, reply } = await freshClient();
    const fetch = answer(200, { status: 'success' });
    vi.stubGlobal('fetch', fetch);
    await apiGet('/api/x', reply('StatusResponse'));
    await apiPost('/api/y', reply('StatusResponse'));
    for (const [, init] of fetch.mock.calls as unknown as [string, RequestInit][])
      expect((init.headers as Record<string, string>)[CONTRACT_HEADER]).toBe(contractVersion());
  });

  it('another on the server: no error and no alert, the new version is asked for', async () => {
    newVersionDeployed.mockClear();
    const { apiPost, reply } = await freshClient();
    const failed = vi.fn();
    window.addEventListener('connection-failed', failed);
    vi.stubGlobal(
      'fetch',
      answer(409, { code: 'CONTRACT_MISMATCH', message: 'built for contract a, server b' }),
    );
    await expect(apiPost('/api/scorecards/1/sign', reply('StatusResponse'))).rejects.toMatchObject({
      status: 0,
      code: CLIENT_ERROR.NEW_VERSION,
    });
    expect(newVersionDeployed).toHaveBeenCalledOnce();
    expect(failed).not.toHaveBeenCalled();
  });
});

describe('a weak signal', () => {
  /** A fetch that is never answered: it ends only when its signal aborts. */
  const hanging = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );

  afterEach(() => {
    vi.useRealTimers();
  });

  it('a call not answered in 20 s counts as not through, and the member is told once', async () => {
    const { apiPost, reply } = await freshClient();
    vi.useFakeTimers();
    const failed = vi.fn();
    window.addEventListener('connection-failed', failed);
    vi.stubGlobal('fetch', hanging);
    const call = apiPost('/api/scorecards/1/sign', reply('StatusResponse'));
    const outcome = expect(call).rejects.toMatchObject({ status: 0, code: CLIENT_ERROR.NETWORK });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(failed).toHaveBeenCalledOnce();
  });

  it("the caller's own cancel stays a cancel: no connection alert", async () => {
    const { apiGet, reply } = await freshClient();
    const failed = vi.fn();
    window.addEventListener('connection-failed', failed);
    vi.stubGlobal('fetch', hanging);
    const controller = new AbortController();
    const call = apiGet('/api/x', reply('StatusResponse'), { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(failed).not.toHaveBeenCalled();
  });
});
