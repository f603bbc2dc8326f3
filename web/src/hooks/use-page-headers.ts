import { useQuery } from '@/lib/query';
import { BOOT_PATHS } from '@contract/boot-data';
import type { Envelope } from '@contract/envelope';
import { toast } from '@/components/toast/toast';
import { api } from '@/lib/api-client';
import { bootInitialData } from '@/lib/boot-data';

/** One entry of GET /api/pageHeader/getAll: the banner image of a route name. */
interface PageHeader {
  id: number;
  route_name: string;
  bg_url: string;
}

const listOf = (res: Envelope<PageHeader[]>) => (res.code === 0 && Array.isArray(res.result) ? res.result : undefined);

/**
 * A background request: a refused or failed list never shows a notice, but
 * the spec's 错误提示 for a list answered with an error code stays.
 */
async function fetchPageHeaders(): Promise<PageHeader[]> {
  const res = await api.get<PageHeader[]>(BOOT_PATHS.pageHeaders, { silent: true });
  const list = listOf(res);
  if (list) return list;
  toast.error(res.message, '错误提示');
  return [];
}

/**
 * The page banner list, server data read once per app load: a page the worker
 * served carries it in its boot data, so then nobody fetches it.
 */
export function usePageHeaders() {
  return useQuery({
    queryKey: ['pageHeaders'],
    queryFn: fetchPageHeaders,
    initialData: bootInitialData(BOOT_PATHS.pageHeaders, listOf),
    staleTime: Infinity,
  });
}

/** The banner image for a route name, or '' when the owner has not set one. */
export function usePageHeaderImage(routeName: string | undefined): string {
  const { data } = usePageHeaders();
  return data?.find((h) => h.route_name === routeName)?.bg_url ?? '';
}
