import { beforeAll, describe, expect, it } from 'vitest';
import { D1_BOOKMARK_HEADER } from '../../contract/d1-bookmark';
import { SESSION_COOKIE } from '../../contract/session';
import { config } from '../../worker/db/schema';
import { addArticles } from './article-fixtures';
import { call, db, makeUser, uniqueIp } from './helpers';
import { contentVersion, edgeOf, eventually, page, queriesOf, viewTimes } from './server-timing-helpers';
import { bootDataOf } from './page-html';

// Pages are kept at the edge for visitors (http/page-cache.ts): a warm view reads no database.
type User = Awaited<ReturnType<typeof makeUser>>;
let owner: User;
let reader: User;
let articleId = 0;

beforeAll(async () => {
  await db().insert(config).values({ blog_name: '缓存博客' }).run();
  owner = await makeUser(1);
  reader = await makeUser();
  articleId = (await addArticles([{ article_title: '缓存文章', view_times: 5 }]))[0]!.id;
});

/** The boot block's answer for an API path. */
function boot<T>(html: string, path: string): T {
  return bootDataOf<Record<string, { result: T }>>(html)[path]!.result;
}
/** A change of content every page shows: a route's header image (the console's page header editor). */
const addHeaderImage = (route_name: string, bg_url: string) =>
  call('POST', '/api/pageHeader/addOrUpdate', { token: owner.token, body: { route_name, bg_url } });
const articleIn = (html: string) => boot<{ view_times: number; thumbs_up_times: number }>(html, `/api/article/getArticleById/${articleId}`);

describe('the page cache', () => {
  it('serves a warm visitor page view without a single query, the content version included', async () => {
    for (const path of ['/home', `/article?id=${articleId}`]) {
      const cold = await page(path);
      expect([path, cold.status, edgeOf(cold.headers), cold.headers.get('X-Edge-Cache')]).toEqual([path, 200, 'miss', 'MISS']);
      expect(queriesOf(cold.headers)).toBeGreaterThanOrEqual(1);
      const warm = await page(path);
      expect([path, warm.status, edgeOf(warm.headers), warm.headers.get('X-Edge-Cache')]).toEqual([path, 200, 'hit', 'HIT']);
      expect([path, queriesOf(warm.headers)]).toEqual([path, 0]);
      expect(warm.text).toBe(cold.text);
      expect(warm.headers.get('Content-Type')).toContain('text/html');
    }
    // past the isolate's one-second memo the version comes from the colo's cache: still no query
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = await page('/home');
    expect([edgeOf(later.headers), queriesOf(later.headers)]).toEqual(['hit', 0]);
  });

  it('keeps the copy at the edge only: the browser is told to ask again, with no validator of the shell', async () => {
    const first = await page('/archives');
    const again = await page('/archives');
    for (const res of [first, again]) {
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('ETag')).toBeNull();
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
      expect(res.headers.get('Content-Security-Policy') ?? '').not.toContain('max-age');
    }
    // a browser revalidating with an old validator gets the page, never a 304 for the shell
    const revalidate = await page('/archives', { 'If-None-Match': '"anything"' });
    expect(revalidate.status).toBe(200);
    expect(revalidate.text).toContain('id="boot-data"');
  });

  it('never serves a logged-in request from the cache, nor keeps what it rendered for one', async () => {
    await page('/talk');
    expect(edgeOf((await page('/talk')).headers)).toBe('hit');
    const loggedIn: Record<string, string>[] = [{ Authorization: reader.token }, { Cookie: `${SESSION_COOKIE}=${reader.token}` }, { [D1_BOOKMARK_HEADER]: 'abc-123' }];
    for (const headers of loggedIn) {
      const res = await page('/talk', headers);
      expect(res.status).toBe(200);
      expect(edgeOf(res.headers)).toBeNull();
      expect(res.headers.get('X-Edge-Cache')).toBeNull();
      expect(queriesOf(res.headers)).toBeGreaterThanOrEqual(1);
    }
    // a page first rendered for a logged-in reader was not kept: the next visitor misses
    await page('/links', { Cookie: `theme=dark; ${SESSION_COOKIE}=${reader.token}` });
    expect(edgeOf((await page('/links')).headers)).toBe('miss');
  });

  it('does not keep 404 pages, as 200 or at all', async () => {
    for (const path of ['/no/such/page', '/article?id=999999']) {
      for (let i = 0; i < 2; i++) {
        const res = await page(path);
        expect([path, res.status, edgeOf(res.headers)]).toEqual([path, 404, 'miss']);
        expect(res.text).toContain('noindex');
        expect(queriesOf(res.headers)).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('keys pages by path and query', async () => {
    await page('/home');
    expect(edgeOf((await page('/home')).headers)).toBe('hit');
    expect(edgeOf((await page('/home?page=2')).headers)).toBe('miss');
    expect(edgeOf((await page('/home?page=2')).headers)).toBe('hit');
  });

  it('shows a change of content at once, in the page cache and the API cache alike', async () => {
    const headers = '/api/pageHeader/getAll';
    await page('/home');
    await call('GET', headers);
    expect(edgeOf((await page('/home')).headers)).toBe('hit');
    expect(edgeOf((await call('GET', headers)).headers)).toBe('hit');
    const before = await contentVersion();
    const added = await addHeaderImage('Home', '/img/demo/changed-home.svg');
    expect(added.json.code).toBe(0);
    expect(await contentVersion()).toBe(before + 1);
    const home = await page('/home');
    expect(edgeOf(home.headers)).toBe('miss');
    expect(JSON.stringify(boot(home.text, headers))).toContain('/img/demo/changed-home.svg');
    const answer = await call('GET', headers);
    expect(edgeOf(answer.headers)).toBe('miss');
    expect(JSON.stringify(answer.json.result)).toContain('/img/demo/changed-home.svg');
  });

  it('a new comment shows at once: its writer reads it with the bookmark, everyone else after the version moved', async () => {
    const path = `/article?id=${articleId}`;
    await page(path);
    expect(edgeOf((await page(path)).headers)).toBe('hit');
    const before = await contentVersion();
    const added = await call('POST', '/api/comment/add', { token: reader.token, body: { type: 1, for_id: articleId, content: '页面缓存里的评论' } });
    expect(added.json.code).toBe(0);
    expect(await contentVersion()).toBe(before + 1);
    const list = (headers: Record<string, string>) =>
      call('POST', '/api/comment/frontGetParentComment', { body: { type: 1, for_id: articleId }, headers });
    const bookmark = added.headers.get(D1_BOOKMARK_HEADER)!;
    expect(JSON.stringify((await list({ [D1_BOOKMARK_HEADER]: bookmark })).json.result)).toContain('页面缓存里的评论');
    expect(JSON.stringify((await list({})).json.result)).toContain('页面缓存里的评论');
    // the article's page and cached lists are read afresh under the new version
    expect(edgeOf((await page(path)).headers)).toBe('miss');
  });
});

describe('counters keep the caches', () => {
  it('an article read answers before its view is written, and the view lands right after', async () => {
    const before = await viewTimes(articleId);
    const read = await call('GET', `/api/article/getArticleById/${articleId}`);
    expect(read.json.result.view_times).toBe(before);
    // the request itself only read: one query, nothing written, so no bookmark
    expect(queriesOf(read.headers)).toBe(1);
    expect(read.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
    expect(await eventually(() => viewTimes(articleId), before! + 1)).toBe(before! + 1);
  });

  it('a burst of reads is counted in full', async () => {
    const before = (await viewTimes(articleId))!;
    await Promise.all([...Array(12)].map(() => call('GET', `/api/article/getArticleById/${articleId}`)));
    expect(await eventually(() => viewTimes(articleId), before + 12)).toBe(before + 12);
  });

  it('an anonymous like, a logged-in like and a read move no version: cached pages keep their counts until their TTL or the next change', async () => {
    const path = `/article?id=${articleId}`;
    await page(path);
    const cached = await page(path);
    expect(edgeOf(cached.headers)).toBe('hit');
    const shown = articleIn(cached.text);
    const version = await contentVersion();
    const views = (await viewTimes(articleId))!;

    expect((await call('POST', '/api/like/addLike', { body: { type: 1, for_id: articleId }, ip: uniqueIp() })).json.code).toBe(0);
    expect((await call('POST', '/api/like/addLike', { token: reader.token, body: { type: 1, for_id: articleId } })).json.code).toBe(0);
    expect((await call('GET', `/api/article/getArticleById/${articleId}`)).json.code).toBe(0);
    expect(await eventually(() => viewTimes(articleId), views + 1)).toBe(views + 1);
    expect((await call('POST', '/api/like/cancelLike', { token: reader.token, body: { type: 1, for_id: articleId } })).json.code).toBe(0);

    expect(await contentVersion()).toBe(version);
    const still = await page(path);
    expect(edgeOf(still.headers)).toBe('hit');
    expect(articleIn(still.text)).toEqual(shown);

    // the counts are in D1 all along: the next change of content (or the TTL) brings them
    expect((await addHeaderImage('Talk', '/img/demo/after-counting.svg')).json.code).toBe(0);
    const fresh = articleIn((await page(path)).text);
    expect(fresh.view_times).toBe(views + 1);
    expect(fresh.thumbs_up_times).toBe(shown.thumbs_up_times + 1);
  });
});
