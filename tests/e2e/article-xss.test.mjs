/**
 * Article HTML is sanitised (issue 12): the owner writes an article whose
 * markdown carries every raw-HTML payload of tests/web/article-xss-payloads.json;
 * neither the editor's live preview (md-editor-rt + DOMPurify) nor the article
 * page (the worker's render, issue 17: in the app and in the prerendered page
 * before any script) keeps anything that runs, loads or submits, and the
 * payloads' window.__xss flag stays unset with the page's CSP switched off (so
 * the sanitiser stopped them, not the CSP).
 * The ordinary parts (heading ids and contents, highlighted code, copy button,
 * own images, external links with rel) still work.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, launch, newPage, toast, look } from './browser.mjs';

const { payloads } = JSON.parse(readFileSync(new URL('../web/article-xss-payloads.json', import.meta.url), 'utf8'));

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const ORDINARY = `## 第一节

正文里有 [外部链接](https://example.com/page) 和 [站内链接](/home)。

\`\`\`ts
const answer: number = 42;
\`\`\`

![一张本站图片](/img/demo/photo-01.svg)

## 第二节

<details><summary>展开看看</summary>

折叠的内容

</details>
`;

/** Runs in the page: everything under `selector` that could run, load or submit. */
function findViolations(selector) {
  const root = document.querySelector(selector);
  if (!root) return [`no ${selector}`];
  const found = [];
  const forbidden = 'script, iframe, frame, frameset, form, button, style, link, meta, base, object, embed, use, animate, set, image, foreignObject, math, noscript, input:not([type="checkbox"][disabled])';
  for (const el of root.querySelectorAll(forbidden)) found.push(`<${el.nodeName.toLowerCase()}>`);
  for (const el of root.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      const v = value.replace(/\s/g, '').toLowerCase();
      if (name.toLowerCase().startsWith('on')) found.push(`${el.nodeName} ${name}`);
      if (/^(javascript|data|vbscript):/.test(v) || v.includes('__xss')) found.push(`${el.nodeName} ${name}=${value}`);
      if (['srcset', 'formaction', 'action', 'xlink:href'].includes(name)) found.push(`${el.nodeName} ${name}`);
      if (name === 'style' && v.includes('url(')) found.push(`${el.nodeName} style=${value}`);
    }
  }
  for (const img of root.querySelectorAll('img')) if (new URL(img.src).origin !== location.origin) found.push(`img ${img.src}`);
  return found;
}

async function loginAsOwner(page) {
  await page.goto(`${BASE}/admin`);
  await page.locator('.adm-gate').getByRole('button', { name: '登录' }).click();
  const form = page.getByRole('form', { name: '登录表单' });
  await form.getByLabel('账号').fill('owner');
  await form.getByLabel('密码', { exact: true }).fill('owner123');
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();
}

test('an article full of XSS payloads renders none of them, in the editor preview or on the page', async () => {
  // Without the CSP a payload that got through would really run. (With it, Chrome
  // even reports script-src-attr for handlers merely parsed by DOMPurify's inert
  // DOMParser, so violation reports could not tell the two apart.)
  const { context, page, problems } = await newPage(browser, { ...DESKTOP, bypassCSP: true });
  await loginAsOwner(page);
  const title = `XSS 载荷文章${Date.now() % 1e6}`;
  await page.getByRole('link', { name: '写文章' }).first().click();
  await page.getByRole('textbox', { name: '标题' }).fill(title);
  // pasted as the clipboard hands text over, so CodeMirror takes it verbatim (no auto-closing brackets)
  const markdown = `${ORDINARY}\n${payloads.join('\n\n')}\n`;
  const editor = page.locator('#admin-md-editor .cm-content');
  await editor.click();
  await editor.evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, markdown);

  // the owner's live preview
  const preview = '#admin-md-editor .md-editor-preview';
  // attached, not visible: a <style> that got through would hide the page and must fail below, not time out here
  await page.locator(preview).getByText('展开看看').waitFor({ state: 'attached' });
  await page.locator(preview).getByText('js link').waitFor({ state: 'attached' });
  assert.deepEqual(await page.evaluate(findViolations, preview), [], 'editor preview');
  assert.equal(await page.evaluate(() => window.__xss), undefined, 'no payload ran in the editor');

  await page.getByRole('combobox', { name: '分类' }).fill('安全测试');
  await page.getByRole('combobox', { name: '标签' }).fill('XSS');
  await page.getByRole('combobox', { name: '标签' }).press('Enter');
  await page.getByRole('button', { name: '发布文章' }).click();
  await toast(page, '文章已发布').waitFor();
  const list = (await (await page.request.get(`${BASE}/api/article/blogHomeGetArticleList/1/100`)).json()).result.list;
  const article = list.find((a) => a.article_title === title);
  assert.ok(article, 'the article is published');

  // the reader's page, loaded fresh as a visitor arriving from a link
  await page.goto(`${BASE}/article?id=${article.id}`);
  const body = page.locator('#article-preview');
  await body.getByText('展开看看').waitFor({ state: 'attached' });
  await body.locator('pre .hljs-keyword').first().waitFor({ state: 'attached' });
  // every image has loaded or failed: an onerror/onload payload would have run by now
  await page.waitForLoadState('load');
  assert.deepEqual(await page.evaluate(findViolations, '#article-preview'), [], 'article page');
  assert.equal(await page.evaluate(() => window.__xss), undefined, 'no payload ran on the article page');

  // the ordinary article still works: contents, copy button, own image, external link
  assert.equal(await body.locator('h2', { hasText: '第一节' }).getAttribute('id'), '第一节');
  const toc = page.getByRole('navigation', { name: '目录' });
  await toc.locator('.md-editor-catalog-link', { hasText: '第二节' }).click();
  await page.waitForFunction(() => {
    const h = document.getElementById('第二节');
    return h && h.getBoundingClientRect().top < 200;
  });
  assert.ok((await body.locator('.md-editor-copy-button').count()) > 0, 'copy button');
  assert.ok(await body.locator('img[src="/img/demo/photo-01.svg"]').evaluate((img) => img.complete && img.naturalWidth > 0), 'own image loads');
  assert.equal(await body.locator('a[href="https://example.com/page"]').getAttribute('rel'), 'noopener noreferrer');
  assert.equal(await body.locator('a[href="/home"]').getAttribute('rel'), null);
  await look(page, `article-xss-desktop.png`, { fullPage: true });

  // the first paint, before any of the app's scripts: the worker put the body into the page, and it is clean there too
  const bare = await newPage(browser, { ...DESKTOP, bypassCSP: true });
  await bare.page.route('**/assets/*.js', (route) => route.abort());
  await bare.page.goto(`${BASE}/article?id=${article.id}`);
  await bare.page.locator('#article-preview').getByText('展开看看').waitFor({ state: 'attached' });
  await bare.page.waitForLoadState('load');
  assert.deepEqual(await bare.page.evaluate(findViolations, '#article-preview'), [], 'prerendered article');
  assert.equal(await bare.page.evaluate(() => window.__xss), undefined, 'no payload ran in the prerendered page');
  assert.equal(await bare.page.locator('script#boot-data').count(), 1, 'the boot block follows the body, whole');
  assert.deepEqual(bare.problems, []);
  await bare.context.close();

  assert.deepEqual(problems, []);
  await context.close();
});
