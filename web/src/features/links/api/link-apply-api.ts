import type { LinkItem } from '@contract/links';
import { api } from '@/lib/api-client';

export interface LinkApplyForm {
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
}

/** New applications and edits both go back to the owner for review (status 1). */
export const linkApplyApi = {
  add: (form: LinkApplyForm) => api.post<boolean>('/api/links/add', form),
  update: (link: LinkItem, form: LinkApplyForm) => api.post<boolean>('/api/links/frontUpdate', { ...link, ...form, status: 1 }),
  uploadAvatar: (file: File | Blob) => api.upload<{ url: string }>('/api/upload/img', file),
};
