import { useQuery } from '@/lib/query';
import { BOOT_PATHS } from '@contract/boot-data';
import type { Envelope } from '@contract/envelope';
import { api } from '@/lib/api-client';
import { bootInitialData } from '@/lib/boot-data';
import type { BlogConfig } from '../types';

const configQueryKey = ['config'] as const;

/** The site config row, or null while the owner has not filled it in (tip answer). */
async function getBlogConfig(): Promise<BlogConfig | null> {
  return configOf(await api.get<BlogConfig>(BOOT_PATHS.config));
}

// the original client guards with `code == 0 && typeof result != "string"`
const configOf = (res: Envelope<BlogConfig>): BlogConfig | null =>
  res.code === 0 && res.result && typeof res.result === 'object' ? res.result : null;

export function useBlogConfig() {
  return useQuery({
    queryKey: configQueryKey,
    queryFn: getBlogConfig,
    initialData: bootInitialData(BOOT_PATHS.config, configOf),
    staleTime: 5 * 60_000,
  });
}

const DAY_MS = 86_400_000;

/** Whole days since the config row was created ("运行时间 N 天"); dates are China time text. */
export function siteRuntimeDays(createdAt: string | undefined, now: Date = new Date()): number {
  if (!createdAt) return 0;
  const started = new Date(createdAt.replace(/-/g, '/'));
  if (Number.isNaN(started.getTime())) return 0;
  return Math.max(0, Math.floor((now.getTime() - started.getTime()) / DAY_MS));
}
