/**
 * The owner's console in a real browser: log in at /admin, write an article
 * with a pasted image, a new tag and a publish time in the future (hidden
 * from readers), publish it (on /home, in search, on its tag page), approve a
 * friend link, upload a song; screenshots light and dark, desktop and phone.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, PHONE, launch, newPage, toast, withTheme, THEMES, SHOTS_ONLY, look } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function tinyWav(ms = 400) {
  const samples = Math.round((8000 * ms) / 1000);
  const buf = Buffer.alloc(44 + samples * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(8000, 24);
  buf.writeUInt32LE(16000, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) buf.writeInt16LE(Math.round(Math.sin(i / 5) * 6000), 44 + i * 2);
  return buf;
}

/** China-time "YYYY-MM-DDTHH:mm" some minutes from now, for the datetime-local input. */
const chinaLocal = (minutes) => new Date(Date.now() + 8 * 3600_000 + minutes * 60_000).toISOString().slice(0, 16);

async function loginAsOwner(page) {
  await page.goto(`${BASE}/admin`);
  await page.getByText('请使用管理员账号登录后进入后台。').waitFor();
  await page.locator('.adm-gate').getByRole('button', { name: '登录' }).click();
  const form = page.getByRole('form', { name: '登录表单' });
  await form.getByLabel('账号').fill('owner');
  await form.getByLabel('密码', { exact: true }).fill('owner123');
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('navigation', { name: '后台导航' }).waitFor();
}

const api = async (page, path) => (await page.request.get(`${BASE}${path}`)).json();
const homeTitles = async (page) => (await api(page, '/api/article/blogHomeGetArticleList/1/100')).result.list.map((a) => a.article_title);

test('a normal user sees 403 at /admin, never the console', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${BASE}/admin`);
  await page.locator('.adm-gate').getByRole('button', { name: '登录' }).click();
  const form = page.getByRole('form', { name: '登录表单' });
  await form.getByLabel('账号').fill('test');
  await form.getByLabel('密码', { exact: true }).fill('test123');
  await form.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByText('普通用户仅限查看，后台只对管理员开放。').waitFor();
  assert.equal(await page.getByRole('navigation', { name: '后台导航' }).count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the owner schedules an article with a pasted image and a new tag, then publishes it', async () => {
  const { context, page, problems } = await newPage(browser);
  await loginAsOwner(page);
  const title = `控制台新文章${Date.now() % 1e6}`;
  const tagName = `新标签${Date.now() % 1e5}`;
  await page.getByRole('link', { name: '写文章' }).first().click();
  await page.getByRole('textbox', { name: '标题' }).fill(title);
  const editor = page.locator('#admin-md-editor .cm-content');
  await editor.click();
  await page.keyboard.type('# 第一节\n\n控制台写的正文，含有独特词语翡翠鸬鹚。\n\n');
  // paste an image the way the clipboard hands one over
  await editor.evaluate((el, b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'pasted.png', { type: 'image/png' }));
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, PNG_1PX);
  // the uploaded image lands in the markdown, so the live preview shows it from R2
  await page.locator('#admin-md-editor img[src^="/img/upload/"]').waitFor({ state: 'attached' });
  await page.getByRole('combobox', { name: '分类' }).fill('控制台分类');
  await page.getByRole('combobox', { name: '标签' }).fill(tagName);
  await page.getByRole('combobox', { name: '标签' }).press('Enter');
  await page.getByLabel('摘要').fill('在后台写的一篇文章');
  await page.getByText('定时发布', { exact: true }).first().click();
  await page.getByRole('button', { name: '定时发布' }).click();
  await page.getByText('请选择一个将来的发布时间').waitFor();
  await page.getByLabel('发布时间（北京时间）').fill(chinaLocal(120));
  await look(page, `admin-editor-light.png`);
  await page.getByRole('button', { name: '定时发布' }).click();
  await toast(page, '已设置定时发布').waitFor();
  await page.waitForURL(/\/admin\/articles$/);

  assert.ok(!(await homeTitles(page)).includes(title), 'scheduled article is hidden from /home');
  await page.getByRole('tab', { name: '定时发布' }).click();
  const row = page.locator('tr', { hasText: title });
  await row.getByText(/^定时/).waitFor();
  await row.getByRole('button', { name: '编辑' }).click();
  await page.getByRole('textbox', { name: '标题' }).and(page.locator(`[value="${title}"]`)).waitFor();
  await page.getByText('立即发布', { exact: true }).click();
  await page.getByRole('button', { name: '发布文章' }).click();
  await toast(page, '文章已发布').waitFor();

  assert.ok((await homeTitles(page)).includes(title), 'published article is on /home');
  const hits = (await api(page, `/api/article/getArticleListByContent/${encodeURIComponent('翡翠鸬鹚')}`)).result;
  assert.equal(hits[0]?.article_title, title);
  const tag = (await api(page, '/api/tag/getTagDictionary')).result.find((t) => t.tag_name === tagName);
  assert.ok(tag, 'the new tag exists');
  await page.goto(`${BASE}/articleList?${new URLSearchParams({ id: String(tag.id), type: 'tag', name: tagName })}`);
  await page.getByText(title).first().waitFor();
  await page.goto(`${BASE}/home`);
  await page.getByText(title).first().waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test('the owner approves a pending friend link and uploads a song', async () => {
  const { context, page, problems } = await newPage(browser);
  await loginAsOwner(page);
  await page.getByRole('link', { name: '友链' }).click();
  const pending = page.locator('tr', { hasText: '云上笔记' });
  await pending.getByText('待审核').waitFor();
  await pending.getByRole('button', { name: '通过' }).click();
  await toast(page, '审核通过，已通知申请人').waitFor();
  await pending.getByText('已通过').waitFor();
  const links = (await (await page.request.post(`${BASE}/api/links/getLinksList`, { data: { current: 1, size: 50 } })).json()).result.list;
  assert.ok(links.some((l) => l.site_name === '云上笔记'), 'approved link is public');
  // the applicant (the test account) is told with a type-4 notification
  const login = await (await page.request.post(`${BASE}/api/user/login`, { data: { username: 'test', password: 'test123' } })).json();
  const notes = await (await page.request.post(`${BASE}/api/notify/getNotifyList`, { data: { current: 1, size: 20 }, headers: { Authorization: login.result.token } })).json();
  assert.ok(notes.result.list.some((n) => n.type === 4 && n.message.includes('云上笔记') && n.message.includes('通过')));

  await page.getByRole('link', { name: '音乐库' }).click();
  await page.getByRole('button', { name: '上传歌曲' }).click();
  const dialog = page.getByRole('dialog', { name: '上传歌曲' });
  await dialog.getByRole('button', { name: '上传' }).click();
  await dialog.getByText('请选择音频文件').waitFor();
  await dialog.getByLabel(/音频文件/).setInputFiles({ name: 'evening.wav', mimeType: 'audio/wav', buffer: tinyWav(3000) });
  await dialog.getByLabel('歌名').fill('控制台小夜曲');
  await dialog.getByLabel('歌手', { exact: true }).fill('博主');
  await dialog.getByLabel('LRC 歌词').setInputFiles({ name: 'a.lrc', mimeType: 'text/plain', buffer: Buffer.from('[00:00.00]晚安\n') });
  await dialog.getByRole('button', { name: '上传' }).click();
  await toast(page, '歌曲已上传').waitFor();
  await page.locator('tr', { hasText: '控制台小夜曲' }).getByText('0:03').waitFor();
  const found = await api(page, `/wapi/search?keywords=${encodeURIComponent('控制台小夜曲')}`);
  assert.equal(found.result.songs[0]?.name, '控制台小夜曲');
  assert.deepEqual(problems, []);
  await context.close();

  // and a visitor finds it in the player and plays it (a browser that may autoplay)
  const listener = await launch(['--autoplay-policy=no-user-gesture-required']);
  try {
    const visitor = await newPage(listener);
    await visitor.page.goto(`${BASE}/home`);
    await visitor.page.getByRole('button', { name: /打开音乐播放器/ }).click();
    const player = visitor.page.getByRole('dialog', { name: '音乐播放器' });
    await player.getByRole('button', { name: '搜索', exact: true }).click();
    await player.getByPlaceholder('请输入歌曲名或歌手').fill('控制台小夜曲');
    await player.getByPlaceholder('请输入歌曲名或歌手').press('Enter');
    await player.getByRole('button', { name: '控制台小夜曲', exact: true }).click();
    await visitor.page.waitForFunction(() => document.querySelector('.music-bar__title')?.textContent === '控制台小夜曲');
    // the uploaded bytes really play: the audio element loads them and its clock moves
    await visitor.page.waitForFunction(() => /^00:0[1-3]/.test(document.querySelector('.music-bar__time')?.textContent ?? ''));
    assert.deepEqual(visitor.problems, []);
  } finally {
    await listener.close();
  }
});

test('console screenshots: light and dark, desktop and phone', SHOTS_ONLY, async () => {
  for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const theme of THEMES) {
      const { context, page, problems } = await newPage(browser, options);
      await withTheme(page, theme);
      await loginAsOwner(page);
      await page.getByText('近 14 天访问量').waitFor();
      await page.waitForLoadState('networkidle');
      await look(page, `admin-dashboard-${name}-${theme}.png`);
      await page.goto(`${BASE}/admin/articles`);
      await page.locator('.adm-table tbody tr').first().waitFor();
      await look(page, `admin-articles-${name}-${theme}.png`);
      if (name === 'desktop') {
        await page.goto(`${BASE}/admin/articles/new`);
        await page.locator('#admin-md-editor').waitFor();
        await look(page, `admin-editor-${name}-${theme}.png`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});
