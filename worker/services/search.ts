import { and, desc } from 'drizzle-orm';
import { ARTICLE_STATUS } from '../../contract/admin-article';
import type { SearchHit } from '../../contract/article';
import { sliceChars } from '../../contract/clip';
import { indexText, markdownToText, matchExpression } from '../../contract/search-tokens';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { anyContains } from '../db/like';
import { isPublished, publishedSql } from './published';
import { highlight, snippetOf } from './search-snippet';

const MAX_HITS = 8;

type IndexedArticle = { id: number; article_title: string; article_content: string; status: number };

/** The FTS row of an article (its title and text pre-split), or null when it is not public and stays out of the index. */
export function searchRow(article: IndexedArticle): { rowid: number; title: string; body: string } | null {
  if (article.status !== ARTICLE_STATUS.public) return null;
  return { rowid: article.id, title: indexText(article.article_title), body: indexText(markdownToText(article.article_content)) };
}

/** Keeps the FTS row of an article in step with it: public articles are indexed, others removed. */
export async function reindexArticle(d1: D1Database, article: IndexedArticle) {
  const remove = d1.prepare('DELETE FROM article_search WHERE rowid = ?').bind(article.id);
  const row = searchRow(article);
  if (!row) return void (await remove.run());
  await d1.batch([remove, d1.prepare('INSERT INTO article_search (rowid, title, body) VALUES (?, ?, ?)').bind(row.rowid, row.title, row.body)]);
}

function toHit(row: { id: number; article_title: string; article_content: string }, query: string): SearchHit {
  const rawAt = row.article_content.indexOf(query);
  // the contract's snippet: from the first case-sensitive occurrence, len(query) + 12 characters
  const contract = sliceChars(row.article_content, Math.max(0, rawAt), Math.max(0, rawAt) + query.length + 12);
  return {
    id: row.id,
    article_title: row.article_title,
    article_content: contract,
    snippet: snippetOf(row.article_content, query),
    title_html: highlight(row.article_title, query),
  };
}

/**
 * Public articles matching the query: FTS5 over CJK bigrams and Latin words,
 * ranked by bm25 with title hits weighted 10x. A single CJK character has no
 * bigram, so one-character queries fall back to LIKE.
 */
export async function searchArticles(db: Db, d1: D1Database, query: string): Promise<SearchHit[]> {
  const match = Array.from(query).length > 1 ? matchExpression(query) : null;
  const columns = { id: articles.id, article_title: articles.article_title, article_content: articles.article_content };
  if (!match) {
    const rows = await db
      .select(columns)
      .from(articles)
      .where(and(isPublished, anyContains([articles.article_title, articles.article_content], query)))
      .orderBy(desc(articles.view_times))
      .limit(MAX_HITS)
      .all();
    return rows.map((r) => toHit(r, query));
  }
  const { results } = await d1
    .prepare(
      `SELECT a.id, a.article_title, a.article_content
       FROM article_search s JOIN blog_article a ON a.id = s.rowid
       WHERE article_search MATCH ?1 AND ${publishedSql('a')}
       ORDER BY bm25(article_search, 10.0, 1.0), a.view_times DESC
       LIMIT ${MAX_HITS}`,
    )
    .bind(match)
    .all<{ id: number; article_title: string; article_content: string }>();
  return results.map((r) => toHit(r, query));
}

