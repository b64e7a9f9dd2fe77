import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_FAILED_EVENT } from './connection';

// Code that did not arrive: a new deploy (offered as the new version, through the same prompt as
// every update) or a lost connection (spec §8).
const newVersionDeployed = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../app/app-update', () => ({ newVersionDeployed }));
const { reportBundlerMisses, reportCodeMissing } = await import('./code-missing');

const RUNNING = '/assets/index-old.js';
const page = (entry: string) =>
  `<script>var script = document.createElement('script'); script.src = "${entry}";</script>`;

let reload: ReturnType<typeof vi.fn<() => void>>;
let failed: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  newVersionDeployed.mockClear();
  reload = vi.fn<() => void>();
  failed = vi.fn<() => void>();
  const win = Object.assign(new EventTarget(), {
    location: { href: 'http://club.test/app/news', reload },
  });
  win.addEventListener(CONNECTION_FAILED_EVENT, failed);
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    querySelector: () => ({ src: `http://club.test${RUNNING}` }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const serving = (body: string | Error) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (body instanceof Error) throw body;
      return new Response(body, { status: 200 });
    }),
  );

describe('code that did not arrive', () => {
  it('is a lost connection while the server still hands out this build', async () => {
    serving(page(RUNNING));
    await reportCodeMissing();
    expect(failed).toHaveBeenCalledOnce();
    expect(newVersionDeployed).not.toHaveBeenCalled();
  });

  it('is a lost connection when the server cannot be reached at all', async () => {
    serving(new TypeError('Failed to fetch'));
    await reportCodeMissing();
    expect(failed).toHaveBeenCalledOnce();
    expect(newVersionDeployed).not.toHaveBeenCalled();
  });

  it('is the new version, offered without the alert or a reload of its own, when the server hands out another build', async () => {
    serving(page('/assets/index-new.js'));
    await reportCodeMissing();
    expect(newVersionDeployed).toHaveBeenCalledOnce();
    expect(failed).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('is the new version again at a second miss: never the alert while a new build waits', async () => {
    serving(page('/assets/index-new.js'));
    await reportCodeMissing();
    await reportCodeMissing();
    expect(newVersionDeployed).toHaveBeenCalledTimes(2);
    expect(failed).not.toHaveBeenCalled();
  });

  it('makes one check and one message for misses at the same moment', async () => {
    serving(page(RUNNING));
    await Promise.all([reportCodeMissing(), reportCodeMissing()]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(failed).toHaveBeenCalledOnce();
  });

  it("offers the new version at the bundler's own miss event", async () => {
    serving(page('/assets/index-new.js'));
    const stop = reportBundlerMisses();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    await vi.waitFor(() => expect(newVersionDeployed).toHaveBeenCalledOnce());
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it("says nothing at the bundler's miss while the server still hands out this build", async () => {
    serving(page(RUNNING));
    const stop = reportBundlerMisses();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failed).not.toHaveBeenCalled();
    expect(newVersionDeployed).not.toHaveBeenCalled();
    stop();
  });
});
