import type { ArticleDetail, ArticleHtml } from '../../../contract/article';
import type { Db } from '../../db/client';
import type { D1Statements } from '../../db/d1-statements';
import { pictureFacts, type PictureFacts } from './article-pictures';
import { readArticle } from '../articles';
import { renderArticle } from './render';

/**
 * Bump when the renderer's output changes (markdown setup, highlighter,
 * allow-list): every article is rendered afresh on its next read.
 */
const RENDERER_REVISION = 3;
const CACHE_TTL_SECONDS = 7 * 24 * 3600;
/** Under the site's own origin (the zone's cache), on a path no route answers: the key only names the render. */
const CACHE_PATH = '/__article-html';

const cacheStore = () => (caches as unknown as { default: Cache }).default;

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The render's Cache API key: the article's id and a hash of its markdown, under the site's origin. */
export async function articleHtmlCacheKey(article: Pick<ArticleDetail, 'id' | 'article_content'>, origin: string, pictures?: PictureFacts): Promise<Request> {
  // what is known of its pictures (sizes, copies) is part of the render: a backfill or a copy renders it afresh
  const text = pictures ? `${article.article_content}\n${JSON.stringify(pictures)}` : article.article_content;
  return new Request(`${origin}${CACHE_PATH}/r${RENDERER_REVISION}/${article.id}/${await digest(text)}`);
}

/**
 * An article's body rendered for readers, from the colo's Cache API when it
 * was rendered before: the key is the article's id and a hash of its
 * markdown, so the render runs once per article per content change, and an
 * edit can never be answered with the render of the text before it (the key
 * is the text itself, however the row and the request interleave).
 */
export async function articleHtmlOf(article: Pick<ArticleDetail, 'id' | 'article_content'>, origin: string, d1: D1Statements): Promise<ArticleHtml> {
  const pictures = await pictureFacts(d1, article.article_content);
  const key = await articleHtmlCacheKey(article, origin, pictures);
  const hit = await cacheStore().match(key);
  if (hit) return (await hit.json()) as ArticleHtml;
  const rendered = await renderArticle(article.article_content, pictures);
  await cacheStore().put(
    key,
    new Response(JSON.stringify(rendered), {
      headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': `public, max-age=${CACHE_TTL_SECONDS}` },
    }),
  );
  return rendered;
}

/** GET /api/article/html/:id: the body of an article its reader may see (the one published rule; the owner sees every article). */
export async function getArticleHtml(db: Db, id: number, isAdmin: boolean, origin: string): Promise<ArticleHtml> {
  return articleHtmlOf(await readArticle(db, id, isAdmin), origin, db.$client);
}
