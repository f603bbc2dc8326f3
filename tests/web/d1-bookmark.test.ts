// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { D1_BOOKMARK_HEADER } from '@contract/d1-bookmark';
import { json, stubFetch } from './helpers';

// The API client keeps the bookmark a write answered with and sends it back for a while
// (lib/d1-bookmark.ts), so its next reads come from a replica that has the write.
const fresh = async () => {
  vi.resetModules();
  const client = await import('@/lib/api-client');
  const bookmarks = await import('@/lib/d1-bookmark');
  return { api: client.api, ...bookmarks };
};

const sent = (init: RequestInit) => (init.headers as Record<string, string>)[D1_BOOKMARK_HEADER];
const answer = (bookmark?: string) => {
  const res = json({ code: 0, message: 'ok' });
  if (bookmark) res.headers.set(D1_BOOKMARK_HEADER, bookmark);
  return res;
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('D1 bookmarks in the API client', () => {
  it('sends nothing before a write, then the write’s bookmark with every request', async () => {
    const { api } = await fresh();
    const calls = stubFetch((url) => answer(url === '/api/comment/add' ? '00000001-00000002-0000000a-aa' : undefined));
    await api.get('/api/article/getHotArticle');
    await api.post('/api/comment/add', { content: 'x' });
    await api.get('/api/article/getHotArticle');
    await api.post('/api/comment/frontGetParentComment', {});
    expect(calls.map((c) => sent(c.init))).toEqual([undefined, undefined, '00000001-00000002-0000000a-aa', '00000001-00000002-0000000a-aa']);
  });

  it('keeps it across a reload (localStorage, which the page has loaded before its first request), and ignores a broken entry', async () => {
    const first = await fresh();
    stubFetch(() => answer('00000001-00000002-0000000b-bb'));
    await first.api.post('/api/like/addLike', {});
    const reloaded = await fresh();
    const calls = stubFetch(() => answer());
    await reloaded.api.get('/api/statistic');
    expect(sent(calls[0]!.init)).toBe('00000001-00000002-0000000b-bb');

    localStorage.setItem('d1-bookmark', '{not json');
    const broken = await fresh();
    const again = stubFetch(() => answer());
    await broken.api.get('/api/statistic');
    expect(sent(again[0]!.init)).toBeUndefined();
  });

  it('does not keep a background call’s bookmark (view counter, reading time)', async () => {
    const { api } = await fresh();
    const calls = stubFetch(() => answer('00000001-00000002-0000000c-cc'));
    await api.put('/api/config/addView', undefined, { silent: true });
    await api.get('/api/statistic');
    expect(sent(calls[1]!.init)).toBeUndefined();
  });

  it('stops sending it two minutes on, when every cache shows the write', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { api } = await fresh();
    const calls = stubFetch((url) => answer(url === '/api/message/add' ? '00000001-00000002-0000000d-dd' : undefined));
    await api.post('/api/message/add', {});
    vi.advanceTimersByTime(2 * 60 * 1000 - 1000);
    await api.get('/api/statistic');
    vi.advanceTimersByTime(2000);
    await api.get('/api/statistic');
    expect(calls.slice(1).map((c) => sent(c.init))).toEqual(['00000001-00000002-0000000d-dd', undefined]);
  });

  it('keeps the newer of two bookmarks when answers arrive out of order', async () => {
    const { keepBookmark, bookmarkToSend } = await fresh();
    keepBookmark('00000001-00000002-00000020-ff');
    keepBookmark('00000001-00000002-0000001f-ee');
    expect(bookmarkToSend()).toBe('00000001-00000002-00000020-ff');
    keepBookmark(null);
    expect(bookmarkToSend()).toBe('00000001-00000002-00000020-ff');
  });

  it('keeps a failed write’s bookmark too: what it did write is then visible', async () => {
    const { api } = await fresh();
    const calls = stubFetch((url) => {
      if (url !== '/api/comment/add') return answer();
      const res = json({ code: '100004', message: '评论过于频繁' });
      res.headers.set(D1_BOOKMARK_HEADER, '00000001-00000002-00000030-aa');
      return res;
    });
    await api.post('/api/comment/add', {});
    await api.get('/api/statistic');
    expect(sent(calls[1]!.init)).toBe('00000001-00000002-00000030-aa');
  });
});
