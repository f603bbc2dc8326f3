// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightCodeBlocks } from '@/lib/highlighter';
import { OldArticlePreview, violations } from './article-preview';

/*
 * Equality: the reader's page used to render each article in the browser
 * with md-editor-rt's MdPreview, DOMPurify and the lazy highlighter; it now
 * shows the worker's render. The worker test (tests/worker/article-html.test.ts)
 * writes its output for the fixture documents to committed snapshots next to
 * them; this test renders the same documents through the old client path and
 * compares the two as documents.
 */
const markdown = import.meta.glob<string>('../fixtures/markdown/*.md', { query: '?raw', import: 'default', eager: true });
const snapshots = import.meta.glob<string>('../fixtures/markdown/*.html', { query: '?raw', import: 'default', eager: true });
const names = Object.keys(markdown).map((path) => path.split('/').pop()!.replace(/\.md$/, ''));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The old client path: MdPreview + DOMPurify, then the highlighter's tasks run to the end. */
function oldRender(content: string): Element {
  vi.useFakeTimers();
  const { container } = render(<OldArticlePreview content={content} />);
  const body = container.querySelector('#article-preview-preview')!;
  highlightCodeBlocks(body);
  act(() => vi.runAllTimers());
  return body;
}

/** The worker's HTML as the page sets it (innerHTML of the preview element). */
function workerRender(html: string): Element {
  const body = document.createElement('div');
  body.innerHTML = html;
  return body;
}

/**
 * A document as a comparable string: attributes sorted, runs of whitespace
 * outside <pre> made one space, and the marks the old page's scripts left
 * on the DOM after rendering dropped (the highlighter's data-highlighted,
 * md-editor-rt's data-processed on wired copy buttons, medium-zoom's class on
 * wired pictures): the new page wires the same elements without marking them.
 */
function normalise(root: Element): string {
  const clone = root.cloneNode(true) as Element;
  const walk = (node: Node, inPre: boolean) => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === Node.TEXT_NODE) {
        if (!inPre) child.textContent = child.textContent!.replace(/\s+/g, ' ');
        continue;
      }
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const el = child as Element;
      el.removeAttribute('data-highlighted');
      el.removeAttribute('data-processed');
      el.classList.remove('medium-zoom-image');
      if (el.getAttribute('class') === '') el.removeAttribute('class');
      const attrs = [...el.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
      for (const [name] of attrs) el.removeAttribute(name);
      for (const [name, value] of attrs) el.setAttribute(name, value);
      walk(el, inPre || el.nodeName === 'PRE');
    }
  };
  walk(clone, false);
  // whitespace between block elements is not content
  return clone.innerHTML.replace(/>\s+</g, '><').trim();
}

describe("the worker's article HTML is the document the old client path made", () => {
  it.each(names.filter((n) => n !== 'xss-payloads'))('%s', (name) => {
    const snapshot = snapshots[`../fixtures/markdown/${name}.html`];
    expect(snapshot, `run the worker test to write ${name}.html`).toBeDefined();
    const before = normalise(oldRender(markdown[`../fixtures/markdown/${name}.md`]!));
    const after = normalise(workerRender(snapshot!));
    expect(after).toBe(before);
  });

  it('the fixtures cover what articles use', () => {
    const all = Object.values(snapshots).join('\n');
    for (const part of ['hljs-keyword', 'md-editor-code-block', 'class="md-editor-code"', 'contains-task-list', '<table', 'text-align:center', '<sub>', '<sup>', 'md-editor-admonition', '<figcaption>', '<figure', 'rel="noopener noreferrer"', '<details>', 'class="heading-anchor"', '<label><input class="task-list-item-checkbox"']) {
      expect(all, part).toContain(part);
    }
    // one block long enough to start folded: a code <details> without open
    expect(all).toMatch(/<details data-line="\d+" class="md-editor-code">/);
  });
});

describe("the worker's render of the hostile payloads, parsed by a DOM", () => {
  const html = snapshots['../fixtures/markdown/xss-payloads.html']!;

  it('leaves nothing that runs, loads or submits, and keeps the ordinary article', () => {
    const body = workerRender(html);
    expect(violations(body)).toEqual([]);
    expect(body.querySelector('img[src*="evil.example"]')).toBeNull();
    expect(body.querySelector('h2#title')).not.toBeNull();
    expect(body.querySelector('pre > code[language="ts"] .hljs-keyword')?.textContent).toBe('const');
    expect(body.querySelectorAll('li.task-list-item input[type="checkbox"][disabled]')).toHaveLength(2);
  });

  it('in a whole page (the prerendered #root), the markup after the body stays outside it', () => {
    const doc = new DOMParser().parseFromString(`<!doctype html><body><div id="host">${html}</div><p id="after">after</p></body>`, 'text/html');
    expect(doc.getElementById('after')?.parentElement).toBe(doc.body);
    expect(violations(doc.body)).toEqual([]);
  });
});
