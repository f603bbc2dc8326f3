import { MdPreview } from 'md-editor-rt';
import { ARTICLE_PREVIEW_ID } from '@contract/article-html-policy';
import '@/lib/markdown-setup';
import { sanitizeArticleHtml } from '@/lib/sanitize-article';

/**
 * The reader page's old client path, kept for comparison: md-editor-rt's
 * MdPreview exactly as the article page configured it before the worker
 * rendered articles, sanitised by DOMPurify (sanitizeArticleHtml, which the
 * console's editor preview still uses).
 */
export function OldArticlePreview({ content }: { content: string }) {
  return (
    <MdPreview
      id={ARTICLE_PREVIEW_ID}
      className="article-markdown article-markdown--code-dark"
      modelValue={content}
      theme="light"
      previewTheme="default"
      codeTheme="atom"
      language="zh-CN"
      sanitize={sanitizeArticleHtml}
      noMermaid
      noKatex
      noEcharts
      showCodeRowNumber={false}
      autoFoldThreshold={40}
    />
  );
}

const FORBIDDEN = 'script, iframe, frame, frameset, form, button, style, link, meta, base, object, embed, use, animate, set, image, foreignObject, math, noscript, input:not([type="checkbox"][disabled])';

/** Everything in `root` that could run, load or submit; an empty list is a clean render. */
export function violations(root: Element): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll(FORBIDDEN)) found.push(`<${el.nodeName.toLowerCase()}>`);
  for (const el of root.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      const v = value.replace(/\s/g, '').toLowerCase();
      if (name.toLowerCase().startsWith('on')) found.push(`${el.nodeName} ${name}`);
      if (/^(javascript|data|vbscript):/.test(v)) found.push(`${el.nodeName} ${name}=${value}`);
      if (name === 'srcset' || name === 'formaction' || name === 'action' || name.includes('href') && el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`${el.nodeName} ${name}`);
      if (v.includes('__xss')) found.push(`${el.nodeName} ${name}=${value}`);
      if (name === 'style' && v.includes('url(')) found.push(`${el.nodeName} style=${value}`);
    }
  }
  return found;
}
