import type { ArticleDetail } from '../../contract/article';
import { metaForPath } from '../../contract/page-routes';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { readArticle } from '../services/articles';

/** An id query parameter that can name a row, or null. */
export const positiveId = (v: string | null) => (v && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * The article an article page shows, read once per request for both its head
 * (page-meta.ts) and its boot data (boot-data.ts). Public articles only, by
 * the one published rule: the answer must be the same for every reader.
 * null when the page is not an article page or names no public article.
 */
export function pageArticle(db: Db, url: URL): Promise<ArticleDetail | null> {
  const id = metaForPath(url.pathname)?.name === 'Article' ? positiveId(url.searchParams.get('id')) : null;
  if (!id) return Promise.resolve(null);
  return readArticle(db, id, false).catch((err: unknown) => {
    if (err instanceof AppError) return null;
    throw err;
  });
}
