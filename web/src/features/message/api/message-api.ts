import type { Page } from '@contract/envelope';
import type { HotTag, MessageItem, MessageListItem } from '@contract/message';
import { api } from '@/lib/api-client';
import { challengeHeaders } from '@/lib/challenge/challenge-pool';
import { useSession } from '@/lib/session-store';

export interface MessageForm {
  message: string;
  color: string;
  font_size: number;
  font_weight: number;
  bg_color: string;
  bg_url: string;
  tag: string;
}

export const messageApi = {
  list: (current: number, size: number, tag: string) => api.post<Page<MessageListItem>>('/api/message/getMessageList', { current, size, tag }),
  all: () => api.get<{ list: MessageItem[]; total: number }>('/api/message/getAllMessage'),
  one: (id: number) => api.get<MessageListItem>(`/api/message/getMessageById/${id}`),
  hotTags: () => api.get<HotTag[]>('/api/message/getHotTagList'),
  // a guest's note brings a solved proof-of-work when the owner asks for one (a signed-in reader's never does)
  add: async (form: MessageForm) =>
    api.post<boolean>('/api/message/add', form, { headers: useSession.getState().token ? undefined : await challengeHeaders('note') }),
  update: (id: number, form: MessageForm) => api.post<boolean>('/api/message/update', { id, ...form }),
  remove: (id: number) => api.put<number>('/api/message/delete', { idList: [id] }),
  uploadImage: (file: File | Blob) => api.upload<{ url: string }>('/api/upload/img', file),
};
