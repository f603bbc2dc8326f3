import type { MarkdownIt, Token } from 'markdown-it';

/**
 * What this site adds to md-editor-rt's markdown-it setup, used by both
 * renders of an article: the worker's, which readers get
 * (worker/services/article-html/markdown.ts), and md-editor-rt's in the
 * console's editor preview (web/src/lib/markdown-setup.ts). Plain markdown-it
 * plugins, no DOM; tests/web/article-render-equality.test.tsx holds the two
 * renders equal.
 */

/** The class of the link each heading with an id ends with. */
export const HEADING_ANCHOR_CLASS = 'heading-anchor';

/** The heading anchor's accessible name: what pressing it does, and for which section. */
const headingAnchorLabel = (text: string) => `复制本节链接：${text}`;

/** The options md-editor-rt's image and task-list plugins get here (both renders). */
export const FIGURE_OPTIONS = { figcaption: 'alt', classes: 'md-zoom' } as const;
export const TASK_LIST_OPTIONS = { label: true } as const;

const plainText = (inline: Token | undefined) =>
  (inline?.children ?? []).reduce((all, child) => all + ((child.type === 'text' || child.type === 'code_inline') && child.content ? child.content : ''), '');

/**
 * A heading that got an id (md-editor-rt's heading plugin gives one to the
 * top-level headings: the table of contents points at the same id) ends
 * with a link to itself, `<a class="heading-anchor" href="#id">`, shown on
 * hover and focus; the reader's page copies the link when it is pressed.
 * Its "#" is drawn by CSS, so the heading's text stays the heading's.
 */
export function headingAnchors(md: MarkdownIt): void {
  const close = md.renderer.rules.heading_close;
  const escape = md.utils.escapeHtml;
  md.renderer.rules.heading_close = (tokens, idx, options, env, self) => {
    const end = close ? close(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
    const open = tokens[idx - 2];
    const id = open?.type === 'heading_open' ? open.attrGet('id') : null;
    if (!id) return end;
    const label = headingAnchorLabel(plainText(tokens[idx - 1]));
    return `<a class="${HEADING_ANCHOR_CLASS}" href="${escape(md.normalizeLink(`#${id}`))}" aria-label="${escape(label)}"></a>${end}`;
  };
}

/**
 * A picture alone in its paragraph becomes a figure whose caption is its
 * title ("![alt](src "title")") or, without one, its alt text (no caption
 * for an empty alt). markdown-it-image-figures captions from one source; with
 * figcaption 'alt' it reads the image token's content (the alt as written),
 * so a title is put there first. Runs before that plugin's rule.
 */
export function captionFromTitle(md: MarkdownIt): void {
  md.core.ruler.before('image_figures', 'caption_from_title', (state) => {
    for (const token of state.tokens) {
      if (token.type !== 'inline') continue;
      for (const child of token.children ?? []) {
        const title = child.type === 'image' ? child.attrGet('title') : null;
        if (title) child.content = title;
      }
    }
  });
}
