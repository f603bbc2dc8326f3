/**
 * The site's service worker (issue 30): offline reading, 离线收听, push. Built by
 * scripts/lib/build-service-worker.mjs into /sw.js with this build's version and shell;
 * docs/architecture.md ("Offline and push") says what it keeps and why.
 */
import { keep, unredirected } from './cache-store';
import { fetchAndKeep, shellCache } from './pages';
import { ASSETS_CACHE, SHELL_CACHE_PREFIX, type PageToWorker } from './protocol';
import { onNotificationClick, onPush } from './push';
import { route } from './routes';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;

// The shell a first visit has already loaded (these come from the HTTP cache) and the bare page.
// No skipWaiting: a new version waits until the reader accepts it (features/offline) or every tab is gone.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(shellCache());
      await shell.put(__SW_SHELL_PAGE__, await unredirected(await fetch(__SW_SHELL_PAGE__)));
      await Promise.all(__SW_SHELL__.map(async (file) => keep(ASSETS_CACHE, file, await fetch(file))));
    })(),
  );
});

// Older builds' shells go; pages, answers, hashed files and offline songs stay (their names say what they are).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(SHELL_CACHE_PREFIX) && n !== shellCache()).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const answer = route(event.request, origin);
  if (answer) event.respondWith(answer);
});

self.addEventListener('message', (event) => {
  const message = event.data as PageToWorker | null;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  else if (message?.type === 'keep-page' && typeof message.url === 'string') event.waitUntil(fetchAndKeep(message.url, origin).catch(() => undefined));
});

self.addEventListener('push', onPush);
self.addEventListener('notificationclick', onNotificationClick);
