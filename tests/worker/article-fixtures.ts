import { env } from 'cloudflare:workers';
import { articleTags, articles, categories, tags } from '../../worker/db/schema';
import { reindexArticle } from '../../worker/services/search';
import { db } from './helpers';

type ArticleInput = Partial<typeof articles.$inferInsert> & { article_title: string; tagIds?: number[] };

/** Inserts articles (and their tag links and search rows) the way the app writes them. */
export async function addArticles(list: ArticleInput[]) {
  const made = [];
  for (const { tagIds = [], ...values } of list) {
    const row = await db().insert(articles).values(values).returning().get();
    if (tagIds.length) await db().insert(articleTags).values(tagIds.map((tag_id) => ({ article_id: row.id, tag_id }))).run();
    await reindexArticle(env.DB, row);
    made.push(row);
  }
  return made;
}

export async function addTaxonomy() {
  const cats = await db().insert(categories).values([{ category_name: '前端' }, { category_name: '后端' }]).returning().all();
  const tgs = await db().insert(tags).values([{ tag_name: 'React' }, { tag_name: 'Rust' }, { tag_name: '随笔' }]).returning().all();
  return { cats, tgs };
}
