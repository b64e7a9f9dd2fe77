// Web Push in the app's service worker: the Workbox worker imports this file
// (vite-plugins/pwa.ts, importScripts). The server sends { title, body, url, tag }
// (apps/server/src/modules/push/push-channel.ts). Plain JavaScript: it runs as it is, unbuilt.

/** The home-screen icon the build makes from favicon.svg (vite-plugins/pwa.ts). */
const NOTIFICATION_ICON = '/pwa-192x192.png';
const APP_HOME = '/app/scorecards';

/** The app's own address for a message's url; another origin's, or none, is the app's home. */
function appUrl(url) {
  const origin = self.location.origin;
  try {
    const target = new URL(typeof url === 'string' ? url : APP_HOME, origin);
    if (target.origin === origin) return target.href;
  } catch {
    // Not an address: home.
  }
  return new URL(APP_HOME, origin).href;
}

function messageOf(event) {
  try {
    const data = event.data ? event.data.json() : null;
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const data = messageOf(event);
  const title = typeof data.title === 'string' && data.title ? data.title : 'Fairway';
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: NOTIFICATION_ICON,
    data: { url: appUrl(data.url) },
  };
  if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * A tap opens the screen the message is about: in the app's open window when there is one (it
 * comes to the front there), else in a new one.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        try {
          const focused = await open.focus();
          await (focused || open).navigate(url);
          return;
        } catch {
          // A window this worker does not control cannot be sent elsewhere: open a new one.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
