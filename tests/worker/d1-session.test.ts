import { beforeAll, describe, expect, it } from 'vitest';
import { D1_BOOKMARK_HEADER } from '../../contract/d1-bookmark';
import { addArticles } from './article-fixtures';
import { call, makeUser, uniqueIp } from './helpers';
import { contentVersion, edgeOf } from './server-timing-helpers';

// Reads go through D1's Sessions API (db/client.ts openSession): a visitor's reads may come from
// the nearest replica, and a client that wrote sends its bookmark back to read its own writes.
type User = Awaited<ReturnType<typeof makeUser>>;
let reader: User;
let articleId = 0;

beforeAll(async () => {
  await makeUser(1);
  reader = await makeUser();
  articleId = (await addArticles([{ article_title: '会话' }]))[0]!.id;
});

const parents = (headers: Record<string, string> = {}) =>
  call('POST', '/api/comment/frontGetParentComment', { body: { type: 1, for_id: articleId, order: 'new' }, headers });

describe('D1 sessions and bookmarks', () => {
  it('a write answers with its bookmark, and a read carrying it sees the write', async () => {
    const added = await call('POST', '/api/comment/add', { token: reader.token, body: { type: 1, for_id: articleId, content: '我刚写的评论' } });
    expect(added.json.code).toBe(0);
    const bookmark = added.headers.get(D1_BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[\w.:-]+$/);
    const mine = await parents({ [D1_BOOKMARK_HEADER]: bookmark! });
    expect(mine.json.result.list.map((c: { content: string }) => c.content)).toContain('我刚写的评论');
    // …and everyone sees it too: a comment is content, so the version moved
    expect((await parents()).json.result.list.map((c: { content: string }) => c.content)).toContain('我刚写的评论');
  });

  it('reads answer no bookmark: only a write gives the client one to send back', async () => {
    expect((await call('GET', `/api/article/getArticleById/${articleId}`)).headers.get(D1_BOOKMARK_HEADER)).toBeNull();
    // a list read with POST writes nothing
    expect((await parents()).headers.get(D1_BOOKMARK_HEADER)).toBeNull();
    // a counter that wrote does
    const like = await call('POST', '/api/like/addLike', { body: { type: 1, for_id: articleId }, ip: uniqueIp() });
    expect(like.json.code).toBe(0);
    expect(like.headers.get(D1_BOOKMARK_HEADER)).toBeTruthy();
  });

  it('a request carrying a bookmark reads past the edge cache, so a counter it just moved shows at once', async () => {
    const list = () => call('GET', '/api/article/blogHomeGetArticleList/1/10', { headers: {} });
    const likesIn = (res: Awaited<ReturnType<typeof list>>) =>
      res.json.result.list.find((a: { id: number }) => a.id === articleId).thumbs_up_times as number;
    await list();
    const cached = await list();
    expect(edgeOf(cached.headers)).toBe('hit');
    const before = await contentVersion();
    const like = await call('POST', '/api/like/addLike', { body: { type: 1, for_id: articleId }, ip: uniqueIp() });
    expect(like.json.code).toBe(0);
    // a like is a counter: the version stays, and the visitors' cached list keeps its count for now
    expect(await contentVersion()).toBe(before);
    const stale = await list();
    expect(edgeOf(stale.headers)).toBe('hit');
    expect(likesIn(stale)).toBe(likesIn(cached));
    // the liker's own next read carries the bookmark: past the cache, from a replica that has the like
    const own = await call('GET', '/api/article/blogHomeGetArticleList/1/10', { headers: { [D1_BOOKMARK_HEADER]: like.headers.get(D1_BOOKMARK_HEADER)! } });
    expect(edgeOf(own.headers)).toBeNull();
    expect(own.headers.get('X-Edge-Cache')).toBeNull();
    expect(likesIn(own)).toBe(likesIn(cached) + 1);
  });

  it('a malformed bookmark is ignored, never handed to D1', async () => {
    for (const bad of ['not a bookmark!', '<script>', 'x'.repeat(201)]) {
      const res = await call('GET', `/api/article/getArticleById/${articleId}`, { headers: { [D1_BOOKMARK_HEADER]: bad } });
      expect([bad, res.status, res.json.code]).toEqual([bad, 200, 0]);
    }
  });
});
