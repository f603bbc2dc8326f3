import { ARTICLE_PREVIEW_ID } from '@contract/article-html-policy';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownView } from '@/features/article/components/markdown-view';

/*
 * Issue 32: the visit's first article takes over the body the worker drew into #root
 * (worker/seo/prerender.ts) instead of parsing the same HTML again; React's first commit then
 * empties #root. Later bodies are set from their HTML.
 */

const BODY = '<h2 id="one">第一节</h2><p>服务器渲染的正文</p>';

function prerendered() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<div class="article-layout"><div id="${ARTICLE_PREVIEW_ID}-preview" class="md-editor-preview default-theme">${BODY}</div></div>`;
  document.body.prepend(root);
  return root;
}

const shown = (container: HTMLElement) => container.querySelector<HTMLElement>(`#${ARTICLE_PREVIEW_ID}-preview`)!;

afterEach(() => document.getElementById('root')?.remove());

describe('the article body on a first visit', () => {
  it('is the prerendered nodes themselves, moved, not the HTML parsed again; a new body replaces them', () => {
    const root = prerendered();
    const heading = root.querySelector('h2')!;
    const { container, rerender, unmount } = render(<MarkdownView html={BODY} />);
    // the same element object: moved, never re-created
    expect(shown(container).querySelector('h2')).toBe(heading);
    expect(shown(container).textContent).toBe('第一节服务器渲染的正文');
    expect(root.querySelector(`#${ARTICLE_PREVIEW_ID}-preview`)!.childNodes).toHaveLength(0);

    rerender(<MarkdownView html="<p>另一篇</p>" />);
    expect(shown(container).innerHTML).toBe('<p>另一篇</p>');
    unmount();
  });

  it('only the first view claims it: the next article is set from its own HTML', () => {
    const root = prerendered();
    const { container } = render(<MarkdownView html="<p>下一篇</p>" />);
    expect(shown(container).innerHTML).toBe('<p>下一篇</p>');
    // the page's prerendered copy is left alone
    expect(root.querySelector('h2')!.textContent).toBe('第一节');
  });
});
