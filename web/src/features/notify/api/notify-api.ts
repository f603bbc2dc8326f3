import type { Page } from '@contract/envelope';
import type { NotifyItem } from '@contract/notify-shapes';
import { api, type RequestOptions } from '@/lib/api-client';

/** The server lists only the token user's own; userId is sent because the contract's body has it. */
export const notifyApi = {
  list: (userId: number, current: number, size: number, options?: RequestOptions) =>
    api.post<Page<NotifyItem>>('/api/notify/getNotifyList', { current, size, userId }, options),
  markRead: (id: number) => api.put<boolean>(`/api/notify/update/${id}`),
  readAll: (upTo: number) => api.put<{ res: number }>('/api/notify/readAll', { upTo }),
  remove: (id: number) => api.put<{ res: number }>(`/api/notify/delete/${id}`),
};
