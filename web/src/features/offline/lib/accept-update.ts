import type { SkipWaitingMessage } from '@/sw/protocol';

/** The reader accepted the new version: it takes over, then the page reloads on it. */
export function acceptUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  const message: SkipWaitingMessage = { type: 'skip-waiting' };
  worker.postMessage(message);
}
