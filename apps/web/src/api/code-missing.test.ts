import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_FAILED_EVENT } from './connection';
import { reportBundlerMisses, reportCodeMissing } from './code-missing';

// Code that did not arrive: a new deploy (reload into it, once) or a lost connection (spec §8).
const RUNNING = '/assets/index-old.js';
const page = (entry: string) =>
  `<script>var script = document.createElement('script'); script.src = "${entry}";</script>`;

let reload: ReturnType<typeof vi.fn<() => void>>;
let failed: ReturnType<typeof vi.fn<() => void>>;
let stored: Map<string, string>;

beforeEach(() => {
  reload = vi.fn<() => void>();
  failed = vi.fn<() => void>();
  stored = new Map();
  const win = Object.assign(new EventTarget(), {
    location: { href: 'http://club.test/app/news', reload },
  });
  win.addEventListener(CONNECTION_FAILED_EVENT, failed);
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    querySelector: () => ({ src: `http://club.test${RUNNING}` }),
  });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
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
    expect(reload).not.toHaveBeenCalled();
  });

  it('is a lost connection when the server cannot be reached at all', async () => {
    serving(new TypeError('Failed to fetch'));
    await reportCodeMissing();
    expect(failed).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page again, without the alert, when the server hands out another build', async () => {
    serving(page('/assets/index-new.js'));
    await reportCodeMissing();
    expect(reload).toHaveBeenCalledOnce();
    expect(failed).not.toHaveBeenCalled();
  });

  it('reloads once per build: a second miss of the same build is reported, not reloaded', async () => {
    serving(page('/assets/index-new.js'));
    await reportCodeMissing();
    await reportCodeMissing();
    expect(reload).toHaveBeenCalledOnce();
    expect(failed).toHaveBeenCalledOnce();
  });

  it('makes one check and one message for misses at the same moment', async () => {
    serving(page(RUNNING));
    await Promise.all([reportCodeMissing(), reportCodeMissing()]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(failed).toHaveBeenCalledOnce();
  });

  it("reports the bundler's own miss event as missing code", async () => {
    serving(page('/assets/index-new.js'));
    const stop = reportBundlerMisses();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    stop();
  });

  it("says nothing at the bundler's miss while the server still hands out this build", async () => {
    serving(page(RUNNING));
    const stop = reportBundlerMisses();
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(failed).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});
