import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// The service worker's push part (public/push-sw.js) run as the browser runs it: a script with
// `self`, given the events a push and a tap on the notification bring.
const SCRIPT = readFileSync(new URL('../../public/push-sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://club.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function worker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(() => Promise.resolve());
  const openWindow = vi.fn(() => Promise.resolve(null));
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    registration: { showNotification },
    clients: { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow },
  };
  runInNewContext(SCRIPT, { self, URL });
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return {
    showNotification,
    openWindow,
    push: (data: unknown) =>
      dispatch('push', {
        data: {
          json: () => (typeof data === 'string' ? JSON.parse(data) : data),
        },
      }),
    tap: (url: unknown) =>
      dispatch('notificationclick', { notification: { data: { url }, close: vi.fn() } }),
  };
}

const appWindow = (url = `${ORIGIN}/app/news`): FakeWindow => {
  const w: FakeWindow = { url, focus: vi.fn(), navigate: vi.fn(() => Promise.resolve(w)) };
  w.focus.mockResolvedValue(w);
  return w;
};

describe('push-sw.js', () => {
  it('shows the message with its title, body, tag and the app icon', async () => {
    const sw = worker();
    await sw.push({
      title: 'Kaart aftekenen',
      body: 'Jan vraagt…',
      url: '/app/mark/12',
      tag: 'm12',
    });
    expect(sw.showNotification).toHaveBeenCalledWith('Kaart aftekenen', {
      body: 'Jan vraagt…',
      icon: '/pwa-192x192.png',
      tag: 'm12',
      data: { url: `${ORIGIN}/app/mark/12` },
    });
  });

  it('still shows something for a message it cannot read', async () => {
    const sw = worker();
    await sw.push('not json');
    expect(sw.showNotification).toHaveBeenCalledWith('Fairway', {
      body: '',
      icon: '/pwa-192x192.png',
      data: { url: `${ORIGIN}/app/scorecards` },
    });
  });

  it("opens the message's screen in the app's open window, brought to the front", async () => {
    const w = appWindow();
    const sw = worker([
      { url: 'https://elsewhere.example/', focus: vi.fn(), navigate: vi.fn() },
      w,
    ]);
    await sw.tap(`${ORIGIN}/app/mark/12`);
    expect(w.focus).toHaveBeenCalled();
    expect(w.navigate).toHaveBeenCalledWith(`${ORIGIN}/app/mark/12`);
    expect(sw.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when the app is not open, or its window is not this worker’s', async () => {
    const sw = worker();
    await sw.tap(`${ORIGIN}/app/matches/3`);
    expect(sw.openWindow).toHaveBeenCalledWith(`${ORIGIN}/app/matches/3`);

    const uncontrolled = appWindow();
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const again = worker([uncontrolled]);
    await again.tap(`${ORIGIN}/app/booking/7`);
    expect(again.openWindow).toHaveBeenCalledWith(`${ORIGIN}/app/booking/7`);
  });

  it("never opens another origin's address: the app's home instead", async () => {
    const sw = worker();
    await sw.push({ title: 'x', body: 'y', url: 'https://evil.example/login' });
    expect(sw.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: `${ORIGIN}/app/scorecards` } }),
    );
    await sw.tap('javascript:alert(1)');
    expect(sw.openWindow).toHaveBeenCalledWith(`${ORIGIN}/app/scorecards`);
  });
});
