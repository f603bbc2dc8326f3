/** Search snippets quote prose, not markup (worker/services/search-snippet.ts). */
import { describe, expect, it } from 'vitest';
import { readableText, snippetOf } from '../../worker/services/search-snippet';

const article = [
  '## 两类缓存',
  '',
  '| 类型 | 相关头 | 是否发请求 |',
  '|---|---|---|',
  '| 强缓存 | `Cache-Control: max-age` | 不发，直接用本地副本 |',
  '',
  '---',
  '',
  '```ts',
  "return new Response(body, { headers: { 'content-type': kind.mime } });",
  '```',
  '',
  '> 记得**取消勾选 Disable cache**，![图](/img/a.png) 看 [文档](https://example.com)。',
].join('\n');

describe('readableText', () => {
  it('drops code blocks, rules, table rules, images and marks', () => {
    const text = readableText(article);
    expect(text).not.toMatch(/kind\.mime|-{3}|[|*`#>]|\]\(/);
    expect(text).toContain('两类缓存');
    expect(text).toContain('强缓存 Cache-Control: max-age 不发，直接用本地副本');
    expect(text).toContain('记得 取消勾选 Disable cache ， 看 文档。');
  });

  it('drops an unclosed fence to the end and tilde fences', () => {
    expect(readableText('前言\n```js\nconst a = 1;\n')).toBe('前言');
    expect(readableText('前\n~~~\nx();\n~~~\n后')).toBe('前 后');
  });
});

describe('snippetOf', () => {
  it('quotes prose around the query, highlighted', () => {
    const snippet = snippetOf(article, '强缓存');
    expect(snippet).toContain('<mark>强缓存</mark>');
    expect(snippet).not.toContain('---');
    expect(snippet).not.toContain('|');
  });

  it('escapes what it quotes', () => {
    expect(snippetOf('a <b>x</b> &lt; 1 < 2 查询', '查询')).toBe('a x &amp;lt; 1 &lt; 2 <mark>查询</mark>');
  });
});
