/**
 * Fills the FTS5 table for the seeded articles with the worker's own
 * tokenizer (contract/search-tokens.js), mirroring reindexArticle in
 * worker/services/search.ts: public articles only, rowid = article id.
 */
import { indexText, markdownToText } from '../../contract/search-tokens.js';

export async function rebuildSearchIndex(db) {
  const { results } = await db.prepare('SELECT id, article_title, article_content FROM blog_article WHERE status = 1').all();
  const insert = db.prepare('INSERT INTO article_search (rowid, title, body) VALUES (?, ?, ?)');
  await db.batch([
    db.prepare('DELETE FROM article_search'),
    ...results.map((a) => insert.bind(a.id, indexText(a.article_title), indexText(markdownToText(a.article_content)))),
  ]);
  return results.length;
}
