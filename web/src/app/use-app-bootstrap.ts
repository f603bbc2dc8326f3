import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { usePageHeaders } from '@/hooks/use-page-headers';

// Module scope, not a ref: StrictMode runs effects twice and the view counter must rise once.
let started = false;

/**
 * Once per app load: count the visit and hold the page banner list (fetched
 * unless it came with the page). Both are background requests: a refused
 * count (429 on a shared address) never shows a notice.
 */
export function useAppBootstrap(): void {
  usePageHeaders();
  useEffect(() => {
    if (started) return;
    started = true;
    api.put('/api/config/addView', undefined, { silent: true }).catch(() => undefined);
  }, []);
}
