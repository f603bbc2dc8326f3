import type { Page } from '@contract/envelope';
import type { OwnComment, OwnMessage } from '@contract/user-activity';
import { api } from '@/lib/api-client';

export const activityApi = {
  comments: (current: number, size = 10) => api.post<Page<OwnComment>>('/api/user/getOwnComments', { current, size }),
  messages: (current: number, size = 10) => api.post<Page<OwnMessage>>('/api/user/getOwnMessages', { current, size }),
};
