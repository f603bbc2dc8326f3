/**
 * One-character search answers from article_chars (migrations/0012, triggers 0013) exactly what LIKE over every
 * article answered: the same articles in the same order, whichever way the service reads them
 * (few candidates sorted, or many walked by views), and after the articles change.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_STATUS } from '../../contract/admin-article';
import { articles } from '../../worker/db/schema';
import { chinaTime } from '../../worker/db/time';
import { addArticles } from './article-fixtures';
import { call, db, uniqueIp } from './helpers';

const PUBLISHED = `status = 1 AND (publish_at IS NULL OR publish_at <= strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'))`;

/** LIKE's wildcards taken literally (the oracle below is the old LIKE; search itself no longer uses one). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The answer the old full-table LIKE gave (texts under D1's 50-byte pattern limit). */
async function byLike(text: string) {
  const { results } = await env.DB.prepare(
    `SELECT id FROM blog_article WHERE ${PUBLISHED} AND (article_title LIKE ?1 ESCAPE '\\' OR article_content LIKE ?1 ESCAPE '\\')
     ORDER BY view_times DESC, id DESC LIMIT 8`,
  )
    .bind(`%${escapeLike(text)}%`)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

let fresh = 0;
async function bySearch(text: string) {
  const res = await call('GET', `/api/article/getArticleListByContent/${encodeURIComponent(text)}?fresh=${++fresh}`, { ip: uniqueIp() });
  expect(res.json.code).toBe(0);
  return (res.json.result as { id: number }[]).map((r) => r.id);
}

const PROBES = ['书', '尾', 'a', 'A', 'Z', '%', '_', '\\', '😀', 'é', '7', '龘', '。'];

async function expectSameAsLike() {
  for (const text of PROBES) expect(await bySearch(text), text).toEqual(await byLike(text));
}

beforeAll(async () => {
  await addArticles([
    { article_title: '读书笔记', article_content: '一本好书。', view_times: 5 },
    // 尾 only ends a run of Chinese: the bigram index has it only inside 结尾
    { article_title: 'Zebra', article_content: '故事的结尾。Apple 7 and 100%_done\\', view_times: 9 },
    { article_title: '表情', article_content: '开心 😀 café', view_times: 1 },
    { article_title: '私密的书', article_content: '书', status: ARTICLE_STATUS.private, view_times: 100 },
    { article_title: '定时的书', article_content: '书', publish_at: chinaTime(new Date(Date.now() + 86_400_000)), view_times: 100 },
  ]);
});

describe('one-character search', () => {
  it('matches LIKE for Chinese, ASCII either case, wildcards, emoji and accents', async () => {
    await expectSameAsLike();
    expect(await bySearch('尾')).toHaveLength(1);
    expect(await bySearch('a')).toEqual(await bySearch('A'));
  });

  it('follows edits, status changes and deletes', async () => {
    const [first] = await db().select({ id: articles.id }).from(articles).orderBy(articles.id).limit(1).all();
    await db().update(articles).set({ article_content: '不再有那个字' }).where(eq(articles.id, first!.id)).run();
    await expectSameAsLike();
    await db().update(articles).set({ article_title: '书名' }).where(eq(articles.id, first!.id)).run();
    await db().update(articles).set({ status: ARTICLE_STATUS.private }).where(eq(articles.id, first!.id)).run();
    await expectSameAsLike();
    await db().update(articles).set({ status: ARTICLE_STATUS.public }).where(eq(articles.id, first!.id)).run();
    await db().delete(articles).where(eq(articles.id, first!.id)).run();
    await expectSameAsLike();
  });

  // migrations/0013 reads the text once per trigger firing, not once per statement: each row is split from its own
  it('indexes each article one statement writes by its own text', async () => {
    const [goose, duck] = await db()
      .insert(articles)
      .values([{ article_title: '鹅', article_content: '白鹅' }, { article_title: '鸭', article_content: '黄鸭' }])
      .returning({ id: articles.id })
      .all();
    expect([await bySearch('白'), await bySearch('黄')]).toEqual([[goose!.id], [duck!.id]]);
    await env.DB.prepare("UPDATE blog_article SET article_content = article_title || '群' WHERE id IN (?1, ?2)").bind(goose!.id, duck!.id).run();
    expect([await bySearch('白'), await bySearch('黄'), await bySearch('鹅'), await bySearch('鸭')]).toEqual([[], [], [goose!.id], [duck!.id]]);
    expect(await bySearch('群')).toEqual(await byLike('群'));
    expect(await bySearch('群')).toHaveLength(2);
  });

  it('still matches LIKE when so many articles hold the character that it walks by views', async () => {
    await addArticles(Array.from({ length: 330 }, (_, i) => ({ article_title: `第${i}篇`, article_content: i % 3 ? '书' : '无', view_times: (i * 37) % 101 })));
    const holding = await env.DB.prepare("SELECT count(*) AS n FROM blog_article WHERE status = 1 AND article_content LIKE '%书%'").first<{ n: number }>();
    expect(holding!.n).toBeGreaterThan(200);
    await expectSameAsLike();
  }, 60_000);
});
