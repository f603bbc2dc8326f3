import { readPushPayload } from '@contract/push-payload';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/app-192.png';

/**
 * A push from the worker (services/push/): shown as it came, if it parses. A push that does not
 * parse still shows something, because Chromium shows its own "site updated in the background"
 * notice for a push that shows nothing.
 */
export function onPush(event: PushEvent): void {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    data = undefined;
  }
  const payload = readPushPayload(data) ?? { title: '你有一条新消息', body: '打开站点查看', url: '/home', tag: 'fallback', icon: undefined };
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: payload.icon ?? ICON,
      badge: ICON,
      data: { url: payload.url },
    }),
  );
}

/** A click opens the exact place: an open tab of the site is focused and sent there, or a new one opens. */
export function onNotificationClick(event: NotificationEvent): void {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/home', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) {
        await tab.focus().catch(() => undefined);
        // navigate() works only on a tab this worker controls; otherwise open one
        if (await tab.navigate(target).catch(() => null)) return;
      }
      await self.clients.openWindow(target).catch(() => undefined);
    })(),
  );
}
