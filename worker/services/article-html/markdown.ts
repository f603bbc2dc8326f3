import MarkdownIt from 'markdown-it';
import imageFigures from 'markdown-it-image-figures';
import sub from 'markdown-it-sub';
import sup from 'markdown-it-sup';
import { ARTICLE_PREVIEW_ID } from '../../../contract/article-html-policy';
import { captionFromTitle, FIGURE_OPTIONS, headingAnchors, TASK_LIST_OPTIONS } from '../../../contract/article-markdown';
import { admonition } from './admonition';
import { codeBlocks } from './code-blocks';
import { headingIds, type RenderEnv } from './heading-ids';
import { highlightCode } from './highlight';
import { lineAnchors } from './line-anchors';
import { taskLists } from './task-lists';

/** The reader's page folded code blocks from this many lines on (its MdPreview's autoFoldThreshold). */
const AUTO_FOLD_THRESHOLD = 40;

/**
 * The markdown-it instance md-editor-rt's MdPreview builds (its
 * ContentPreview), with the options and plugins in the same order, as the
 * reader's page configured it: html, breaks and linkify on; figures with
 * captions and the md-zoom class, admonitions, task lists, heading ids, code
 * blocks, sub and sup; no katex, mermaid or echarts; no code line numbers.
 * Then what the site adds to both renders (contract/article-markdown.ts):
 * captions from the alt text, labelled task items, heading anchors.
 */
function createMarkdown(): MarkdownIt {
  const md = MarkdownIt({ html: true, breaks: true, linkify: true });
  md.use(imageFigures, FIGURE_OPTIONS);
  md.use(admonition);
  md.use(taskLists, TASK_LIST_OPTIONS);
  md.use(headingIds);
  md.use(codeBlocks, { editorId: ARTICLE_PREVIEW_ID, codeFoldable: true, autoFoldThreshold: AUTO_FOLD_THRESHOLD });
  md.use(sub);
  md.use(sup);
  md.use(captionFromTitle);
  md.use(headingAnchors);
  const escape = md.utils.escapeHtml;
  md.set({
    highlight: (code, language) =>
      `<pre><code class="language-${escape(language)}" language="${escape(language)}"><span class="md-editor-code-block">${highlightCode(code, language)}</span></code></pre>`,
  });
  lineAnchors(md);
  return md;
}

let instance: MarkdownIt | undefined;

/** An article's markdown as md-editor-rt's preview renders it (before sanitising), and its top-level headings. */
export function renderMarkdown(markdown: string): RenderEnv & { html: string } {
  instance ??= createMarkdown();
  const env: RenderEnv = { headings: [] };
  const html = instance.render(markdown, env);
  return { html, headings: env.headings };
}
