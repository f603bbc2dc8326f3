import { useUpdateOffer } from '../stores/update-store';
import { keepPageForOffline } from './keep-page';

/** How often an open tab asks whether a deploy came (the browser also asks on every visit). */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers /sw.js (web/src/sw). A new version is installed in the background and then offered
 * (新版本已就绪 · 刷新), never switched in by itself: a reader mid-song or mid-comment decides.
 * The very first version takes the page at once (it has nothing older to replace).
 */
export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // a first visit's page came before the worker: once it takes the page, it keeps a copy of it too
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => keepPageForOffline(window.location.href), { once: true });
  }
  const offerWhenInstalled = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) useUpdateOffer.getState().offer(worker);
    };
    check();
    worker.addEventListener('statechange', check);
  };
  offerWhenInstalled(registration.waiting);
  registration.addEventListener('updatefound', () => offerWhenInstalled(registration.installing));
  window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

