import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useOnline } from '../hooks/use-online';
import { isPageKept } from '../lib/offline-pages';
import { OfflineState } from './offline-state';

/**
 * Offline, a page the service worker has no copy of shows the 离线 state instead of a page that
 * waits on answers that cannot come; a kept page shows itself (its answers were kept with it).
 * Online again, the page renders as usual.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const { pathname, search } = useLocation();
  const href = `${pathname}${search}`;
  const [missing, setMissing] = useState<string | null>(null);

  useEffect(() => {
    if (online) return;
    let live = true;
    void isPageKept(href).then((kept) => live && setMissing(kept ? null : href));
    return () => {
      live = false;
    };
  }, [online, href]);

  return !online && missing === href ? <OfflineState /> : children;
}
