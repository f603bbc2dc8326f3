import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { addArticles } from './article-fixtures';
import { call, makeUser, uniqueIp } from './helpers';
import { edgeOf, page, queriesOf } from './server-timing-helpers';

// Every answer says what it cost in D1 and whether an edge cache answered (http/server-timing.ts).
let articleId = 0;

beforeAll(async () => {
  await makeUser(1); // a site with its owner: pages are pages, not the first-run redirect
  articleId = (await addArticles([{ article_title: '计时' }]))[0]!.id;
});

describe('Server-Timing', () => {
  it('is on API answers: the query count and time, in the standard syntax', async () => {
    const health = await call('GET', '/api/health');
    expect(health.headers.get('Server-Timing')).toMatch(/^d1;desc="0 queries";dur=0\.0$/);
    const article = await call('GET', `/api/article/getArticleById/${articleId}`);
    expect(article.json.code).toBe(0);
    expect(article.headers.get('Server-Timing')).toMatch(/^d1;desc="\d+ quer(y|ies)";dur=\d+\.\d$/);
    expect(queriesOf(article.headers)).toBeGreaterThanOrEqual(1);
  });

  it('counts raw statements and batches alike: a like is its rate limit, its target check and its batch', async () => {
    const like = await call('POST', '/api/like/addLike', { body: { type: 1, for_id: articleId }, ip: uniqueIp() });
    expect(like.json.code).toBe(0);
    expect(queriesOf(like.headers)).toBe(3);
  });

  it('says whether the edge cache answered', async () => {
    const miss = await call('GET', '/api/tag/getTagDictionary');
    expect(edgeOf(miss.headers)).toBe('miss');
    expect(queriesOf(miss.headers)).toBeGreaterThanOrEqual(1);
    const hit = await call('GET', '/api/tag/getTagDictionary');
    expect(edgeOf(hit.headers)).toBe('hit');
    expect(hit.headers.get('Server-Timing')).toBe('d1;desc="0 queries";dur=0.0, edge;desc=hit');
    // an answer no cache is asked for says nothing about one
    expect(edgeOf((await call('GET', '/api/health')).headers)).toBeNull();
  });

  it('is on pages, images, failures and unknown paths', async () => {
    const home = await page('/home');
    expect(home.status).toBe(200);
    expect(queriesOf(home.headers)).toBeGreaterThanOrEqual(1);
    const missing = await page('/no/such/page');
    expect(missing.status).toBe(404);
    expect(Number.isNaN(queriesOf(missing.headers))).toBe(false);
    await env.BUCKET.put('upload/2025-04/timing.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { httpMetadata: { contentType: 'image/png' } });
    const image = await call('GET', '/img/upload/2025-04/timing.png');
    expect(image.status).toBe(200);
    expect(queriesOf(image.headers)).toBe(0);
    const refused = await call('POST', '/api/admin/links/list', { body: {} });
    expect(refused.status).toBe(401);
    expect(queriesOf(refused.headers)).toBe(0);
    const unknown = await call('GET', '/api/definitely/not/here');
    expect(unknown.status).toBe(404);
    expect(queriesOf(unknown.headers)).toBe(0);
  });

  it('counts a failed query too', async () => {
    const bad = await call('GET', '/api/article/getArticleById/999999');
    expect(bad.json.code).toBe('100005');
    expect(queriesOf(bad.headers)).toBeGreaterThanOrEqual(1);
  });
});

describe('the request D1 binding', () => {
  it('leaves the real binding alone: the test sees the same database', async () => {
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM blog_article').first<{ n: number }>();
    expect(row?.n).toBeGreaterThanOrEqual(1);
  });
});
