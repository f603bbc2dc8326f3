import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { toast } from '@/components/toast/toast';
import { BOOT_PATHS } from '@contract/boot-data';
import { pageHeadersCameWithPage, usePreferences } from '@/features/preferences/stores/preferences-store';
import type { PageHeader } from '@/features/preferences/types';

// Module scope, not a ref: StrictMode runs effects twice and the view counter must rise once.
let started = false;

/**
 * Once per app load: count the visit and fetch the page banner list (unless
 * it came with the page). Both are background requests: a refused count
 * (429 on a shared address) or a failed banner list never shows a notice; the
 * spec's 错误提示 for a banner list answered with an error code stays.
 */
export function useAppBootstrap(): void {
  useEffect(() => {
    if (started) return;
    started = true;
    api.put('/api/config/addView', undefined, { silent: true }).catch(() => undefined);
    if (pageHeadersCameWithPage) return;
    api
      .get<PageHeader[]>(BOOT_PATHS.pageHeaders, { silent: true })
      .then((res) => {
        if (res.code === 0 && Array.isArray(res.result)) usePreferences.getState().setPageHeaderList(res.result);
        else toast.error(res.message, '错误提示');
      })
      .catch(() => undefined);
  }, []);
}
