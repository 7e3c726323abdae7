// The web app's service worker (served as /sw.js, scope /): it shows the api's web pushes as notifications and
// opens their link on a click. It caches nothing and handles no fetch: the app works the same with or without it.
// A plain file (not bundled) so its URL, and so its registration, stays the same across builds.

/** `url` when it is a path of this site, else null (the same rule as web/src/app/links.ts `sameOriginPath`). */
function sameOriginPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || url[i] === '\\') return null;
  }
  try {
    return new URL(url, self.location.origin).origin === self.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** The notice a push carries (`{ event, data, notification: { title, body, url } }`, api/src/panels/push.ts). */
function noticeOf(data) {
  let message = {};
  try {
    message = data ? data.json() : {};
  } catch {
    message = {};
  }
  const n = (message && message.notification) || {};
  return {
    title: typeof n.title === 'string' && n.title ? n.title : 'Business suite',
    body: typeof n.body === 'string' ? n.body : '',
    url: sameOriginPath(n.url) || '/',
  };
}

self.addEventListener('install', () => {
  void self.skipWaiting();
});

// Control the open pages at once (a page registering the worker for the first time has none until reloaded).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const notice = noticeOf(event.data);
  event.waitUntil(self.registration.showNotification(notice.title, { body: notice.body, data: { url: notice.url } }));
});

// Focus a tab already on the link, else bring a tab of the app there, else open one. Only paths of this site.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sameOriginPath(event.notification.data && event.notification.data.url) || '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((w) => w.url === target);
      if (same) return same.focus();
      const ours = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (ours) {
        // navigate() works on the tabs this worker controls only; any other opens a new tab.
        const moved = await ours.navigate(target).catch(() => null);
        if (moved) return moved.focus();
      }
      return self.clients.openWindow(target);
    })(),
  );
});
