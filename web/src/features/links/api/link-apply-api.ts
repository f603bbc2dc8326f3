import type { LinkItem } from '@contract/links';
import { api } from '@/lib/api-client';
import { challengeHeaders } from '@/lib/challenge/challenge-pool';

export interface LinkApplyForm {
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
}

/**
 * New applications and edits both go back to the owner for review (status 1), with a solved
 * proof-of-work when the owner asks for one (lib/challenge/challenge-pool.ts).
 */
export const linkApplyApi = {
  add: async (form: LinkApplyForm) => api.post<boolean>('/api/links/add', form, { headers: await challengeHeaders('link') }),
  update: async (link: LinkItem, form: LinkApplyForm) =>
    api.post<boolean>('/api/links/frontUpdate', { ...link, ...form, status: 1 }, { headers: await challengeHeaders('link') }),
  uploadAvatar: (file: File | Blob) => api.upload<{ url: string }>('/api/upload/img', file),
};
