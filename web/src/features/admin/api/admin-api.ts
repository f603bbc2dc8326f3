/** Console calls: thin wrappers that unwrap the envelope or throw its message (toasts are raised by callers). */
import { api, isOk } from '@/lib/api-client';
import type { Envelope, Page } from '@contract/envelope';

class ActionError extends Error {}

async function unwrap<T>(call: Promise<Envelope<T>>): Promise<T> {
  const res = await call;
  if (!isOk(res)) throw new ActionError(res?.message || '操作失败');
  return res.result as T;
}

export const adminApi = {
  get: <T>(path: string) => unwrap<T>(api.get<T>(path)),
  post: <T>(path: string, body?: unknown) => unwrap<T>(api.post<T>(path, body)),
  put: <T>(path: string, body?: unknown) => unwrap<T>(api.put<T>(path, body)),
  del: <T>(path: string) => unwrap<T>(api.del<T>(path)),
  page: <T>(path: string, body: unknown) => unwrap<Page<T>>(api.post<Page<T>>(path, body)),
  /** An image to R2 through the shared upload route; returns its /img/ URL. */
  uploadImage: async (file: File | Blob) => (await unwrap(api.upload<{ url: string }>('/api/upload/img', file))).url,
  /** Multipart music upload (audio, cover, lrc and text fields). */
  uploadSong: <T>(form: FormData) => unwrap<T>(api.post<T>('/api/admin/music/upload', form)),
  /** Ends every token, cookie and chat socket of the user; resolves to the server's own words for it. */
  signOutUser: async (id: number) => {
    const res = await api.put<boolean>(`/api/admin/user/signOut/${id}`);
    if (!isOk(res)) throw new ActionError(res?.message || '操作失败');
    return res.message;
  },
};
