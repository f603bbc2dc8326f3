// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserText } from '@/components/user-text/user-text';
import { toPlainText, toSafeHtml } from '@/lib/rich-text';
import { userMarkdownToHtml } from '@/lib/user-markdown';
import { violations } from './article-preview';
import { payloads } from './article-xss-payloads.json';

/*
 * Comments, board notes and talks (issue 28): what a reader types is what
 * readers see. Allowed tags render (when the text passes the spec §5 markup
 * check), a small Markdown subset renders, code and everything else show as typed.
 */

afterEach(cleanup);

function shown(text: string): HTMLElement {
  return render(<UserText text={text} className="comment-item__content" />).container.firstElementChild as HTMLElement;
}

describe('what a reader types is what readers see', () => {
  it('generics beside allowed markup: the generics literal, the bold bold', () => {
    const box = shown('Vec<String> 和 <b>粗体</b>');
    expect(box.textContent).toBe('Vec<String> 和 粗体');
    expect(box.querySelector('b')?.textContent).toBe('粗体');
  });

  it('nested generics with nothing else (the seeded comment)', () => {
    expect(shown('Rc<RefCell<T>> 那个表格很实用').textContent).toBe('Rc<RefCell<T>> 那个表格很实用');
    expect(shown('HashMap<K, V> 和 Option<&T>').textContent).toBe('HashMap<K, V> 和 Option<&T>');
  });

  it('tags we do not allow show as typed, the allowed ones around them still render', () => {
    const box = shown('<div>块</div> <table> <em>斜</em>');
    expect(box.textContent).toBe('<div>块</div> <table> 斜');
    expect(box.querySelector('div, table')).toBeNull();
    expect(box.querySelector('em')?.textContent).toBe('斜');
  });

  it('entities and ampersands show as typed', () => {
    expect(shown('&lt;b&gt; 不是标签 &amp; a && b').textContent).toBe('&lt;b&gt; 不是标签 &amp; a && b');
  });

  it('inline code and code blocks are literal, tags and markdown inside included', () => {
    const box = shown('看 `<b>x</b>` 和 `**y**`：\n```rust\nlet v: Vec<u8> = vec![];\n<i>不斜</i> **不粗**\n```\n完');
    const codes = box.querySelectorAll(':scope > code');
    expect([...codes].map((c) => c.textContent)).toEqual(['<b>x</b>', '**y**']);
    expect(box.querySelector('pre > code')?.textContent).toBe('let v: Vec<u8> = vec![];\n<i>不斜</i> **不粗**');
    expect(box.querySelector('b, i, strong')).toBeNull();
    expect(box.textContent?.endsWith('完')).toBe(true);
  });

  it('bold, italic, links and bare addresses; outside links get rel', () => {
    const box = shown('**粗** *斜* [文档](https://developer.mozilla.org/) 见 https://example.com/a?b=1。');
    expect(box.querySelector('strong')?.textContent).toBe('粗');
    expect(box.querySelector('em')?.textContent).toBe('斜');
    const links = [...box.querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent, a.rel])).toEqual([
      ['https://developer.mozilla.org/', '文档', 'noopener noreferrer'],
      ['https://example.com/a?b=1', 'https://example.com/a?b=1', 'noopener noreferrer'],
    ]);
    expect(box.textContent?.endsWith('。')).toBe(true);
  });

  it('a lone asterisk, snake_case and emoji stay as typed; line breaks are kept', () => {
    const box = shown('a * b = c\nsnake_case_name 😀🎉👍');
    expect(box.textContent).toBe('a * b = csnake_case_name 😀🎉👍');
    expect(box.querySelectorAll('br')).toHaveLength(1);
  });

  it('text that fails the markup check (a script word) shows every tag as typed', () => {
    expect(shown('<b>window</b>').textContent).toBe('<b>window</b>');
  });

  it('no class survives, not even on allowed tags', () => {
    const box = shown('<b class="page-banner__title">点这里</b> `x`\n```\ny\n```');
    expect(box.querySelectorAll('[class]')).toHaveLength(0);
  });

  it('the board danmu reads the same text, plain', () => {
    expect(toPlainText('Vec<String> 和 <b>粗体</b> `x<y>` 😀')).toBe('Vec<String> 和 粗体 x<y> 😀');
  });
});

describe('typed tags are rebuilt, not copied (no sanitizer on the page: lib/user-tag.ts)', () => {
  it('only title and alt text stay on a typed tag; handlers, classes, styles and ids go', () => {
    const box = shown('<span title="提示" class="x" style="color:red" id="y" onclick="x()">字</span> <b onmouseover="x()">粗</b>');
    expect(box.innerHTML).toBe('<span title="提示">字</span> <b>粗</b>');
  });

  it('a picture of this site keeps its address and alt text; one of another host or scheme is left out', () => {
    const box = shown('<img src="/img/a/b.png" alt="图" class="x"> <img src="https://evil.example/x.png"> <img src="data:image/png,x"> <img alt="无址">');
    expect(box.innerHTML).toBe('<img src="/img/a/b.png" alt="图">   ');
  });

  it('attribute values are read as the page reads them and written escaped', () => {
    const box = shown('<span title="a &amp; &quot;b&quot; &lt;c">字</span>');
    expect(box.querySelector('span')?.getAttribute('title')).toBe('a & "b" <c');
  });

  it('a title with CSS url() is dropped, as the article allow-list drops it', () => {
    expect(shown('<span title="url(/x)">字</span>').innerHTML).toBe('<span>字</span>');
  });

  it('links: a safe address keeps its href, outside links get rel, other schemes lose the address', () => {
    expect(toSafeHtml('[站内](/archives) [外](https://a.example/) [坏](javascript:x)')).toBe(
      '<a href="/archives">站内</a> <a href="https://a.example/" rel="noopener noreferrer">外</a> <a>坏</a>',
    );
  });
});

describe('hostile text (the article payloads)', () => {
  function mount(html: string): HTMLElement {
    const box = document.createElement('div');
    box.innerHTML = html;
    return box;
  }

  it.each(payloads)('payload %s leaves nothing that runs, as typed', (payload) => {
    const box = mount(toSafeHtml(payload));
    expect(violations(box)).toEqual([]);
  });

  it.each(payloads)('payload %s leaves nothing that runs, with its tags let through to the sanitizer', (payload) => {
    const box = mount(userMarkdownToHtml(payload, true));
    expect(violations(box)).toEqual([]);
    expect(box.querySelector('img[src*="evil.example"], img[src^="data:"], [style], [id], [class]')).toBeNull();
  });

  it('markdown links to other schemes lose their address', () => {
    const box = mount(userMarkdownToHtml('[a](data:text/html,x) [b](vbscript:x) [c](javascript:x)', true));
    for (const a of box.querySelectorAll('a')) expect(a.hasAttribute('href')).toBe(false);
  });

  it('an attribute cannot escape the link address', () => {
    const box = mount(toSafeHtml('[x](https://a.example/"onmouseover="x=1)'));
    expect(violations(box)).toEqual([]);
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://a.example/"onmouseover="x=1');
  });
});
