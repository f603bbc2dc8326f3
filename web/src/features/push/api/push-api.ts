import type { PushKey, PushStatus, PushSubscribed, PushTopic } from '@contract/push';
import { api } from '@/lib/api-client';

/** What PushSubscription.toJSON() gives the worker. */
export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** /api/push (docs/api.md): the site's key, and this browser's subscription. */
export const pushApi = {
  key: () => api.get<PushKey>('/api/push/key'),
  subscribe: (subscription: SubscriptionJson, topics: PushTopic[]) => api.post<PushSubscribed>('/api/push/subscribe', { subscription, topics }),
  unsubscribe: (endpoint: string) => api.post<unknown>('/api/push/unsubscribe', { endpoint }),
  status: (endpoint: string) => api.post<PushStatus>('/api/push/status', { endpoint }, { silent: true }),
};
