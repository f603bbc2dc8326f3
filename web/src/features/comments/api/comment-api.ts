import type { CommentItem, CommentPlace } from '@contract/comment';
import type { Page } from '@contract/envelope';
import { api } from '@/lib/api-client';
import { challengeHeaders } from '@/lib/challenge/challenge-pool';

export type CommentOrder = 'hot' | 'new';
export interface CommentTarget {
  type: number;
  for_id: number;
}

export const commentApi = {
  parents: (t: CommentTarget, current: number, size: number, order: CommentOrder) =>
    api.post<Page<CommentItem>>('/api/comment/frontGetParentComment', { ...t, current, size, order }),
  children: (t: CommentTarget, parent_id: number, current: number, size: number) =>
    api.post<Page<CommentItem>>('/api/comment/frontGetChildrenComment', { ...t, parent_id, current, size }),
  /** where a linked comment sits; quiet, since a deleted one just leaves the section as it is */
  locate: (id: number) => api.post<CommentPlace>('/api/comment/locate', { id }, { silent: true }),
  total: (t: CommentTarget) => api.post<number>('/api/comment/getCommentTotal', t),
  // a new account's first comments bring a solved proof-of-work when the owner asks for one (articles and talks alike)
  add: async (t: CommentTarget, content: string) =>
    api.post<{ res: CommentItem }>('/api/comment/add', { ...t, content }, { headers: await challengeHeaders('comment') }),
  reply: async (t: CommentTarget, parent_id: number, to: { id: number; name: string }, content: string) =>
    api.post<{ res: CommentItem }>('/api/comment/apply', { ...t, parent_id, to_id: to.id, to_name: to.name, content }, { headers: await challengeHeaders('comment') }),
  remove: (id: number, parentId: number | null) => api.del<{ res: number }>(`/api/comment/delete/${id}/${parentId ?? 0}`),
};
