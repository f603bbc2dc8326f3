import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@/lib/router';
import { whenIdle } from '@/lib/when-idle';
import { useOnline } from '../hooks/use-online';

// used only offline, so not in the first load; fetched once the page is idle (offline-state.tsx
// brings offline-pages.ts with it), so they are in the cache (the service worker's for /assets,
// else the browser's) before the network goes away
const loadOfflineState = () => import('./offline-state');
const isPageKept = (href: string) => import('../lib/offline-pages').then((m) => m.isPageKept(href));
const OfflineState = lazy(() => loadOfflineState().then((m) => ({ default: m.OfflineState })));

/**
 * Offline, a page the service worker has no copy of shows the 离线 state instead of a page that
 * waits on answers that cannot come; a kept page shows itself (its answers were kept with it).
 * Online again, the page renders as usual.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const { pathname, search } = useLocation();
  const href = `${pathname}${search}`;
  // offline, what the kept copies say about this page: until that is known nothing renders, since a
  // page whose code was never fetched would suspend the whole app on it (and the check runs after a commit)
  const [known, setKnown] = useState<{ href: string; kept: boolean } | null>(null);

  useEffect(() => whenIdle(() => void loadOfflineState().catch(() => undefined)), []);

  useEffect(() => {
    if (online) return;
    let live = true;
    void isPageKept(href)
      .catch(() => false)
      .then((kept) => live && setKnown({ href, kept }));
    return () => {
      live = false;
    };
  }, [online, href]);

  if (online) return children;
  if (known?.href !== href) return null;
  return known.kept ? (
    children
  ) : (
    <Suspense fallback={null}>
      <OfflineState />
    </Suspense>
  );
}
