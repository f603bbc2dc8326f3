import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, PHONE, launch, login, newPage, toast, withTheme, THEMES, SHOTS_ONLY, look } from './browser.mjs';

let browser;
let articleId;
before(async () => {
  browser = await launch();
  const res = await fetch(`${BASE}/api/article/blogHomeGetArticleList/1/1`).then((r) => r.json());
  articleId = res.result.list[0].id;
});
after(async () => {
  await browser?.close();
});



/**
 * The board's 卡片 switch, pressed once the hot tags have loaded: they widen the
 * bar above it, and a click that lands while it moves can miss.
 */
async function showCards(page) {
  await page.getByRole('tablist', { name: '留言标签' }).getByRole('tab').nth(1).waitFor();
  const cards = page.getByRole('button', { name: '卡片' });
  await cards.click();
  await page.locator('.message-switch button[aria-pressed="true"]', { hasText: '卡片' }).waitFor();
}

/** No dialog may open, and nothing executable may reach the DOM. */
function watchDialogs(page) {
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}
const dangerous = (page, scope) =>
  page.evaluate((sel) => {
    const root = document.querySelector(sel) ?? document.body;
    const bad = root.querySelectorAll('script, iframe, [onerror], [onload], [onclick], [onmouseover]');
    return bad.length;
  }, scope);

/** The linked comment is on the page, marked, and inside the window. */
async function shownAt(page, comment) {
  await comment.waitFor();
  const handle = await comment.elementHandle();
  await page.waitForFunction((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  }, handle);
}

test('test comments and replies on an article; owner sees the badge, opens the drawer and lands on the article', async () => {
  const a = await newPage(browser);
  const dialogs = watchDialogs(a.page);
  await login(a.page, 'test', 'test123');
  await a.page.goto(`${BASE}/article?id=${articleId}`);
  // the comments load as the reader scrolls down to them
  await a.page.locator('.article-markdown').waitFor();
  await a.page.locator('.article-neighbours, .article-copyright').first().scrollIntoViewIfNeeded();
  await a.page.mouse.wheel(0, 3000);
  const section = a.page.locator('.comment-section');
  await section.waitFor();
  const stamp = Date.now().toString(36);
  const box = section.locator('.comment-editor__input').first();
  await box.fill(`<script>alert("x")</script>注入${stamp}`);
  await section.getByRole('button', { name: '发表评论' }).click();
  await toast(a.page, '评论成功').waitFor();
  await box.fill(`<u onmouseover="this.remove()">下划线${stamp}</u>`);
  await section.getByRole('button', { name: '发表评论' }).click();
  const underlined = section.locator('.comment-item__content u', { hasText: `下划线${stamp}` });
  await underlined.waitFor();
  await underlined.hover();
  assert.equal(await dangerous(a.page, '.comment-section'), 0);

  // reply to the comment just written (two levels: it lands under the top-level one)
  const mine = section.locator('.comment-thread').filter({ hasText: `下划线${stamp}` }).first();
  await mine.getByRole('button', { name: '回复' }).first().click();
  await mine.locator('.comment-editor__input').fill(`回复内容${stamp}`);
  await mine.getByRole('button', { name: '回复', exact: true }).last().click();
  await mine.locator('.comment-item--small', { hasText: `回复内容${stamp}` }).waitFor();
  await section.scrollIntoViewIfNeeded();
  await look(a.page, `community-comments-desktop-light.png`, { fullPage: false });
  assert.deepEqual(dialogs, []);
  assert.deepEqual(a.problems, []);
  await a.context.close();

  const b = await newPage(browser);
  await login(b.page, 'owner', 'owner123');
  const bell = b.page.locator('.site-header .notify-bell');
  await bell.locator('.notify-bell__badge').waitFor();
  const badge = await bell.locator('.notify-bell__badge').textContent();
  assert.match(badge, /^([1-9]|9\+)$/);
  await bell.click();
  const drawer = b.page.getByRole('dialog', { name: '我的消息' });
  const entry = drawer.locator('.notify-entry--unread', { hasText: `下划线${stamp}` });
  await entry.waitFor();
  await look(b.page, `community-notify-desktop-light.png`);
  await entry.locator('.notify-entry__main').click();
  // the notice opens the article at its comment: the section loads at once, the comment is in view and marked
  await b.page.waitForURL(new RegExp(`/article\\?id=${articleId}#comment-\\d+$`));
  await b.page.locator('.notify-drawer--open').waitFor({ state: 'detached' });
  await shownAt(b.page, b.page.locator('.comment-item--focus', { hasText: `下划线${stamp}` }));
  // a comment further down (the oldest, past the first page of 最新) opens the same way
  const parents = await fetch(`${BASE}/api/comment/frontGetParentComment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 1, for_id: articleId, current: 1, size: 100, order: 'new' }),
  }).then((r) => r.json());
  assert.ok(parents.result.total > 5, 'more than one page of comments');
  const oldest = parents.result.list.at(-1).id;
  await b.page.goto(`${BASE}/article?id=${articleId}#comment-${oldest}`);
  await shownAt(b.page, b.page.locator(`.comment-item--focus[data-comment-id="${oldest}"]`));
  assert.deepEqual(b.problems, []);
  await b.context.close();
});

test('test edits their own message-board note; a script note renders as text', async () => {
  const { context, page, problems } = await newPage(browser);
  const dialogs = watchDialogs(page);
  await login(page, 'test', 'test123');
  await page.goto(`${BASE}/message/publish`);
  const stamp = Date.now().toString(36);
  await page.getByLabel('留言内容').fill(`<img src=x onerror=alert(1)>${stamp}`);
  await page.getByRole('button', { name: '发布留言' }).click();
  await toast(page, '发布成功').waitFor();
  await page.waitForURL(`${BASE}/message/list`);
  await showCards(page);
  const first = page.locator('.message-card').first();
  await first.waitFor();
  assert.equal(await dangerous(page, '.message-board'), 0);

  // edit it: the card of test's newest note offers 编辑
  await first.getByRole('link', { name: '编辑' }).click();
  await page.waitForURL(/\/message\/publish\?id=\d+/);
  const text = page.getByLabel('留言内容');
  await text.waitFor();
  await page.waitForFunction(() => document.querySelector('textarea')?.value.length > 0);
  await text.fill(`改过的留言 ${stamp}`);
  await page.getByRole('button', { name: '保存修改' }).click();
  await toast(page, '修改成功').waitFor();
  await page.waitForURL(`${BASE}/message/list`);
  await page.locator('.message-card', { hasText: `改过的留言 ${stamp}` }).waitFor();
  assert.deepEqual(dialogs, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('screenshots: board, publish, drawer and comments, light and dark, desktop and phone', SHOTS_ONLY, async () => {
  for (const [name, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    for (const theme of THEMES) {
      const { context, page, problems } = await newPage(browser, options);
      await withTheme(page, theme);
      await login(page, 'owner', 'owner123');
      await page.goto(`${BASE}/message/list`);
      await showCards(page);
      await page.locator('.message-card').first().waitFor();
      await page.locator('.message-board').scrollIntoViewIfNeeded();
      await look(page, `community-board-${name}-${theme}.png`);
      await page.getByRole('button', { name: '弹幕' }).click();
      await page.locator('.danmu__item').first().waitFor();
      await look(page, `community-danmu-${name}-${theme}.png`, { settle: 2500 });
      await page.goto(`${BASE}/message/publish`);
      await page.getByLabel('留言内容').fill('预览一下：今天也要开心呀～');
      await page.locator('.message-publish').scrollIntoViewIfNeeded();
      await look(page, `community-publish-${name}-${theme}.png`, { fullPage: true });
      await page.goto(`${BASE}/message/detail?id=1`);
      // the note's comments come with the reader's first move (message-detail-route.tsx)
      await page.mouse.wheel(0, 300);
      await page.locator('.comment-thread').first().waitFor();
      await look(page, `community-detail-${name}-${theme}.png`, { fullPage: true });
      const bell = page.locator('.notify-bell').first();
      await bell.click();
      await page.locator('.notify-entry').first().waitFor();
      await look(page, `community-drawer-${name}-${theme}.png`, { settle: 400 });
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('the user center lists the user’s own notes and comments', async () => {
  const { context, page, problems } = await newPage(browser);
  await login(page, 'test', 'test123');
  await page.goto(`${BASE}/userCenter`);
  const activity = page.getByRole('region', { name: '我的动态' });
  await activity.locator('.uc-activity__list li').first().waitFor();
  await activity.getByRole('tab', { name: '我的评论' }).click();
  await activity.locator('.uc-activity__list li a[href^="/"]').first().waitFor();
  await look(page, `user-center-activity.png`, { fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});
