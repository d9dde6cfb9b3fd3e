/*
 * Push notifications in the service worker (issue #17): imported by the generated sw.js
 * (vite.config.ts, workbox.importScripts). The server's push carries the notification's title, body,
 * the app path it opens and a tag: a notification pushed twice (a retry) shows once.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const link =
    typeof data.link === 'string' && data.link.startsWith('/') && !data.link.startsWith('//')
      ? data.link
      : '/notifications';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Notification', {
      body: data.body || '',
      tag: data.tag,
      icon: '/pwa-192x192.png',
      badge: '/pwa-192x192.png',
      data: { link, id: data.id },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.link || '/notifications', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
