import { beforeAll, describe, expect, it } from 'vitest';
import { config, pageHeaders, photoAlbums, talks } from '../../worker/db/schema';
import { addArticles } from './article-fixtures';
import { SESSION_COOKIE } from '../../contract/session';
import { call, db, makeUser } from './helpers';
import { eventually, viewTimes } from './server-timing-helpers';
import { bootDataOf } from './page-html';

let articleId = 0;
let privateId = 0;

beforeAll(async () => {
  // a site with its owner: without one every page leads to /setup (tests/worker/setup.test.ts)
  await makeUser(1);
  await db().insert(config).values({ blog_name: '测试博客', personal_say: '写点东西' }).run();
  const [pub, priv] = await addArticles([
    { article_title: '边缘渲染 <实践>', article_description: '在边缘重写 HTML 头部', article_cover: '/img/demo/cover.svg', createdAt: '2024-05-01 12:00:00' },
    { article_title: '私密文章', status: 2 },
  ]);
  articleId = pub!.id;
  privateId = priv!.id;
  await db().insert(talks).values({ content: '今天天气很好 & 心情也很好' }).run();
  await db().insert(photoAlbums).values({ album_name: '旅行', description: '路上的风景' }).run();
  await db().insert(pageHeaders).values({ route_name: 'Home', bg_url: '/img/demo/header-home.svg' }).run();
});


const page = (path: string) => call('GET', path, { headers: { Accept: 'text/html' } });
/** A page rendered afresh: a logged-in request never takes the edge's copy (http/page-cache.ts). */
const rendered = (path: string) => call('GET', path, { headers: { Accept: 'text/html', Cookie: `${SESSION_COOKIE}=any` } });

describe('pages carry their own head', () => {
  it('an article page has its title, description, og and twitter cards, JSON-LD and a first-paint heading', async () => {
    const res = await page(`/article?id=${articleId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.text).toContain('<title>边缘渲染 &lt;实践&gt; | 测试博客</title>');
    expect(res.text).toMatch(/<meta name="description" content="在边缘重写 HTML 头部"\s*\/?>/);
    expect(res.text).toContain('<meta property="og:title" content="边缘渲染 &lt;实践&gt; | 测试博客">');
    expect(res.text).toContain('<meta property="og:image" content="http://blog.test/img/demo/cover.svg">');
    expect(res.text).toContain(`<link rel="canonical" href="http://blog.test/article?id=${articleId}">`);
    expect(res.text).toContain('"@type":"BlogPosting"');
    // the first paint: the banner with the title, and the summary below it
    expect(res.text).toContain('<h1 class="page-banner__title">边缘渲染 &lt;实践&gt;</h1>');
    expect(res.text).toContain('<main class="app__main seo-prerender"><div class="article-page"><header class="page-banner page-banner--page">');
    expect(res.text).toContain('<img class="page-banner__image" src="/img/demo/cover.svg"');
    // its facts under the title, so the banner already has the height the app gives it
    expect(res.text).toMatch(/<div class="page-banner__subtitle"><div class="article-facts"><ul class="article-facts__row">.*发表于 \d{4}-\d{2}-\d{2}<\/li>/);
    expect(res.text).toMatch(/<li title="字数">.*字数 \d+<\/li>/);
    expect(res.text).toContain('<p>在边缘重写 HTML 头部</p>');
    expect(res.text).toContain('application/rss+xml');
  });

  it('answers 404 for unknown, malformed and private article ids, and unknown paths', async () => {
    expect((await page('/article?id=99999')).status).toBe(404);
    expect((await page('/article?id=abc')).status).toBe(404);
    expect((await page(`/article?id=${privateId}`)).status).toBe(404);
    const unknown = await page('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('noindex');
  });

  it('talk and album pages describe their content; list pages use the route title', async () => {
    expect((await page('/talk?id=1')).text).toContain('今天天气很好 &amp; 心情也很好');
    expect((await page('/photos?id=1')).text).toContain('<title>旅行 | 相册 | 测试博客</title>');
    expect((await page('/photos?id=77')).status).toBe(404);
    const archives = (await page('/archives')).text;
    expect(archives).toContain('<title>时间轴 | 测试博客</title>');
    // list pages open with their route's banner, as the app draws it
    expect(archives).toContain('<header class="page-banner page-banner--page"><div class="page-banner__shade" aria-hidden="true"></div><div class="page-banner__content"><h1 class="page-banner__title">时间轴</h1></div></header>');
    expect((await page('/')).text).toContain('<link rel="canonical" href="http://blog.test/home">');
  });

  it('the home page arrives with its hero drawn and the first screen\'s API answers in the HTML', async () => {
    const res = await page('/home');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="zh-CN" data-prerendered');
    expect(res.text).toContain('<header class="page-banner page-banner--hero"><img class="page-banner__image" src="/img/demo/header-home.svg"');
    expect(res.text).toContain('<h1 class="page-banner__title">测试博客</h1>');
    expect(res.text).toContain('<a class="site-header__brand" href="/home">测试博客</a>');
    const boot = bootDataOf(res.text);
    // the same answers the API gives for those paths
    for (const path of ['/api/config', '/api/pageHeader/getAll', '/api/statistic', '/api/article/getHotArticle', '/api/article/blogHomeGetArticleList/1/5']) {
      const api = await call('GET', path);
      expect(boot[path], path).toEqual(api.json);
    }
  });

  it('an article page carries the article as its API gives it, and serving the page counts no read', async () => {
    const path = `/api/article/getArticleById/${articleId}`;
    const first = bootDataOf((await page(`/article?id=${articleId}`)).text)[path];
    const again = bootDataOf((await page(`/article?id=${articleId}`)).text)[path];
    expect(again).toEqual(first); // two page loads, no read counted
    const api = await call('GET', path); // the app's background request: this one counts, just after its answer
    expect(first).toEqual(api.json);
    const counted = (first!.result as { view_times: number }).view_times + 1;
    expect(await eventually(() => viewTimes(articleId), counted)).toBe(counted);
    // a count moves no cache: the edge's copy shows it within its TTL, a page rendered now shows it at once
    const after = bootDataOf((await rendered(`/article?id=${articleId}`)).text)[path] as { result: { view_times: number } };
    expect(after.result.view_times).toBe(counted);
  });

  it('boot data never carries anything private, and other pages carry only the shared answers', async () => {
    const home = await page('/home');
    expect(home.text).not.toContain('私密文章');
    expect(home.text).not.toMatch(/"password"|"user_password"|"token"/);
    const hidden = await page(`/article?id=${privateId}`);
    expect(hidden.status).toBe(404);
    expect(bootDataOf(hidden.text)[`/api/article/getArticleById/${privateId}`]).toBeUndefined();
    expect(hidden.text).not.toContain('私密文章');
    const archives = bootDataOf((await page('/archives')).text);
    expect(Object.keys(archives).sort()).toEqual(['/api/config', '/api/pageHeader/getAll']);
  });

  it('boot data cannot break out of its script element', async () => {
    await db().update(config).set({ blog_notice: '</script><script>alert(1)</script>' }).run();
    // written behind the API's back, so the content version stands: render the page afresh
    const res = await rendered('/home');
    expect(res.text).not.toContain('</script><script>alert(1)');
    expect((bootDataOf(res.text)['/api/config']!.result as { blog_notice: string }).blog_notice).toBe('</script><script>alert(1)</script>');
  });

  it('unknown /api paths still answer the JSON envelope, not a page', async () => {
    const res = await call('GET', '/api/definitely/not/here');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: '404', message: '接口没有找到' });
  });

  it('pages carry security headers', async () => {
    const res = await page('/home');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBeTruthy();
    const https = await call('GET', '/home', { headers: { Accept: 'text/html' } });
    expect(https.headers.get('Strict-Transport-Security')).toBeNull(); // plain http here
  });
});

describe('feeds', () => {
  it('/rss.xml lists public articles as RSS 2.0', async () => {
    const res = await call('GET', '/rss.xml');
    expect(res.headers.get('Content-Type')).toContain('application/rss+xml');
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(res.text).toContain('<title>边缘渲染 &lt;实践&gt;</title>');
    expect(res.text).not.toContain('私密文章');
    expect(res.text).toContain(`<link>http://blog.test/article?id=${articleId}</link>`);
  });

  it('/rss.xml answers 304 to a reader that has the current version', async () => {
    const first = await call('GET', '/rss.xml');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await call('GET', '/rss.xml', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('/sitemap.xml lists list pages, public articles, talks and albums', async () => {
    const res = await call('GET', '/sitemap.xml');
    expect(res.text).toContain('<loc>http://blog.test/home</loc>');
    expect(res.text).toContain(`<loc>http://blog.test/article?id=${articleId}</loc>`);
    expect(res.text).not.toContain(`article?id=${privateId}<`);
    expect(res.text).toContain('<loc>http://blog.test/photos?id=1</loc>');
  });

  it('/robots.txt points at the sitemap', async () => {
    const res = await call('GET', '/robots.txt');
    expect(res.text).toContain('Sitemap: http://blog.test/sitemap.xml');
    expect(res.text).toContain('Disallow: /api/');
  });
});
