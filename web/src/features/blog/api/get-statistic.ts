import { useQuery } from '@/lib/query';
import { BOOT_PATHS } from '@contract/boot-data';
import type { Envelope } from '@contract/envelope';
import { api } from '@/lib/api-client';
import { bootInitialData } from '@/lib/boot-data';
import type { SiteStatistic } from '../types';

const statisticOf = (res: Envelope<SiteStatistic>) => (res.code === 0 && res.result ? res.result : null);

async function getSiteStatistic(): Promise<SiteStatistic | null> {
  return statisticOf(await api.get<SiteStatistic>(BOOT_PATHS.statistic));
}

export function useSiteStatistic() {
  return useQuery({
    queryKey: ['statistic'],
    queryFn: getSiteStatistic,
    initialData: bootInitialData(BOOT_PATHS.statistic, statisticOf),
    staleTime: 5 * 60_000,
  });
}
