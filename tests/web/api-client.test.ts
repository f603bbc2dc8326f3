// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '@/components/toast/toast';
import { useSession } from '@/lib/session-store';
import { api, ApiError, REQUEST_TIMEOUT_MS } from '@/lib/api-client';
import { json, stubFetch } from './helpers';

const user = { id: 7, role: 2, nick_name: '测试', qq: '', avatar: '', ipAddress: '本机地址' };
const lastToast = () => useToasts.getState().toasts.at(-1);

beforeEach(() => {
  localStorage.clear();
  useToasts.getState().clear();
  useSession.setState({ token: '', userInfo: null, showLogin: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client requests', () => {
  it('sends JSON, the XHR marker, credentials and the bare token', async () => {
    useSession.setState({ token: 'tok-123', userInfo: user });
    const calls = stubFetch(() => json({ code: 0, message: 'ok', result: { n: 1 } }));
    const res = await api.post<{ n: number }>('/api/x', { a: 1 });
    expect(res).toEqual({ code: 0, message: 'ok', result: { n: 1 } });
    const { url, init, body } = calls[0]!;
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/x');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers.Authorization).toBe('tok-123');
    expect(body).toEqual({ a: 1 });
  });

  it('omits Authorization when logged out', async () => {
    const calls = stubFetch(() => json({ code: 0, message: 'ok' }));
    await api.get('/api/y');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('uploads multipart without forcing a JSON content type', async () => {
    const calls = stubFetch(() => json({ code: 0, message: 'ok', result: { url: '/img/a.png' } }));
    const res = await api.upload<{ url: string }>('/api/upload/img', new Blob(['x'], { type: 'image/png' }));
    expect(res.code).toBe(0);
    const form = calls[0]!.init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});

describe('api client error handling', () => {
  it('code 100 shows a 温馨提示 warning and still returns the body', async () => {
    stubFetch(() => json({ code: 100, message: '请先配置博客信息' }));
    const res = await api.get('/api/config');
    expect(res).toEqual({ code: 100, message: '请先配置博客信息' });
    expect(lastToast()).toMatchObject({ kind: 'warning', title: '温馨提示', message: '请先配置博客信息' });
  });

  it('non-zero business codes are returned to the caller without a toast', async () => {
    stubFetch(() => json({ code: '100001', message: '用户名不存在' }));
    const res = await api.post('/api/user/login', {});
    expect(res).toEqual({ code: '100001', message: '用户名不存在' });
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('401 clears the session, opens login and rejects', async () => {
    useSession.setState({ token: 'old', userInfo: user });
    stubFetch(() => json({ code: '100016', message: 'token已过期' }, 401));
    await expect(api.get('/api/notify')).rejects.toBeInstanceOf(ApiError);
    const s = useSession.getState();
    expect(s.token).toBe('');
    expect(s.userInfo).toBeNull();
    expect(s.showLogin).toBe(true);
    expect(lastToast()).toMatchObject({ kind: 'error', message: 'token已过期' });
  });

  it('401 also drops the session cookie on the server, quietly', async () => {
    useSession.setState({ token: 'old', userInfo: user });
    const calls = stubFetch((url) => (url === '/api/user/logout' ? json({ code: 0, message: '退出成功', result: true }) : json({ code: '100016', message: 'token已过期' }, 401)));
    await expect(api.get('/api/notify')).rejects.toBeInstanceOf(ApiError);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.map((c) => c.url)).toEqual(['/api/notify', '/api/user/logout']);
    expect(useToasts.getState().toasts).toHaveLength(1); // only the 401's own notice
  });

  it('401 without a message falls back to 登录过期', async () => {
    stubFetch(() => new Response('', { status: 401 }));
    await expect(api.get('/api/z')).rejects.toThrow('登录过期');
    expect(lastToast()?.message).toBe('登录过期');
  });

  it.each([
    [403, { message: '普通用户仅限查看' }, 'error', '普通用户仅限查看'],
    [403, {}, 'error', '权限不足'],
    [404, { message: 'whatever' }, 'error', '接口没有找到'],
    [408, {}, 'warning', '服务端错误'],
    [429, { message: '用户注册过于频繁 请稍后再试' }, 'warning', '用户注册过于频繁 请稍后再试'],
    [500, { code: '100001', message: '密码不匹配' }, 'error', '密码不匹配'],
    [500, {}, 'error', '服务端错误'],
  ])('%i rejects with a %s notice', async (status, body, kind, message) => {
    stubFetch(() => json(body, status));
    await expect(api.get('/api/q')).rejects.toMatchObject({ status, message });
    expect(lastToast()).toMatchObject({ kind, message });
  });

  it('other statuses resolve to a failure envelope without a notice', async () => {
    stubFetch(() => json({ message: 'bad gateway' }, 502));
    const res = await api.get('/api/q');
    expect(res.code).not.toBe(0);
    expect(res.message).toBe('bad gateway');
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('times out after 10 s with an error notice', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = api.get('/api/slow');
    const settled = expect(pending).rejects.toThrow('请求超时');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(useToasts.getState().toasts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(lastToast()).toMatchObject({ kind: 'error', message: '请求超时，请稍后再试' });
  });

  it('a read the network keeps failing is tried three times, then rejects with an error notice', async () => {
    vi.useFakeTimers();
    const calls = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const settled = expect(api.get('/api/down')).rejects.toBeInstanceOf(ApiError);
    await vi.advanceTimersByTimeAsync(1_599);
    expect(calls).toHaveLength(2);
    expect(useToasts.getState().toasts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(calls).toHaveLength(3);
    expect(lastToast()).toMatchObject({ kind: 'error', message: '网络连接失败，请检查网络' });
  });

  it('a read the network fails once (a connection coming back) answers without a notice', async () => {
    let failures = 1;
    const calls = stubFetch(() => (failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : json({ code: 0, message: 'ok', result: 1 })));
    await expect(api.get('/api/back')).resolves.toMatchObject({ code: 0, result: 1 });
    expect(calls).toHaveLength(2);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('a write the network failed is never sent again (the server may have taken it), nor a read while offline', async () => {
    const calls = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.post('/api/comment/saveComment', { a: 1 })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(api.get('/api/down')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(2);
    expect(lastToast()?.kind).toBe('error');
    vi.restoreAllMocks();
  });

  it('a caller abort rejects silently', async () => {
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = api.get('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('请求已取消');
    expect(useToasts.getState().toasts).toHaveLength(0);
  });
});

describe('silent (background) requests', () => {
  it.each([
    [429, { message: '访问网站过于频繁 请稍后再试' }],
    [500, { message: '服务端错误' }],
    [403, {}],
    [404, {}],
    [408, {}],
  ])('a %i rejects as usual and shows no notice', async (status, body) => {
    stubFetch(() => json(body, status));
    await expect(api.put('/api/config/addView', undefined, { silent: true })).rejects.toMatchObject({ status });
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('the same 429 on an ordinary request still warns', async () => {
    stubFetch(() => json({ message: '访问网站过于频繁 请稍后再试' }, 429));
    await expect(api.put('/api/config/addView')).rejects.toMatchObject({ status: 429 });
    expect(lastToast()).toMatchObject({ kind: 'warning', message: '访问网站过于频繁 请稍后再试' });
  });

  it('a 401 neither warns, nor opens the login dialog, nor drops the session', async () => {
    useSession.setState({ token: 'old', userInfo: user });
    stubFetch(() => json({ code: '100016', message: 'token已过期' }, 401));
    await expect(api.post('/api/notify/getNotifyList', {}, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(useToasts.getState().toasts).toHaveLength(0);
    expect(useSession.getState()).toMatchObject({ token: 'old', showLogin: false });
  });

  it('a timeout, a network failure and a tip code show nothing', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.put('/api/x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    stubFetch(() => json({ code: 100, message: '请先配置博客信息' }));
    expect(await api.get('/api/config', { silent: true })).toMatchObject({ code: 100 });
    vi.useFakeTimers();
    stubFetch((_url, init) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const pending = expect(api.put('/api/slow', undefined, { silent: true })).rejects.toThrow('请求超时');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await pending;
    expect(useToasts.getState().toasts).toHaveLength(0);
  });
});
