// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '@/lib/sanitize-article';
import { OldArticlePreview, violations } from './article-preview';
import { payloads } from './article-xss-payloads.json';

/*
 * The web's allow-list (DOMPurify, sanitizeArticleHtml) guards the console's
 * editor preview. The reader's page shows the worker's render, checked
 * against the same payloads in tests/worker/article-html.test.ts and, parsed
 * in a DOM, in tests/web/article-render-equality.test.tsx.
 */

afterEach(cleanup);

/** An ordinary article: everything the reader page and its table of contents rely on. */
const ORDINARY = `# 标题一

## title

| 左 | 中 |
|---|:-:|
| 1 | 2 |

\`\`\`ts
const answer = 42;
\`\`\`

![山路](/img/demo/photo-01.svg)

![相对路径](photo.png)

[外链](https://example.com/a) [站内](/article?id=1) [锚点](#标题一) [邮件](mailto:a@example.com)

<details><summary>展开</summary>

折叠的内容

</details>

> 引用

- [ ] 待办
- [x] 完成
`;

function renderArticle(content: string): HTMLElement {
  const { container } = render(<OldArticlePreview content={content} />);
  return container;
}

describe('article markdown through md-editor-rt and DOMPurify (the console preview)', () => {
  it('drops every payload while the ordinary article survives', () => {
    const root = renderArticle(`${ORDINARY}\n${payloads.join('\n\n')}\n`);
    expect(violations(root)).toEqual([]);
    expect(root.querySelector('img[src*="evil.example"]')).toBeNull();
    expect(root.querySelector('h2')).not.toBeNull();
    // the text of the removed elements may stay, as text
    expect(root.textContent).toContain('js link');
  });

  it.each(payloads)('payload %s leaves nothing that runs', (payload) => {
    const root = renderArticle(`## 开头\n\n${payload}\n`);
    expect(violations(root)).toEqual([]);
    expect(root.querySelector('img[src*="evil.example"]')).toBeNull();
  });

  it('keeps headings with their ids, tables, code blocks, images, links, details and task lists', () => {
    const root = renderArticle(ORDINARY);
    // ids are the table of contents' anchors; "title" is also a document property DOMPurify would drop
    expect(root.querySelector('h1')?.id).toBe('标题一');
    expect(root.querySelector('h2')?.id).toBe('title');
    expect(root.querySelector('th[style="text-align:center"]')?.textContent).toBe('中');
    // the highlighter finds blocks by their language attribute and fills the inner span
    expect(root.querySelector('pre > code[language="ts"] > .md-editor-code-block')?.textContent).toBe('const answer = 42;');
    expect(root.querySelector('.md-editor-copy-button')?.getAttribute('data-tips')).toBe('复制代码');
    expect(root.querySelector('.md-editor-collapse-tips svg path')).not.toBeNull();
    expect(root.querySelector('img[src="/img/demo/photo-01.svg"]')?.getAttribute('alt')).toBe('山路');
    expect(root.querySelector('img[src="photo.png"]')).not.toBeNull();
    expect(root.querySelector('a[href="https://example.com/a"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.querySelector('a[href="/article?id=1"]')?.hasAttribute('rel')).toBe(false);
    expect(root.querySelector('a[href^="#"]')).not.toBeNull();
    expect(root.querySelector('a[href="mailto:a@example.com"]')).not.toBeNull();
    expect(root.querySelector('details:not(.md-editor-code) > summary')?.textContent).toBe('展开');
    expect(root.querySelector('blockquote')?.textContent?.trim()).toBe('引用');
    const boxes = root.querySelectorAll('li.task-list-item input[type="checkbox"][disabled]');
    expect(boxes).toHaveLength(2);
    expect((boxes[1] as HTMLInputElement).checked).toBe(true);
  });
});

describe('sanitizeArticleHtml', () => {
  it('keeps only disabled checkboxes and only text-align styles', () => {
    const out = sanitizeArticleHtml('<input type="checkbox" checked><input type="text" value="x"><td style="text-align: right; color:red">a</td><th style="text-align:left">b</th><p style="color:red">c</p>');
    expect(out).toContain('<input type="checkbox" checked="" disabled="">');
    expect(out).not.toContain('type="text"');
    expect(out).not.toContain('style');
  });

  it('gives protocol-relative and backslashed links the external rel, and refuses images from other hosts', () => {
    const doc = document.createElement('div');
    doc.innerHTML = sanitizeArticleHtml('<a href="//evil.example/">a</a><a href="/\\evil.example/">b</a><img src="/\\evil.example/p.png"><img src="/img/x.png"><img src="data:image/png;base64,AAAA">');
    for (const a of doc.querySelectorAll('a')) expect(a.rel).toBe('noopener noreferrer');
    expect([...doc.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/img/x.png']);
  });

  it('leaves the shared DOMPurify instance untouched (comments keep their own rules)', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeArticleHtml('<h2 id="title">x</h2>');
    expect(DOMPurify.sanitize('<img src="https://a.example/x.png">')).toContain('https://a.example/x.png');
  });
});
