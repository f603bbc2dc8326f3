import { api } from '@/lib/api-client';

/** Likes of articles (1), talks (2), board notes (3) and comments (4); the server knows who is asking. */
export const likeApi = {
  add: (type: number, for_id: number) => api.post<boolean>('/api/like/addLike', { type, for_id }),
  cancel: (type: number, for_id: number) => api.post<number>('/api/like/cancelLike', { type, for_id }),
  isLiked: (type: number, for_id: number) => api.post<boolean>('/api/like/getIsLikeByIdOrIpAndType', { type, for_id }),
};
