import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, config } from '../../worker/db/schema';
import { articleHtmlCacheKey, articleHtmlOf } from '../../worker/services/article-html/article-html';
import { renderArticle } from '../../worker/services/article-html/render';
import { sanitizeArticleHtml } from '../../worker/services/article-html/sanitize';
import { payloads } from '../web/article-xss-payloads.json';
import { addArticles } from './article-fixtures';
import { call, db, makeUser } from './helpers';

/** The fixture documents the web's equality test renders through md-editor-rt too (tests/web/article-render-equality.test.tsx). */
const fixtures = import.meta.glob<string>('../fixtures/markdown/*.md', { query: '?raw', import: 'default', eager: true });
const nameOf = (path: string) => path.split('/').pop()!.replace(/\.md$/, '');

/** The ordinary article and the payloads the web's sanitizer test uses (tests/web/article-sanitize.test.tsx). */
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

interface Found {
  tag: string;
  ns: string;
  attrs: Record<string, string>;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const HTML_NS = 'http://www.w3.org/1999/xhtml';
const decodeAttr = (v: string) => v.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The elements a browser would build from `html`, as HTMLRewriter (a browser's tokenizer) reads them, with their attributes. */
async function elementsOf(html: string): Promise<Found[]> {
  const found: Found[] = [];
  await new HTMLRewriter()
    .on('*', {
      element(el) {
        const attrs: Record<string, string> = {};
        // HTMLRewriter's pairs of name and raw value (the DOM's Element type shadows workerd's in these types)
        for (const [name, value] of el.attributes as unknown as Iterable<[string, string]>) if (!(name in attrs)) attrs[name] = decodeAttr(value);
        found.push({ tag: el.tagName, ns: el.namespaceURI ?? '', attrs });
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

const FORBIDDEN = new Set(['script', 'iframe', 'frame', 'frameset', 'form', 'button', 'style', 'link', 'meta', 'base', 'object', 'embed', 'use', 'animate', 'set', 'image', 'foreignobject', 'math', 'noscript', 'textarea', 'select']);

/** Everything in the HTML that could run, load or submit (the web test's list); an empty list is a clean render. */
async function violations(html: string): Promise<string[]> {
  const out: string[] = [];
  // the body must leave the parser where it found it: a tag or comment it leaves open would swallow the page after it
  const all = await elementsOf(`${html}<p id="after-the-article"></p>`);
  if (all.at(-1)?.attrs.id !== 'after-the-article') out.push('the markup after the article was swallowed');
  for (const el of all.slice(0, -1)) {
    if (FORBIDDEN.has(el.tag)) out.push(`<${el.tag}>`);
    if (el.tag === 'input' && !(el.attrs.type === 'checkbox' && 'disabled' in el.attrs)) out.push(`<input type=${el.attrs.type}>`);
    for (const [name, value] of Object.entries(el.attrs)) {
      const v = value.replace(/\s/g, '').toLowerCase();
      if (name.startsWith('on')) out.push(`${el.tag} ${name}`);
      if (/^(javascript|data|vbscript):/.test(v)) out.push(`${el.tag} ${name}=${value}`);
      if (name === 'srcset' || name === 'formaction' || name === 'action' || (name.includes('href') && el.ns !== HTML_NS)) out.push(`${el.tag} ${name}`);
      if (v.includes('__xss')) out.push(`${el.tag} ${name}=${value}`);
      if (name === 'style' && v.includes('url(')) out.push(`${el.tag} style=${value}`);
    }
  }
  return out;
}

describe('the worker renders articles as md-editor-rt did on the reader page', () => {
  // the snapshots are the other half of the equality test: tests/web/article-render-equality.test.tsx
  // renders the same documents through MdPreview + DOMPurify and compares with these files
  it.each(Object.keys(fixtures).map((path) => [nameOf(path), path]))('%s renders to its committed snapshot', async (name, path) => {
    const { html } = await renderArticle(fixtures[path]!);
    await expect(html).toMatchFileSnapshot(`../fixtures/markdown/${name}.html`);
    expect(await violations(html)).toEqual([]);
  });

  it('lists the headings of the top level for the table of contents, with the ids the body carries', async () => {
    const { html, toc } = await renderArticle(fixtures['../fixtures/markdown/headings.md']!);
    expect(toc).toEqual([
      { level: 1, text: '从零开始的博客', id: '从零开始的博客' },
      { level: 2, text: '第一节', id: '第一节' },
      { level: 2, text: '第二节', id: '第二节' },
      { level: 3, text: '小节 code 与 加粗', id: '小节 code 与 加粗' },
      { level: 2, text: '第一节', id: '第一节' },
      { level: 1, text: 'Setext 标题', id: 'Setext 标题' },
      { level: 2, text: '另一个 Setext', id: '另一个 Setext' },
      { level: 4, text: 'Q&A：问与答 & 转义', id: 'Q&A：问与答 & 转义' },
      { level: 5, text: 'title', id: 'title' },
      { level: 6, text: '最深的一层', id: '最深的一层' },
    ]);
    const headings = (await elementsOf(html)).filter((el) => /^h[1-6]$/.test(el.tag));
    // every listed heading is in the body with its id, in order; the one inside a quote has none
    expect(headings.filter((h) => 'id' in h.attrs).map((h) => h.attrs.id)).toEqual(toc.map((t) => t.id));
    expect(headings.find((h) => !('id' in h.attrs))?.tag).toBe('h2');
  });

  it('keeps what the reader page relies on: ids, code blocks, task lists, own images, external rel, details', async () => {
    const { html } = await renderArticle(ORDINARY);
    const els = await elementsOf(html);
    const one = (test: (el: Found) => boolean) => els.find(test);
    expect(one((el) => el.tag === 'h1')?.attrs.id).toBe('标题一');
    // "title" is a document property DOMPurify would drop from other elements; a heading keeps it
    expect(one((el) => el.tag === 'h2')?.attrs.id).toBe('title');
    expect(one((el) => el.tag === 'th' && el.attrs.style === 'text-align:center')).toBeDefined();
    expect(one((el) => el.tag === 'details' && el.attrs.class === 'md-editor-code')?.attrs.open).toBe('');
    expect(one((el) => el.tag === 'code')?.attrs).toMatchObject({ class: 'language-ts', language: 'ts' });
    expect(html).toContain('<span class="md-editor-code-block"><span class="hljs-keyword">const</span> answer = <span class="hljs-number">42</span>;</span>');
    expect(one((el) => el.tag === 'span' && el.attrs.class === 'md-editor-copy-button')?.attrs['data-tips']).toBe('复制代码');
    expect(one((el) => el.tag === 'path' && el.ns === SVG_NS)).toBeDefined();
    expect(one((el) => el.tag === 'img' && el.attrs.src === '/img/demo/photo-01.svg')?.attrs).toMatchObject({ alt: '山路', class: 'md-zoom' });
    expect(one((el) => el.tag === 'img' && el.attrs.src === 'photo.png')).toBeDefined();
    expect(one((el) => el.tag === 'a' && el.attrs.href === 'https://example.com/a')?.attrs.rel).toBe('noopener noreferrer');
    expect(one((el) => el.tag === 'a' && el.attrs.href === '/article?id=1')?.attrs.rel).toBeUndefined();
    // markdown-it percent-encodes link targets; the browser decodes the fragment to find the heading
    expect(one((el) => el.tag === 'a' && el.attrs.href === `#${encodeURIComponent('标题一')}`)).toBeDefined();
    expect(one((el) => el.tag === 'a' && el.attrs.href === 'mailto:a@example.com')).toBeDefined();
    expect(html).toContain('<details><summary>展开</summary>');
    expect(one((el) => el.tag === 'ul')?.attrs.class).toBe('contains-task-list');
    const boxes = els.filter((el) => el.tag === 'input');
    expect(boxes.map((b) => b.attrs)).toEqual([
      { class: 'task-list-item-checkbox', disabled: '', type: 'checkbox' },
      { class: 'task-list-item-checkbox', checked: '', disabled: '', type: 'checkbox' },
    ]);
  });

  it('drops every payload while the ordinary article survives', async () => {
    const { html } = await renderArticle(`${ORDINARY}\n${payloads.join('\n\n')}\n`);
    // the web test parses this output in a DOM too (tests/web/article-render-equality.test.tsx)
    await expect(html).toMatchFileSnapshot('../fixtures/markdown/xss-payloads.html');
    expect(await violations(html)).toEqual([]);
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<h2 data-line="2" id="title">');
    expect(html).toContain('js link'); // the text of removed elements may stay, as text
  });

  it.each(payloads)('payload %s leaves nothing that runs', async (payload) => {
    const { html } = await renderArticle(`## 开头\n\n${payload}\n`);
    expect(await violations(html)).toEqual([]);
    expect(html).not.toContain('evil.example');
  });
});

describe('the article allow-list on hostile HTML', () => {
  it.each([
    ['an unfinished tag at the very end', '<p>a</p><div onclick="window.__xss=1', '<p>a</p><div></div>'],
    ['an unfinished single-quoted attribute', "<b title='x", '<b title="x"></b>'],
    ['an unfinished comment', '<p>a</p><!-- x', '<p>a</p>'],
    ['an unclosed style', '<p>a</p><style>p{}<img src=x onerror=1>', '<p>a</p>'],
    ['an unclosed textarea, its text kept as text', '<textarea><img src=x onerror=1>', '&lt;img src=x onerror=1>'],
    ['a removed tag that would join two texts into a script', '<<x>script>alert(1)<</x>/script>', '&lt;script>alert(1)&lt;/script>'],
    ['repeated attributes of any case (the browser keeps the first)', '<a HREF="javascript:alert(1)" href="/ok">x</a>', '<a>x</a>'],
    ['character references in an address', '<a href="jav&#x61;script&colon;alert(1)">x</a><a href="?a=1&amp;b=2">y</a>', '<a>x</a><a href="?a=1&amp;b=2">y</a>'],
    ['an svg shape outside an svg, and an svg with foreign content', '<circle r="1"></circle><svg><foreignObject><p>x</p></foreignObject><g></g></svg>', '<svg><g></g></svg>'],
    ['mathml', '<math><mi>x</mi></math><p>y</p>', '<p>y</p>'],
    ['inline markup left open', '<p><b>bold <a href="/x">link', '<p><b>bold <a href="/x">link</a></b>'],
    ['a style other than a cell alignment, and css url()', '<td style="text-align: right">a</td><p style="color:red" title="url(/x)">b</p>', '<td style="text-align:right">a</td><p>b</p>'],
    ['inputs other than checkboxes, and editable checkboxes', '<input type="text"><input type="checkbox" checked>', '<input type="checkbox" checked="" disabled="">'],
  ])('%s', async (_name, input, expected) => {
    const out = await sanitizeArticleHtml(input);
    expect(out).toBe(expected);
    expect(await violations(out)).toEqual([]);
  });
});

describe('the render cache', () => {
  const origin = 'http://blog.test';

  it('is reused for the same text and renders again when the text changes', async () => {
    const article = { id: 424242, article_content: '# 缓存\n\n第一版' };
    const first = await articleHtmlOf(article, origin, db().$client);
    expect(first.html).toContain('第一版');
    // the entry under the key is what a second read answers: swap it for a marker and read again
    const marker = { html: '<p>来自缓存</p>', toc: [] };
    await (caches as unknown as { default: Cache }).default.put(await articleHtmlCacheKey(article, origin, { sizes: {}, external: {} }), new Response(JSON.stringify(marker), { headers: { 'Cache-Control': 'max-age=600' } }));
    expect(await articleHtmlOf(article, origin, db().$client)).toEqual(marker);
    const edited = await articleHtmlOf({ ...article, article_content: '# 缓存\n\n第二版' }, origin, db().$client);
    expect(edited.html).toContain('第二版');
    expect(edited.toc).toEqual([{ level: 1, text: '缓存', id: '缓存' }]);
  });
});

describe("an article's pictures as readers get them", () => {
  const origin = 'http://blog.test';

  it('names the variants and the measured size of our pictures, asks the worker for other hosts\' and shows the placeholder for a dead host', async () => {
    const d1 = db().$client;
    await d1.prepare("INSERT INTO image_variant (key, width, height, widths) VALUES ('upload/2026-11/photo.jpg', 4000, 3000, '480,960,1600')").run();
    await d1.prepare("INSERT INTO external_image (url, failedAt) VALUES ('https://gone.test/dead.png', ?)").bind(Date.now()).run();
    await d1.prepare("INSERT INTO external_image (url, key) VALUES ('https://old.test/kept.png', 'upload/2026-11/kept.png')").run();
    const markdown = [
      '![山](/img/upload/2026-11/photo.jpg)',
      '![外链](https://img.test/a.png?x=1&y=2)',
      '![旧图床已关闭](https://gone.test/dead.png)',
      '![搬过来的](https://old.test/kept.png)',
      '![矢量](/img/demo/photo-01.svg)',
    ].join('\n\n');
    const { html } = await articleHtmlOf({ id: 515151, article_content: markdown }, origin, d1);
    const srcset = '/img/upload/2026-11/photo.jpg?w=480 480w, /img/upload/2026-11/photo.jpg?w=960 960w, /img/upload/2026-11/photo.jpg?w=1600 1600w';
    expect(html).toContain(`<img src="/img/upload/2026-11/photo.jpg" alt="山" class="md-zoom" srcset="${srcset}" sizes="(max-width: 800px) 100vw, 760px" width="4000" height="3000" loading="lazy" decoding="async">`);
    expect(html).toContain(`<img src="/api/image/external?u=${encodeURIComponent('https://img.test/a.png?x=1&y=2')}" alt="外链"`);
    expect(html).toContain('<span class="picture-missing" role="img" aria-label="旧图床已关闭">');
    expect(html).not.toContain('gone.test');
    expect(html).toContain('<img src="/img/upload/2026-11/kept.png" alt="搬过来的" class="md-zoom" srcset=');
    // an SVG has no variants: only lazy
    expect(html).toContain('<img src="/img/demo/photo-01.svg" alt="矢量" class="md-zoom" loading="lazy" decoding="async">');
    expect(html).not.toMatch(/src="https?:/);
  });
});

describe('GET /api/article/html/:id', () => {
  let publicId = 0;
  let privateId = 0;
  let adminToken = '';

  beforeAll(async () => {
    const admin = await makeUser(1);
    adminToken = admin.token;
    await db().insert(config).values({ blog_name: '测试博客' }).run();
    const [pub, priv] = await addArticles([
      { article_title: '公开文章', article_content: '# 开篇\n\n正文 **加粗**\n\n```ts\nconst a = 1;\n```\n\n<script>window.__xss=1</script>\n' },
      { article_title: '私密文章', status: 2, article_content: '# 私密的正文' },
    ]);
    publicId = pub!.id;
    privateId = priv!.id;
  });

  it('ends each heading of the table of contents with a named link to its id, and only those', async () => {
    const { html, toc } = await renderArticle(fixtures['../fixtures/markdown/headings.md']!);
    const anchors = (await elementsOf(html)).filter((el) => el.tag === 'a' && el.attrs.class === 'heading-anchor');
    // the link's target is the id the table of contents points at (the one in the quote has neither)
    expect(anchors.map((a) => decodeURIComponent(a.attrs.href!.slice(1)))).toEqual(toc.map((t) => t.id));
    expect(anchors.map((a) => a.attrs['aria-label'])).toEqual(toc.map((t) => `复制本节链接：${t.text}`));
    // a heading without text has an empty id and nothing to link to
    expect((await renderArticle('#\n\n## 有字')).html).toContain('<h1 data-line="0" id=""></h1>');
  });

  it('captions a picture alone in its paragraph with its title, else its alt text, never an empty one', async () => {
    const { html } = await renderArticle('![山路的清晨](/img/a.svg)\n\n![山路](/img/b.svg "雾还没散")\n\n![](/img/c.svg)\n\n文中 ![小图](/img/d.svg) 不是图注');
    expect(html).toContain('<figure data-line="0"><img src="/img/a.svg" alt="山路的清晨" class="md-zoom"><figcaption>山路的清晨</figcaption></figure>');
    expect(html).toContain('<figure data-line="2"><img src="/img/b.svg" alt="山路" class="md-zoom"><figcaption>雾还没散</figcaption></figure>');
    expect(html).toContain('<figure data-line="4"><img src="/img/c.svg" alt="" class="md-zoom"></figure>');
    expect(html).toContain('<p data-line="6">文中 <img src="/img/d.svg" alt="小图"> 不是图注</p>');
  });

  it("names each task list checkbox by its item's text: both sit in one label", async () => {
    const { html } = await renderArticle('- [ ] 写测试\n- [x] 改 **样式**\n  - 嵌套的不在标签里');
    expect(html).toContain('<li class="task-list-item" data-line="0"><label><input class="task-list-item-checkbox" disabled="" type="checkbox"> 写测试</label></li>');
    expect(html).toMatch(/<label><input class="task-list-item-checkbox" checked="" disabled="" type="checkbox"> 改 <strong>样式<\/strong><\/label>\n<ul/);
  });

  it('answers the rendered body and its table of contents, without counting a read', async () => {
    const before = await db().select({ views: articles.view_times }).from(articles).where(eq(articles.id, publicId)).get();
    const res = await call('GET', `/api/article/html/${publicId}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 0, message: '获取文章正文成功', result: { toc: [{ level: 1, text: '开篇', id: '开篇' }] } });
    expect(res.json.result.html).toContain('<h1 data-line="0" id="开篇">开篇<a class="heading-anchor" href="#%E5%BC%80%E7%AF%87" aria-label="复制本节链接：开篇"></a></h1>');
    expect(res.json.result.html).toContain('<span class="hljs-keyword">const</span>');
    expect(res.json.result.html).not.toContain('<script');
    const after = await db().select({ views: articles.view_times }).from(articles).where(eq(articles.id, publicId)).get();
    expect(after!.views).toBe(before!.views);
  });

  it('follows an edit at once', async () => {
    await db().update(articles).set({ article_content: '# 改过的开篇' }).where(eq(articles.id, publicId)).run();
    const res = await call('GET', `/api/article/html/${publicId}`);
    expect(res.json.result.toc).toEqual([{ level: 1, text: '改过的开篇', id: '改过的开篇' }]);
    await db().update(articles).set({ article_content: '# 开篇\n\n正文' }).where(eq(articles.id, publicId)).run();
  });

  it('keeps a private article from visitors and users, but not from the owner', async () => {
    expect((await call('GET', `/api/article/html/${privateId}`)).json).toEqual({ code: '100005', message: '查询文章详情失败' });
    const user = await makeUser();
    expect((await call('GET', `/api/article/html/${privateId}`, { token: user.token })).json.code).toBe('100005');
    const owner = await call('GET', `/api/article/html/${privateId}`, { token: adminToken });
    expect(owner.json.result.html).toContain('私密的正文');
  });

  it('rejects malformed and unknown ids with the envelope', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await call('GET', `/api/article/html/${bad}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ code: '100005', message: '文章id不合法' });
    }
    expect((await call('GET', '/api/article/html/99999')).json).toEqual({ code: '100005', message: '查询文章详情失败' });
  });

  it("puts the body into an article page's first paint and boot data, the same as the API", async () => {
    await db().update(articles).set({ article_content: `${ORDINARY}\n${payloads.join('\n\n')}\n` }).where(eq(articles.id, publicId)).run();
    // logged in, so the page is rendered now rather than taken from the edge's copy
    const page = await call('GET', `/article?id=${publicId}`, { token: adminToken, headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    const boot = JSON.parse(page.text.match(/<script type="application\/json" id="boot-data">(.*?)<\/script>/s)![1]!);
    const api = await call('GET', `/api/article/html/${publicId}`);
    expect(boot[`/api/article/html/${publicId}`]).toEqual(api.json);
    // crawlers read the whole text before any script; the body sits where the app puts it
    const root = page.text.slice(page.text.indexOf('<div id="root">'), page.text.indexOf('<script type="application/json" id="boot-data">'));
    expect(root).toContain('<div id="article-preview-preview" class="md-editor-preview default-theme"><h1 data-line="0" id="标题一">标题一<a class="heading-anchor"');
    expect(root).toContain('折叠的内容');
    expect(await violations(root)).toEqual([]);
  });

  it('an article without text keeps its summary card on the first paint', async () => {
    const [empty] = await addArticles([{ article_title: '空文章', article_description: '只有摘要' }]);
    const page = await call('GET', `/article?id=${empty!.id}`, { token: adminToken, headers: { Accept: 'text/html' } });
    expect(page.text).toContain('<div class="card seo-prerender__summary"><p>只有摘要</p></div>');
    expect(page.text).not.toContain('article-preview-preview');
  });
});
