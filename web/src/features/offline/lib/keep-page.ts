import type { KeepPageMessage } from '@/sw/protocol';
import { isPrivatePath } from '@/sw/protocol';

/**
 * A page reached inside the app came without its HTML: ask the service worker to keep a copy, so
 * it opens offline too (with its boot data). Only online, only public pages.
 */
export function keepPageForOffline(href: string): void {
  const controller = typeof navigator === 'undefined' ? null : navigator.serviceWorker?.controller;
  if (!controller || !navigator.onLine) return;
  const url = new URL(href, window.location.origin);
  if (isPrivatePath(url.pathname)) return;
  const message: KeepPageMessage = { type: 'keep-page', url: url.href };
  controller.postMessage(message);
}
