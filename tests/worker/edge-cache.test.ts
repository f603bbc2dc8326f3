import { describe, expect, it } from 'vitest';
import { addArticles } from './article-fixtures';
import { D1_BOOKMARK_HEADER } from '../../contract/d1-bookmark';
import { call, makeUser } from './helpers';
import { edgeOf, eventually, viewTimes } from './server-timing-helpers';

describe('edge cache of public lists', () => {
  it('serves a repeated list from the cache, and a write makes it fresh at once', async () => {
    await addArticles([{ article_title: '第一篇' }]);
    const first = await call('GET', '/api/article/blogHomeGetArticleList/1/10');
    expect(first.headers.get('X-Edge-Cache')).toBe('MISS');
    const second = await call('GET', '/api/article/blogHomeGetArticleList/1/10');
    expect(second.headers.get('X-Edge-Cache')).toBe('HIT');
    expect(second.json).toEqual(first.json);

    // a row written behind the API's back is not seen while the version stands…
    await addArticles([{ article_title: '第二篇' }]);
    expect((await call('GET', '/api/article/blogHomeGetArticleList/1/10')).json.result.total).toBe(1);
    // …and any successful write through the API moves the version on
    const user = await makeUser();
    expect((await call('PUT', '/api/user/updateOwnUserInfo', { token: user.token, body: { nick_name: '新名字' } })).json.code).toBe(0);
    const fresh = await call('GET', '/api/article/blogHomeGetArticleList/1/10');
    expect(fresh.headers.get('X-Edge-Cache')).toBe('MISS');
    expect(fresh.json.result.total).toBe(2);
  });

  it('never caches failures, and a failed write does not move the version', async () => {
    const bad = await call('GET', '/api/article/blogHomeGetArticleList/0/10');
    expect(bad.json.code).toBe('100005');
    expect(bad.headers.get('X-Edge-Cache')).toBeNull();
    await call('GET', '/api/tag/getTagDictionary');
    await call('POST', '/api/user/login', { body: { username: 'nobody', password: 'x' } });
    expect((await call('GET', '/api/tag/getTagDictionary')).headers.get('X-Edge-Cache')).toBe('HIT');
  });

  it('lists read with POST (as the contract does) leave the version alone', async () => {
    await call('GET', '/api/category/getCategoryDictionary');
    expect((await call('POST', '/api/links/getLinksList', { body: { current: 1, size: 6 } })).json.code).toBe(0);
    expect((await call('POST', '/api/talk/blogGetTalkList', { body: { current: 1, size: 5 } })).json.code).toBe(0);
    expect((await call('GET', '/api/category/getCategoryDictionary')).headers.get('X-Edge-Cache')).toBe('HIT');
  });

  it('does not cache per-visitor or side-effect answers', async () => {
    const [a] = await addArticles([{ article_title: '计数' }]);
    await call('GET', `/api/article/getArticleById/${a!.id}`);
    // the read is counted just after its answer (services/view-counter.ts)
    expect(await eventually(() => viewTimes(a!.id), 1)).toBe(1);
    const again = await call('GET', `/api/article/getArticleById/${a!.id}`);
    expect(again.headers.get('X-Edge-Cache')).toBeNull();
    expect(again.json.result.view_times).toBe(1);
  });

  it('is read past by a client that just wrote (it sends its bookmark), and says so in Server-Timing', async () => {
    const first = await call('GET', '/api/pageHeader/getAll');
    expect(edgeOf(first.headers)).toBe('miss');
    expect(edgeOf((await call('GET', '/api/pageHeader/getAll')).headers)).toBe('hit');
    const own = await call('GET', '/api/pageHeader/getAll', { headers: { [D1_BOOKMARK_HEADER]: 'some-bookmark' } });
    expect(own.headers.get('X-Edge-Cache')).toBeNull();
    expect(edgeOf(own.headers)).toBeNull();
    expect(own.json).toEqual(first.json);
  });
});
