import type { PasskeyOverview } from '@contract/passkey-texts';
import { useQuery, useQueryClient } from '@/lib/query';
import { isOk } from '@/lib/api-client';
import { useSession } from '@/lib/session-store';
import { passkeyApi } from '../api/passkey-api';

const key = (token: string) => ['passkeys', token] as const;

/** The signed-in account's passkeys (keyed by the token: another sign-in is another answer), and a way to read them again. */
export function usePasskeys({ enabled = true } = {}) {
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: key(token),
    enabled: enabled && Boolean(token),
    queryFn: async (): Promise<PasskeyOverview> => {
      const res = await passkeyApi.mine();
      if (!isOk(res) || !res.result) throw new Error(res.message || '获取通行密钥失败');
      return res.result;
    },
  });
  const refresh = () => client.invalidateQueries({ queryKey: key(token) });
  return { ...query, refresh };
}
