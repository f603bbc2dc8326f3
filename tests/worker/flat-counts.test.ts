/**
 * The counts the database keeps (migrations/0012_flat_counters.sql) always equal counting the rows
 * with the published rule: after every kind of write, in any order rows arrive, and when a
 * scheduled article's time comes without any write at all.
 */
import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ARTICLE_STATUS } from '../../contract/admin-article';
import type { ChatRoom } from '../../worker/chat/chat-room';
import { articles, articleTags, categories, siteMeta, tags, users } from '../../worker/db/schema';
import { chinaTime } from '../../worker/db/time';
import { addArticles, addTaxonomy } from './article-fixtures';
import { call, db, makeUser, uniqueIp } from './helpers';

let cats: { id: number }[];
let tgs: { id: number }[];

const PUBLISHED = `a.status = 1 AND (a.publish_at IS NULL OR a.publish_at <= strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'))`;

/** What the counters must say, counted the slow way. */
async function truth() {
  const one = async (q: string) => ((await env.DB.prepare(q).first<{ n: number }>())?.n ?? 0);
  const perCategory = await env.DB.prepare(
    `SELECT c.id, (SELECT count(*) FROM blog_article a WHERE a.category_id = c.id AND ${PUBLISHED}) AS n FROM blog_category c ORDER BY c.id`,
  ).all<{ id: number; n: number }>();
  const perTag = await env.DB.prepare(
    `SELECT t.id, (SELECT count(*) FROM blog_article_tag l JOIN blog_article a ON a.id = l.article_id WHERE l.tag_id = t.id AND ${PUBLISHED}) AS n FROM blog_tag t ORDER BY t.id`,
  ).all<{ id: number; n: number }>();
  return {
    articleCount: await one(`SELECT count(*) AS n FROM blog_article a WHERE ${PUBLISHED}`),
    tagCount: await one('SELECT count(*) AS n FROM blog_tag'),
    categoryCount: await one('SELECT count(*) AS n FROM blog_category'),
    userCount: await one('SELECT count(*) AS n FROM blog_user'),
    categories: perCategory.results,
    tags: perTag.results,
  };
}

let fresh = 0;
/** A public GET past the edge cache: these writes go straight to the database, so no content version moves. */
// (each from its own address: this file reads more than the global per-address limit allows in a minute)
async function answer(method: string, path: string, body?: Record<string, unknown>) {
  const res = await call(method, path, { body, ip: uniqueIp() });
  expect(res.json?.code, `${path}: ${res.text.slice(0, 200)}`).toBe(0);
  return res.json.result;
}
const read = (path: string) => answer('GET', `${path}?fresh=${++fresh}`);
const post = (path: string, body: Record<string, unknown>) => answer('POST', path, body);

/** What readers are told: the statistic, both dictionaries, and the totals of every list. */
async function told() {
  const stat = (await read('/api/statistic')) as { articleCount: number; tagCount: number; categoryCount: number; userCount: number };
  const catDict = (await read('/api/category/getCategoryDictionary')) as { id: number; article_count: number }[];
  const tagDict = (await read('/api/tag/getTagDictionary')) as { id: number; article_count: number }[];
  const home = (await read('/api/article/blogHomeGetArticleList/1/5')).total as number;
  const timeline = (await read('/api/article/blogTimelineGetArticleList/1/5')).total as number;
  const byCategory = [];
  for (const c of catDict) {
    const res = await post('/api/article/getArticleListByCategoryId', { id: c.id, current: 1, size: 100 });
    byCategory.push({ id: c.id, n: res.total as number, listed: res.list.length as number });
  }
  const byTag = [];
  for (const t of tagDict) {
    const res = await post('/api/article/getArticleListByTagId', { id: t.id, current: 1, size: 100 });
    byTag.push({ id: t.id, n: res.total as number, listed: res.list.length as number });
  }
  return { stat, catDict, tagDict, home, timeline, byCategory, byTag };
}

async function expectAgree() {
  const [want, got] = [await truth(), await told()];
  expect(got.stat).toEqual({ articleCount: want.articleCount, tagCount: want.tagCount, categoryCount: want.categoryCount, userCount: want.userCount });
  expect(got.home).toBe(want.articleCount);
  expect(got.timeline).toBe(want.articleCount);
  expect(got.catDict.map((c) => ({ id: c.id, n: c.article_count }))).toEqual(want.categories);
  expect(got.tagDict.map((t) => ({ id: t.id, n: t.article_count }))).toEqual(want.tags);
  expect(got.byCategory).toEqual(want.categories.map((c) => ({ ...c, listed: c.n })));
  expect(got.byTag).toEqual(want.tags.map((t) => ({ ...t, listed: t.n })));
}

beforeAll(async () => {
  ({ cats, tgs } = await addTaxonomy());
});

// every check reads a dozen answers; a loaded machine needs more than the default 5 s
vi.setConfig({ testTimeout: 30_000 });

describe('kept counts agree with counting', () => {
  it('after articles of every status are written', async () => {
    await addArticles([
      { article_title: '公开一', category_id: cats[0]!.id, tagIds: [tgs[0]!.id, tgs[1]!.id] },
      { article_title: '公开二', category_id: cats[1]!.id, tagIds: [tgs[1]!.id] },
      { article_title: '私密', status: ARTICLE_STATUS.private, category_id: cats[0]!.id, tagIds: [tgs[0]!.id] },
      { article_title: '回收站', status: ARTICLE_STATUS.recycle, category_id: cats[1]!.id, tagIds: [tgs[2]!.id] },
      { article_title: '定时', publish_at: chinaTime(new Date(Date.now() + 86_400_000)), category_id: cats[0]!.id, tagIds: [tgs[2]!.id] },
      { article_title: '已到时间', publish_at: chinaTime(new Date(Date.now() - 60_000)), category_id: cats[1]!.id, tagIds: [tgs[0]!.id] },
    ]);
    await expectAgree();
  });

  it('after status, category, tag and delete changes', async () => {
    const [first, second] = await db().select({ id: articles.id }).from(articles).orderBy(articles.id).limit(2).all();
    await db().update(articles).set({ status: ARTICLE_STATUS.private }).where(eq(articles.id, first!.id)).run();
    await db().update(articles).set({ category_id: cats[0]!.id }).where(eq(articles.id, second!.id)).run();
    await db().insert(articleTags).values({ article_id: second!.id, tag_id: tgs[2]!.id }).run();
    await db().delete(articleTags).where(eq(articleTags.article_id, first!.id)).run();
    await db().update(articleTags).set({ tag_id: tgs[0]!.id }).where(sql`${articleTags.article_id} = ${second!.id} AND ${articleTags.tag_id} = ${tgs[2]!.id}`).run();
    await expectAgree();
    await db().update(articles).set({ status: ARTICLE_STATUS.public }).where(eq(articles.id, first!.id)).run();
    await db().delete(articles).where(eq(articles.id, second!.id)).run();
    await expectAgree();
  });

  it('through the console: write, private, to the bin, restored, deleted for good', async () => {
    const owner = await makeUser(1);
    const send = (method: string, path: string, body?: Record<string, unknown>) => call(method, path, { body, token: owner.token, ip: uniqueIp() });
    const draft = {
      article_title: '控制台文章',
      article_content: '正文',
      category: { id: cats[1]!.id },
      tagList: [{ id: tgs[1]!.id }, { tag_name: '新标签' }],
    };
    const added = await send('POST', '/api/article/add', draft);
    expect(added.json.code).toBe(0);
    const id = added.json.result.id as number;
    await expectAgree();
    for (const [method, path] of [
      ['PUT', `/api/article/isPublic/${id}/1`],
      ['PUT', `/api/article/isPublic/${id}/2`],
      ['DELETE', `/api/article/delete/${id}/1`],
      ['PUT', `/api/article/revert/${id}`],
      ['PUT', '/api/article/update'],
      ['DELETE', `/api/article/delete/${id}/1`],
      ['DELETE', `/api/article/delete/${id}/3`],
    ] as const) {
      const body = path === '/api/article/update' ? { ...draft, id, category: { id: cats[0]!.id }, tagList: [{ id: tgs[2]!.id }] } : undefined;
      expect((await send(method, path, body)).json.code, path).toBe(0);
      await expectAgree();
    }
  });

  it('whatever order rows arrive in (a restore may write links, then articles, then taxonomy)', async () => {
    const article = 900_001;
    const lateTag = 900_002;
    const lateCategory = 900_003;
    await db().insert(articleTags).values({ article_id: article, tag_id: lateTag }).run();
    await db().insert(articles).values({ id: article, article_title: '先有链接', category_id: lateCategory }).run();
    await db().insert(tags).values({ id: lateTag, tag_name: '后来的标签', public_articles: 99 }).run();
    await db().insert(categories).values({ id: lateCategory, category_name: '后来的分类', public_articles: 99 }).run();
    await expectAgree();
  });

  it('users, tags and categories as they come and go', async () => {
    const user = await makeUser();
    const tag = await db().insert(tags).values({ tag_name: '临时标签' }).returning().get();
    await expectAgree();
    await db().delete(users).where(eq(users.id, user.id)).run();
    await db().delete(tags).where(eq(tags.id, tag.id)).run();
    await expectAgree();
  });

  it('a counter row someone removed is counted again on the next read', async () => {
    await db().delete(siteMeta).where(sql`${siteMeta.key} IN ('public_articles', 'user_count')`).run();
    await expectAgree();
  });
});

describe('a scheduled article turns visible by the clock, with no write', () => {
  it('is left out of every count until its time, then counted everywhere', async () => {
    const at = Date.now() + 8000;
    await addArticles([{ article_title: '马上发布', publish_at: chinaTime(new Date(at)), category_id: cats[0]!.id, tagIds: [tgs[1]!.id] }]);
    const before = await told();
    await expectAgree();
    // the 'before' reads must have happened before its time, or they prove nothing
    expect(Date.now()).toBeLessThan(at - 1000);
    await new Promise((r) => setTimeout(r, at + 1000 - Date.now()));
    const after = await told();
    await expectAgree();
    expect(after.stat.articleCount).toBe(before.stat.articleCount + 1);
    expect(after.catDict.find((c) => c.id === cats[0]!.id)!.article_count).toBe(before.catDict.find((c) => c.id === cats[0]!.id)!.article_count + 1);
    expect(after.tagDict.find((t) => t.id === tgs[1]!.id)!.article_count).toBe(before.tagDict.find((t) => t.id === tgs[1]!.id)!.article_count + 1);
  });
});

describe('chat history total', () => {
  it('counts the rows below the bound as messages come, go and are cleared', async () => {
    const stub = env.CHAT_ROOM.getByName('flat-counts');
    await runInDurableObject(stub, async (_room: ChatRoom, state) => {
      const { ChatHistory } = await import('../../worker/chat/chat-history');
      const history = new ChatHistory(state.storage.sql);
      const ids = Array.from({ length: 12 }, (_, i) => history.add({ user_id: 1, content: `${i}`, content_type: 'text', nick_name: '', avatar: '' }).id);
      const slow = (bound: number) => state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM chat_message WHERE id < ?', bound).one().n;
      expect(history.page(10, 0).total).toBe(12);
      expect(history.page(10, ids[5]!).total).toBe(slow(ids[5]!));
      history.remove(ids[2]!);
      history.remove(ids[11]!);
      expect(history.page(10, 0).total).toBe(10);
      expect(history.page(10, ids[5]!).total).toBe(slow(ids[5]!));
      // a room woken again keeps its count (the constructor does not count twice)
      expect(new ChatHistory(state.storage.sql).page(10, 0).total).toBe(10);
      history.clear();
      expect(history.page(10, 0)).toMatchObject({ total: 0, list: [] });
    });
  });
});
