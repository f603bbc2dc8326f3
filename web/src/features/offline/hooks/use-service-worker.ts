import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';
import { keepPageForOffline } from '../lib/keep-page';

/** After the page has loaded and the browser is idle: nothing of this competes with the first paint or the app's start. */
function whenSettled(run: () => void): void {
  const idle = () => (window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000)))(run);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The service worker, from the reader's pages (the console has its own layout and does not
 * register it; the worker leaves its pages alone anyway). Each page reached inside the app is
 * kept for offline reading.
 */
export function useServiceWorker(): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    whenSettled(() => void import('../lib/register-service-worker').then((m) => m.registerServiceWorker()).catch(() => undefined));
  }, []);

  useEffect(() => {
    // the first page came as HTML: the worker kept it on its way (if it was there yet)
    if (first.current) {
      first.current = false;
      return;
    }
    keepPageForOffline(`${pathname}${search}`);
  }, [pathname, search]);
}
