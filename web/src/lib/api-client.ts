/**
 * The one client for the blog API (spec §7/§8, api-contract §1.1–1.2): 10 s
 * timeout, cookies included, JSON + XMLHttpRequest marker headers, the bare
 * token in Authorization, and a single place that turns HTTP failures into
 * notices. Callers only ever see envelopes and test `code === 0`. Background
 * calls (the view counter, reading time, polling) pass `silent`: a visitor
 * never sees a notice for work they did not ask for. A write the visitor made
 * answers with a D1 bookmark, sent back for a while so they read their own
 * writes (lib/d1-bookmark.ts); a background call's bookmark is not kept, since
 * nobody looks for a counter they did not know they moved.
 */
import { D1_BOOKMARK_HEADER } from '@contract/d1-bookmark';
import type { Envelope } from '@contract/envelope';
import { TIP_CODE } from '@contract/envelope';
import { toast } from '@/components/toast/toast';
import { bookmarkToSend, keepBookmark } from '@/lib/d1-bookmark';
import { useSession } from '@/lib/session-store';

export const REQUEST_TIMEOUT_MS = 10_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** Lets React Query cancel a request; a caller abort raises no notice. */
  signal?: AbortSignal;
  /**
   * A background request: no notice and no login dialog for any answer (4xx,
   * 429, 5xx, timeout, offline, tip code). It still rejects or returns the
   * failure envelope exactly as a normal request does, and a 401 leaves the
   * session alone (the next request the visitor makes reports it).
   */
  silent?: boolean;
  /** Extra headers of this request (a solved proof-of-work challenge: lib/challenge/challenge-pool.ts). */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  return '';
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

type Notice = { error: (message: string, title?: string) => unknown; warning: (message: string, title?: string) => unknown };
const quiet: Notice = { error: () => undefined, warning: () => undefined };

function rejectForStatus(status: number, body: unknown, silent: boolean): ApiError | null {
  const message = messageOf(body);
  const notice: Notice = silent ? quiet : toast;
  switch (status) {
    case 401: {
      if (!silent) {
        toast.error(message || '登录过期');
        const session = useSession.getState();
        session.clearSession();
        session.openLogin();
      }
      return new ApiError(message || '登录过期', status, body);
    }
    case 403:
      notice.error(message || '权限不足');
      return new ApiError(message || '权限不足', status, body);
    case 404:
      notice.error('接口没有找到');
      return new ApiError('接口没有找到', status, body);
    case 408:
      notice.warning(message || '服务端错误');
      return new ApiError(message || '服务端错误', status, body);
    case 429:
      notice.warning(message || '请求过于频繁，请稍后再试');
      return new ApiError(message || '请求过于频繁', status, body);
    case 500:
      notice.error(message || '服务端错误');
      return new ApiError(message || '服务端错误', status, body);
    default:
      return null;
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return Boolean(body && typeof body === 'object' && 'code' in body);
}

/** How long a read waits before it is sent again after the network failed it. */
const NETWORK_RETRY_MS = [400, 1200];

/**
 * A read the network failed while the browser says it is online is sent up to twice more before
 * the reader is told: the first requests after a connection comes back fail for a moment (the
 * browser's online event comes first; a service worker's network can follow a beat later), and a
 * GET is safe to repeat. Writes are never repeated here: the server may have taken the first.
 */
async function readRetrying(send: () => Promise<Response>, signal: AbortSignal): Promise<Response> {
  for (const wait of NETWORK_RETRY_MS) {
    try {
      return await send();
    } catch (err) {
      if (signal.aborted || (typeof navigator !== 'undefined' && !navigator.onLine)) throw err;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return send();
}

async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...options.headers, 'X-Requested-With': 'XMLHttpRequest' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // Multipart bodies need the browser to write the boundary into Content-Type.
  if (!isForm) headers['Content-Type'] = 'application/json';
  const token = useSession.getState().token;
  if (token) headers.Authorization = token;
  const bookmark = bookmarkToSend();
  if (bookmark) headers[D1_BOOKMARK_HEADER] = bookmark;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const notice: Notice = options.silent ? quiet : toast;
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  let res: Response;
  try {
    const send = () =>
      fetch(path, {
        method,
        headers,
        credentials: 'include',
        signal: controller.signal,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      });
    res = method === 'GET' ? await readRetrying(send, controller.signal) : await send();
  } catch (err) {
    if (timedOut) {
      notice.error('请求超时，请稍后再试');
      throw new ApiError('请求超时', 0);
    }
    if (options.signal?.aborted) throw new ApiError('请求已取消', 0);
    notice.error('网络连接失败，请检查网络');
    throw new ApiError(err instanceof Error ? err.message : '网络连接失败', 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  if (!options.silent) keepBookmark(res.headers.get(D1_BOOKMARK_HEADER));
  const parsed = await readBody(res);
  if (res.ok) {
    if (!isEnvelope(parsed)) return { code: String(res.status), message: '响应格式错误' };
    if (Number(parsed.code) === TIP_CODE) notice.warning(parsed.message, '温馨提示');
    return parsed as Envelope<T>;
  }
  const failure = rejectForStatus(res.status, parsed, Boolean(options.silent));
  if (failure) throw failure;
  // The original client swallowed other statuses; we hand back a failure
  // envelope instead of undefined so every caller's `code === 0` check holds.
  return { code: String(res.status), message: messageOf(parsed) || `请求失败（${res.status}）` };
}

function uploadForm(file: File | Blob, field: string): FormData {
  const form = new FormData();
  if (file instanceof File) form.append(field, file);
  else form.append(field, file, `upload.${(file.type.split('/')[1] || 'bin').replace(/\W/g, '')}`);
  return form;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  del: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  upload: async <T = { url: string }>(path: string, file: File | Blob, field = 'file', options?: RequestOptions) => {
    const res = await request<T>('POST', path, uploadForm(file, field), options);
    if (path === IMAGE_UPLOAD_PATH && isOk(res)) await withVariants(res.result, file);
    return res;
  },
};

const IMAGE_UPLOAD_PATH = '/api/upload/img';

/**
 * Every picture upload also stores the picture's responsive variants, encoded
 * here (lib/image-variants.ts, loaded on the first upload): the one place
 * every upload form passes through. A failure only leaves the picture
 * without them; the upload itself has succeeded.
 */
async function withVariants(result: unknown, file: File | Blob): Promise<void> {
  const url = (result as { url?: unknown } | undefined)?.url;
  if (typeof url !== 'string') return;
  await import('./image-variants').then((m) => m.addVariants(url, file)).catch(() => false);
}

/** Narrowing helper: `if (isOk(res)) res.result` */
export function isOk<T>(res: Envelope<T> | undefined): res is { code: 0; message: string; result?: T } {
  return res?.code === 0;
}
