import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, PHONE, launch, newPage, withTheme, THEMES, SHOTS_ONLY, look } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});


test('home → article: list, rendered markdown with highlighted code, contents, copy button, neighbours; reading time is reported', async () => {
  const { context, page, problems } = await newPage(browser);
  const durations = [];
  page.on('request', (req) => {
    const m = /\/api\/article\/addReadingDuration\/(\d+)\/(\d+)$/.exec(req.url());
    if (m && req.method() === 'PUT') durations.push({ id: Number(m[1]), ms: Number(m[2]) });
  });
  await page.goto(`${BASE}/home`);
  const list = page.getByRole('region', { name: '文章列表' });
  const cards = list.locator('.article-card:not(.article-card--skeleton)');
  await cards.first().waitFor();
  assert.equal(await cards.count(), 5);
  await list.getByText('置顶').first().waitFor();
  await page.getByRole('heading', { name: '热门文章' }).waitFor();

  // paging: page 2 shows other articles
  const firstTitle = await cards.first().locator('h3').innerText();
  await list.getByRole('navigation', { name: '文章分页' }).getByRole('button', { name: '2', exact: true }).click();
  await page.waitForFunction((t) => document.querySelector('.article-card h3')?.textContent?.trim() !== t.trim(), firstTitle);
  await list.getByRole('navigation', { name: '文章分页' }).getByRole('button', { name: '1', exact: true }).click();
  // page 1 is back before its first link is read (reading it while page 2 still shows opens another article than the one named)
  await page.waitForFunction((t) => document.querySelector('.article-card h3')?.textContent?.trim() === t.trim(), firstTitle);

  // open the Rust article (code blocks in several languages)
  const link = list.locator('.article-card h3 a').first();
  const title = (await link.innerText()).trim();
  await link.click();
  await page.waitForURL(/\/article\?id=\d+$/);
  const articleId = Number(new URL(page.url()).searchParams.get('id'));
  await page.locator('.page-banner__title', { hasText: title }).waitFor();
  await page.getByText(/字数 \d+/).waitFor();
  await page.getByText(/约 \d+ 分钟/).waitFor();
  const preview = page.locator('#article-preview');
  await preview.locator('h2').first().waitFor();
  await page.getByRole('navigation', { name: '目录' }).locator('.md-editor-catalog-link').first().waitFor();
  await look(page, `article-top-desktop.png`);

  // reading time is reported when the reader leaves
  await page.waitForTimeout(1300);
  await page.locator('.site-header').getByRole('link', { name: /首页/ }).first().click();
  await page.waitForURL(/\/home$/);
  await page.waitForTimeout(300);
  assert.equal(durations.length, 1, 'one reading-duration report');
  assert.equal(durations[0].id, articleId);
  assert.ok(durations[0].ms >= 1000 && durations[0].ms < 60_000, `duration ${durations[0].ms}`);

  // an article with code: highlighted, with a copy button; a stylesheet for the code theme is same-origin
  await page.goto(`${BASE}/article?id=6`);
  const code = page.locator('#article-preview pre code.hljs, #article-preview pre code').first();
  await code.waitFor();
  assert.ok((await page.locator('#article-preview pre .hljs-keyword').count()) > 0, 'code is highlighted');
  assert.ok((await page.locator('#article-preview .md-editor-copy-button').count()) > 0, 'copy button');
  const themeHref = await page.locator('#article-code-theme').getAttribute('href');
  assert.match(themeHref, /^\/assets\/atom-one-dark/);
  await page.locator('#article-preview .md-editor-code').first().scrollIntoViewIfNeeded();
  await look(page, `article-code-desktop.png`);

  // neighbours and related articles
  await page.getByRole('navigation', { name: '上一篇与下一篇' }).waitFor();
  await page.getByRole('heading', { name: '相关推荐' }).waitFor();

  // a tag from the article opens its list
  const tag = page.getByRole('list', { name: '标签' }).getByRole('link').first();
  const tagName = (await tag.innerText()).trim();
  await tag.click();
  await page.waitForURL(/\/articleList\?id=\d+&type=tag/);
  await page.locator('.page-banner__title', { hasText: `标签 · ${tagName}` }).waitFor();
  await page.locator('.brief-card').first().waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('category and tag clouds lead to article lists; archives group by year', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${BASE}/category`);
  const cloud = page.locator('.cloud--category');
  await cloud.waitFor();
  const first = cloud.getByRole('link').first();
  const name = (await first.innerText()).replace(/\d+$/, '').trim();
  await first.click();
  await page.waitForURL(/\/articleList\?id=\d+&type=category/);
  await page.locator('.page-banner__title', { hasText: `分类 · ${name}` }).waitFor();
  await page.locator('.brief-card').first().waitFor();

  await page.goto(`${BASE}/tag`);
  await page.locator('.cloud--tag').getByRole('link').first().waitFor();
  assert.ok((await page.locator('.cloud--tag a').count()) > 5);

  await page.goto(`${BASE}/archives`);
  await page.getByText(/目前共计 \d+ 篇文章/).waitFor();
  const years = await page.locator('.timeline__year-title').allInnerTexts();
  assert.ok(years.length >= 1);
  assert.deepEqual([...years].sort().reverse(), years, 'years newest first');
  assert.deepEqual(problems, []);
  await context.close();
});

test('search: history, hot list, Chinese and English keywords, result opens the article, Ctrl+K', async () => {
  const { context, page, problems } = await newPage(browser);
  const searches = [];
  page.on('request', (req) => req.url().includes('/getArticleListByContent/') && searches.push(decodeURIComponent(req.url().split('/').pop())));
  await page.goto(`${BASE}/home`);
  await page.locator('.site-header').getByRole('button', { name: '搜索文章' }).click();
  const dialog = page.getByRole('dialog', { name: '搜索文章' });
  await dialog.waitFor();
  await dialog.getByText('暂无搜索历史').waitFor();
  const hot = dialog.locator('.search-hot li');
  await hot.first().waitFor();
  assert.equal(await hot.count(), 5);
  assert.equal(searches.length, 0, 'no search while the input is empty');

  const input = dialog.getByRole('searchbox', { name: '搜索关键词' });
  await input.fill('边缘');
  const hits = dialog.locator('.search-hit:not(.search-hit--skeleton)');
  await hits.first().waitFor();
  assert.ok((await hits.first().locator('mark').count()) + (await hits.nth(0).innerHTML()).includes('<mark>'));
  assert.deepEqual(searches, ['边缘'], 'one debounced request');
  await look(page, `search-desktop-light.png`);

  await input.fill('');
  await input.fill('rust');
  await dialog.locator('.search-hit mark', { hasText: /rust/i }).first().waitFor();
  const hitTitle = (await hits.first().locator('.search-hit__title').innerText()).trim();
  await input.press('ArrowDown');
  await input.press('Enter');
  await page.waitForURL(/\/article\?id=\d+$/);
  await page.locator('.page-banner__title', { hasText: hitTitle }).waitFor();

  // history kept, newest first; clearing the input shows it
  await page.keyboard.press('Control+k');
  await dialog.waitFor();
  await dialog.locator('.search-history__word').first().waitFor();
  assert.deepEqual(await dialog.locator('.search-history__word').allInnerTexts(), ['rust']);
  await dialog.locator('.search-hot__item').first().click();
  await page.waitForURL(/\/article\?id=\d+$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('screenshots: home, article, archives and search, light and dark, desktop and phone', SHOTS_ONLY, async () => {
  for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const theme of THEMES) {
      const { context, page, problems } = await newPage(browser, options);
      await withTheme(page, theme);
      await page.goto(`${BASE}/home`);
      await page.locator('.article-card h3').first().waitFor();
      await page.locator('#home-content').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await look(page, `reading-home-${name}-${theme}.png`);

      await page.goto(`${BASE}/article?id=6`);
      await page.locator('#article-preview pre').first().waitFor();
      await page.waitForLoadState('networkidle');
      await look(page, `reading-article-${name}-${theme}.png`);
      await page.evaluate(() => window.scrollTo(0, 900));
      await look(page, `reading-article-body-${name}-${theme}.png`, { settle: 300 });

      await page.goto(`${BASE}/archives`);
      await page.locator('.timeline__item').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.waitForLoadState('networkidle');
      await look(page, `reading-archives-${name}-${theme}.png`);

      // the header hides while scrolling down and comes back going up
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('.site-header:not(.site-header--hidden)').waitFor();
      await page.locator('.site-header').getByRole('button', { name: '搜索文章' }).click();
      await page.getByRole('searchbox', { name: '搜索关键词' }).fill('缓存');
      await page.locator('.search-hit mark').first().waitFor();
      await look(page, `reading-search-${name}-${theme}.png`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});
