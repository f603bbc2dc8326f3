import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contract/session';
import { categories, config, messages, pageHeaders, tags } from '../../worker/db/schema';
import { addArticles } from './article-fixtures';
import { call, db, makeUser } from './helpers';
import { bootDataOf, rootOf } from './page-html';

/*
 * Issue 32: the pages whose largest paint waited for the app (/articleList, /message/detail,
 * /message/publish, /userCenter) arrive with their banner drawn, like the list pages, and with
 * what their first screen reads in the boot block, so the app's first render is the finished page.
 * Only what is the same for every reader: the note as a visitor sees it, no one's form or account.
 */

let noteId = 0;
let heldId = 0;
let categoryId = 0;
let tagId = 0;
const HOSTILE = '</script><script>alert(1)</script><!-- <img src=x onerror=alert(2)>';

beforeAll(async () => {
  // a site with its owner: without one every page leads to /setup
  await makeUser(1);
  await db().insert(config).values({ blog_name: '测试博客', personal_say: '写点东西' }).run();
  await db()
    .insert(pageHeaders)
    .values(['ArticleList', 'MessageDetail', 'PublishMessage', 'UserCenter'].map((route_name) => ({ route_name, bg_url: `/img/demo/header-${route_name.toLowerCase()}.svg` })))
    .run();
  const [cat] = await db().insert(categories).values({ category_name: '边缘 <计算>' }).returning().all();
  const [tag] = await db().insert(tags).values({ tag_name: 'Rust' }).returning().all();
  categoryId = cat!.id;
  tagId = tag!.id;
  await addArticles([
    { article_title: '第一篇', category_id: categoryId, tagIds: [tagId], createdAt: '2024-05-01 12:00:00' },
    { article_title: '第二篇', category_id: categoryId, createdAt: '2024-05-02 12:00:00' },
  ]);
  const [note, held] = await db()
    .insert(messages)
    .values([
      { message: `留言 ${HOSTILE}`, nick_name: '游客', tag: '打卡' },
      { message: '审核中的留言', nick_name: '游客', held: 1, tag: '秘密' },
    ])
    .returning()
    .all();
  noteId = note!.id;
  heldId = held!.id;
});

const page = (path: string) => call('GET', path, { headers: { Accept: 'text/html' } });
/** A signed-in reader's request: never the edge's copy, always rendered for them (http/page-cache.ts). */
const signedIn = (path: string) => call('GET', path, { headers: { Accept: 'text/html', Cookie: `${SESSION_COOKIE}=any` } });


/** The route banner as the app's PageBanner draws it. */
const banner = (title: string, image: string) =>
  '<header class="page-banner page-banner--page">' +
  `<img class="page-banner__image" src="${image}" alt="" decoding="async" fetchpriority="high">` +
  `<div class="page-banner__shade" aria-hidden="true"></div><div class="page-banner__content"><h1 class="page-banner__title">${title}</h1></div></header>`;

/** The whole first paint of a banner page: the header's brand over the banner, nothing below it. */
const firstPaint = (title: string, image: string) =>
  '<div class="app"><div class="site-header site-header--transparent"><div class="site-header__inner"><a class="site-header__brand" href="/home">测试博客</a></div></div>' +
  `<main class="app__main seo-prerender">${banner(title, image)}</main></div>`;

describe('/message/detail: the note page paints before the app', () => {
  it('arrives with its banner and the note as the API gives a visitor, titled by the note', async () => {
    const res = await page(`/message/detail?id=${noteId}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="zh-CN" data-prerendered');
    expect(rootOf(res.text)).toBe(firstPaint('留言详情', '/img/demo/header-messagedetail.svg'));
    const path = `/api/message/getMessageById/${noteId}`;
    expect(bootDataOf(res.text)[path]).toEqual((await call('GET', path)).json);
    expect(res.text).toContain('<title>留言 &lt;/script&gt;&lt;script&gt;alert(1)&lt;… | 留言 | 测试博客</title>');
    expect(res.text).toContain('<meta property="og:description" content="留言 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &lt;img src=x onerror=alert(2)&gt;">');
  });

  it('a hostile note cannot close the boot block, open a comment or add an element', async () => {
    const res = await page(`/message/detail?id=${noteId}`);
    // index.html's description is set by HTMLRewriter as an attribute, quoted with `"` escaped: there `<` is text
    const description = /<meta name="description" content="([^"]*)"\s*\/?>/;
    expect(res.text.match(description)?.[1]).toBe(`留言 ${HOSTILE}`);
    const elsewhere = res.text.replace(description, '');
    expect(elsewhere).not.toContain('<script>alert(1)');
    expect(elsewhere).not.toContain('</script><script>');
    expect(elsewhere).not.toContain('<!-- <img');
    expect(elsewhere).not.toContain('<img src=x');
    // the block still reads back to the text as written
    const note = bootDataOf(res.text)[`/api/message/getMessageById/${noteId}`] as { result: { message: string } };
    expect(note.result.message).toBe(`留言 ${HOSTILE}`);
  });

  it("carries nobody's like: a visitor who liked the note gets the same page as everyone", async () => {
    const ip = '10.9.8.7';
    expect((await call('POST', '/api/like/addLike', { body: { type: 3, for_id: noteId }, ip })).json.code).toBe(0);
    const mine = await call('GET', `/message/detail?id=${noteId}`, { headers: { Accept: 'text/html' }, ip });
    const note = bootDataOf(mine.text)[`/api/message/getMessageById/${noteId}`] as { result: { is_like: boolean } };
    expect(note.result.is_like).toBe(false);
  });

  it('a held, missing or malformed id is a 404 with the banner whole and no note', async () => {
    for (const query of [`?id=${heldId}`, '?id=99999', '?id=abc', '?id=-1', '']) {
      const res = await page(`/message/detail${query}`);
      expect(res.status, query).toBe(404);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(rootOf(res.text), query).toBe(firstPaint('留言详情', '/img/demo/header-messagedetail.svg'));
      expect(Object.keys(bootDataOf(res.text)).sort(), query).toEqual(['/api/config', '/api/pageHeader/getAll']);
      expect(res.text).not.toContain('审核中的留言');
    }
  });
});

describe('/articleList: the list of a category or tag paints before the app', () => {
  it('an address with only the id is titled from the dictionary, which comes along with the first page', async () => {
    const res = await page(`/articleList?id=${categoryId}&type=category`);
    expect(res.status).toBe(200);
    expect(rootOf(res.text)).toBe(firstPaint('分类 · 边缘 &lt;计算&gt;', '/img/demo/header-articlelist.svg'));
    const boot = bootDataOf(res.text);
    expect(boot['/api/category/getCategoryDictionary']).toEqual((await call('GET', '/api/category/getCategoryDictionary')).json);
    const list = await call('POST', '/api/article/getArticleListByCategoryId', { body: { id: categoryId, current: 1, size: 8 } });
    expect(list.json.result.list).toHaveLength(2);
    expect(boot[`/api/article/getArticleListByCategoryId?id=${categoryId}&current=1&size=8`]).toEqual(list.json);
  });

  it('a tag named in the address takes that name, escaped, and needs no dictionary', async () => {
    const res = await page(`/articleList?id=${tagId}&type=tag&name=${encodeURIComponent(HOSTILE)}`);
    expect(res.status).toBe(200);
    // the first 40 characters, as the app reads the name (contract/article-list-query.ts)
    const shown = HOSTILE.slice(0, 40).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(rootOf(res.text)).toBe(firstPaint(`标签 · ${shown}`, '/img/demo/header-articlelist.svg'));
    expect(res.text).not.toContain('<script>alert(1)');
    const boot = bootDataOf(res.text);
    expect(boot['/api/tag/getTagDictionary']).toBeUndefined();
    const list = await call('POST', '/api/article/getArticleListByTagId', { body: { id: tagId, current: 1, size: 8 } });
    expect(boot[`/api/article/getArticleListByTagId?id=${tagId}&current=1&size=8`]).toEqual(list.json);
  });

  it('without an id, or with one nothing has, the banner is the route title', async () => {
    for (const query of ['', '?type=tag', '?id=abc', '?id=4242&type=category']) {
      const res = await page(`/articleList${query}`);
      expect(res.status, query).toBe(200);
      expect(rootOf(res.text), query).toBe(firstPaint('文章列表', '/img/demo/header-articlelist.svg'));
    }
  });
});

describe('per-reader pages draw only their banner, which is everyone’s', () => {
  it.each([
    ['/message/publish', '发布留言', 'publishmessage', ['/api/message/getHotTagList']],
    ['/message/publish?id=1', '发布留言', 'publishmessage', ['/api/message/getHotTagList']],
    ['/userCenter', '个人中心', 'usercenter', []],
  ])('%s', async (path, title, image, more) => {
    const visitor = await page(path);
    const reader = await signedIn(path);
    expect(visitor.status).toBe(200);
    expect(rootOf(visitor.text)).toBe(firstPaint(title, `/img/demo/header-${image}.svg`));
    // the same for a signed-in reader: nothing of theirs, nothing of a visitor's
    expect(rootOf(reader.text)).toBe(rootOf(visitor.text));
    expect(bootDataOf(reader.text)).toEqual(bootDataOf(visitor.text));
    expect(Object.keys(bootDataOf(visitor.text)).sort()).toEqual(['/api/config', ...more, '/api/pageHeader/getAll']);
  });

  it("/message/publish carries the board's hot tags as the API gives them, public notes' only", async () => {
    const boot = bootDataOf((await page('/message/publish')).text);
    const api = await call('GET', '/api/message/getHotTagList');
    expect(boot['/api/message/getHotTagList']).toEqual(api.json);
    expect(api.json.result).toEqual([{ tag: '打卡', count: 1 }]);
  });
});

it('the sitemap stays the pages that are the same for everyone', async () => {
  const sitemap = (await call('GET', '/sitemap.xml')).text;
  expect(sitemap).toContain('<loc>http://blog.test/message/list</loc>');
  for (const path of ['/articleList', '/message/detail', '/message/publish', '/userCenter']) expect(sitemap).not.toContain(`<loc>http://blog.test${path}`);
});
