import { useSearchParams } from '@/lib/router';

/**
 * The page's `?id=` as a positive whole number, 0 when absent or malformed
 * (pages then show their "not found" state), and whether the parameter was given at all.
 */
export function useQueryId(): { id: number; present: boolean } {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return { id: raw && /^\d+$/.test(raw) ? Number(raw) : 0, present: raw !== null };
}
