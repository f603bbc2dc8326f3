import { useEffect } from 'react';
import { useLocation } from '@/lib/router';

/** The page's key for the room's reader counts: an article by its id, any other page as the site alone. */
function pageKey(pathname: string, search: string): string | undefined {
  if (pathname !== '/article') return undefined;
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(id) && id > 0 ? `article:${id}` : undefined;
}

/**
 * Counts this tab among the people on the site (issue 31): once the page has painted and the
 * browser is idle, the presence client (its own chunk) opens its socket; each navigation tells it
 * the new page.
 */
export function LazyPresence() {
  const { pathname, search } = useLocation();
  const key = pageKey(pathname, search);
  useEffect(() => {
    let live = true;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1200));
    idle(() => {
      if (live) void import('@/features/presence/lib/presence-client').then((m) => live && m.startPresence(key));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return null;
}
