import { ARTICLE_STATUS } from '../../contract/admin-article';
import type { SearchHit } from '../../contract/article';
import { sliceChars } from '../../contract/clip';
import { indexText, markdownToText, matchExpression } from '../../contract/search-tokens';
import { containsSql } from '../db/contains-sql';
import { publishedSql, scheduledSql } from './published';
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

/** The same for many articles in one D1 batch (bulk writes: the benchmark's large data). */
export async function reindexArticles(d1: D1Database, list: IndexedArticle[]) {
  const statements = list.flatMap((article) => {
    const row = searchRow(article);
    const remove = d1.prepare('DELETE FROM article_search WHERE rowid = ?').bind(article.id);
    return row ? [remove, d1.prepare('INSERT INTO article_search (rowid, title, body) VALUES (?, ?, ?)').bind(row.rowid, row.title, row.body)] : [remove];
  });
  if (statements.length) await d1.batch(statements);
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

/** How many candidates the one-character index may name before the search walks by views instead of sorting them. */
const FEW_CANDIDATES = 200;

/** A character as migrations/0012's article_chars holds it: the hex of its UTF-8 bytes, ASCII letters folded as lower() folds them. */
const charToken = (ch: string) =>
  Array.from(new TextEncoder().encode(ch.replace(/[A-Z]/g, (c) => c.toLowerCase())), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * What the bigram index cannot find (one character, or punctuation only): articles containing the
 * text, most viewed first. article_chars names the articles holding every character of the query,
 * which for one character is exactly the answer; longer text is confirmed with instr(). Few
 * candidates are read and sorted; many mean the most viewed soon match, so article_views_idx is
 * walked until eight do.
 */
async function searchByCharacters(d1: D1Database, query: string): Promise<SearchHit[]> {
  const chars = [...new Set(Array.from(query))];
  const match = chars.map((ch) => `"${charToken(ch)}"`).join(' AND ');
  const { results: candidates } = await d1
    .prepare(`SELECT rowid AS id FROM article_chars WHERE article_chars MATCH ?1 LIMIT ${FEW_CANDIDATES + 1}`)
    .bind(match)
    .all<{ id: number }>();
  if (candidates.length === 0) return [];
  // one character: the index's answer is exact; longer text must also appear as written
  const confirm = Array.from(query).length > 1 ? `AND (${containsSql('a.article_title', '?2')} OR ${containsSql('a.article_content', '?2')})` : '';
  const few = candidates.length <= FEW_CANDIDATES;
  const source = few
    ? // CROSS JOIN keeps this order: read the candidates, never walk the table for them
      'json_each(?1) c CROSS JOIN blog_article a ON a.id = c.value'
    : 'blog_article a';
  const among = few ? '' : 'AND EXISTS (SELECT 1 FROM article_chars WHERE article_chars MATCH ?1 AND article_chars.rowid = a.id)';
  const { results } = await d1
    .prepare(
      `SELECT a.id, a.article_title, a.article_content FROM ${source}
       WHERE ${publishedSql('a')} ${among} ${confirm}
       ORDER BY a.view_times DESC, a.id DESC LIMIT ${MAX_HITS}`,
    )
    .bind(few ? JSON.stringify(candidates.map((c) => c.id)) : match, ...(confirm ? [query] : []))
    .all<{ id: number; article_title: string; article_content: string }>();
  return results.map((r) => toHit(r, query));
}

/**
 * Public articles matching the query: FTS5 over CJK bigrams and Latin words, ranked by bm25 with
 * title hits weighted 10x, equal ranks by views. FTS5 ranks inside the index (ORDER BY rank) and
 * hands over the best few, leaving out the scheduled ones still waiting; only those few are read
 * from blog_article. A query with no bigram or word (one character, punctuation) goes to
 * searchByCharacters.
 */
export async function searchArticles(d1: D1Database, query: string): Promise<SearchHit[]> {
  const match = Array.from(query).length > 1 ? matchExpression(query) : null;
  if (!match) return searchByCharacters(d1, query);
  const { results } = await d1
    .prepare(
      `SELECT a.id, a.article_title, a.article_content
       FROM (
         SELECT rowid AS id, rank AS score FROM article_search
         WHERE article_search MATCH ?1 AND rank MATCH 'bm25(10.0, 1.0)'
           AND rowid NOT IN (SELECT w.id FROM blog_article w WHERE ${scheduledSql('w')})
         ORDER BY rank LIMIT ${MAX_HITS * 2}
       ) hits
       JOIN blog_article a ON a.id = hits.id
       WHERE ${publishedSql('a')}
       ORDER BY hits.score, a.view_times DESC
       LIMIT ${MAX_HITS}`,
    )
    .bind(match)
    .all<{ id: number; article_title: string; article_content: string }>();
  return results.map((r) => toHit(r, query));
}
