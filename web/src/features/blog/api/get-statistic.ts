import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SiteStatistic } from '../types';

export async function getSiteStatistic(): Promise<SiteStatistic | null> {
  const res = await api.get<SiteStatistic>('/api/statistic');
  return res.code === 0 && res.result ? res.result : null;
}

export function useSiteStatistic() {
  return useQuery({ queryKey: ['statistic'], queryFn: getSiteStatistic, staleTime: 5 * 60_000 });
}
