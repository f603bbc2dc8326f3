import type { ArticleHtml } from '../../../contract/article';
import { renderMarkdown } from './markdown';
import type { PictureFacts } from './article-pictures';
import { keepsHeadingId, sanitizeArticleHtml } from './sanitize';

/**
 * An article's markdown as the reader's page shows it: md-editor-rt's HTML,
 * code highlighted, through the article allow-list; and its table of
 * contents, the top-level headings whose id survived (a heading without text
 * has nothing to show there). `pictures`: what D1 knows of its pictures
 * (article-pictures.ts); without them pictures are left as written.
 */
export async function renderArticle(markdown: string, pictures?: PictureFacts): Promise<ArticleHtml> {
  const { html, headings } = renderMarkdown(markdown);
  return {
    html: await sanitizeArticleHtml(html, pictures),
    toc: headings.filter((h) => h.text.trim() !== '' && keepsHeadingId(h.id)),
  };
}
