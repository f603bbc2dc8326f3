/**
 * The 数据 page's calls. Archives are bodies, not JSON, and take longer than the
 * API client's 10 s timeout, so these use fetch directly with the same token
 * header. The download is fetched with the token and handed to the browser as
 * a file: a plain link could not carry the header, and a token in a URL would
 * end up in the browser's history.
 */
import type { MarkdownImportSummary, RestoreCheck, RestoreSummary } from '@contract/admin-data';
import type { Envelope } from '@contract/envelope';
import { useSession } from '@/lib/session-store';
import { adminApi } from './admin-api';

const BASE = '/api/admin/data';

function headers(extra: Record<string, string> = {}): Record<string, string> {
  const token = useSession.getState().token;
  return { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: token } : {}), ...extra };
}

/** The envelope's result, or its message as the error; a 401 ends the session as every other call does. */
async function unwrap<T>(res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (res.status === 401) {
    useSession.getState().clearSession();
    useSession.getState().openLogin();
  }
  if (!body || body.code !== 0) throw new Error(body?.message || `请求失败（${res.status}）`);
  return (body as { result: T }).result;
}

const fileNameOf = (res: Response) => /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'blog-backup.zip';

export const dataApi = {
  restoreCheck: () => adminApi.get<RestoreCheck>(`${BASE}/restore-check`),

  /** Downloads the archive as it is made, reporting the bytes received; answers its name and size. */
  async exportSite(onProgress: (bytes: number) => void): Promise<{ name: string; size: number }> {
    const res = await fetch(`${BASE}/export`, { headers: headers(), credentials: 'include' });
    if (!res.ok || !res.body || !res.headers.get('Content-Type')?.includes('zip')) return unwrap(res);
    const parts: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    const reader = res.body.getReader();
    for (;;) {
      // a stream the worker ends with an error (the archive would lack its manifest) is a failed export
      const { value, done } = await reader.read().catch(() => {
        throw new Error('导出中断，请重试');
      });
      if (done) break;
      parts.push(value);
      size += value.length;
      onProgress(size);
    }
    const name = fileNameOf(res);
    const url = URL.createObjectURL(new Blob(parts, { type: 'application/zip' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return { name, size };
  },

  restore: async (file: File) =>
    unwrap<RestoreSummary>(await fetch(`${BASE}/restore`, { method: 'POST', headers: headers({ 'Content-Type': 'application/zip' }), credentials: 'include', body: file })),

  importMarkdown: async (file: File) =>
    unwrap<MarkdownImportSummary>(await fetch(`${BASE}/import-markdown`, { method: 'POST', headers: headers({ 'Content-Type': 'application/zip' }), credentials: 'include', body: file })),
};
