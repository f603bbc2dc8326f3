import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, DESKTOP, PHONE, launch, newPage, withTheme, look, LOOK_THEMES } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch(['--autoplay-policy=no-user-gesture-required']);
});
after(async () => {
  await browser?.close();
});

const seconds = (text) => text.split('/')[0].trim().split(':').reduce((m, s) => m * 60 + Number(s), 0);
const playedSeconds = async (page) => seconds(await page.locator('.music-bar__time').innerText());
const toastGone = (page) => page.locator('[role="status"]').filter({ hasText: /添加成功|删除成功/ }).first().waitFor({ state: 'hidden' });

async function openPlayer(page) {
  await page.getByRole('button', { name: /打开音乐播放器/ }).click();
  const player = page.getByRole('dialog', { name: '音乐播放器' });
  await player.waitFor();
  // the playlist at index 3 is open first
  await player.locator('.music-playlist.is-active').filter({ hasText: '每日推荐' }).waitFor();
  await player.locator('.music-table__name button').first().waitFor();
  return player;
}

test('the player opens from the disc, plays a demo song, advances, seeks and shows both lyric modes', async () => {
  // the player behaves the same in both themes: the dark one only when pictures are taken
  for (const theme of LOOK_THEMES) {
    const { context, page, problems } = await newPage(browser, DESKTOP);
    await withTheme(page, theme);
    await page.goto(`${BASE}/home`);
    await page.getByText('左下角听听歌吧～').waitFor();
    const player = await openPlayer(page);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
    await player.getByRole('button', { name: '播放 小星星' }).click();
    await player.getByRole('button', { name: '暂停' }).waitFor();
    await page.waitForFunction(() => /^00:0[2-9]/.test(document.querySelector('.music-bar__time')?.textContent ?? ''));
    assert.equal(await player.locator('.music-bar__title').innerText(), '小星星');
    assert.equal(await player.locator('.music-bar__artist').innerText(), '法国童谣');

    await player.getByRole('slider', { name: '播放进度' }).fill('30');
    await page.waitForFunction(() => {
      const t = (document.querySelector('.music-bar__time')?.textContent ?? '').split('/')[0].trim();
      return t >= '00:30' && t < '00:40';
    });
    assert.ok((await playedSeconds(page)) >= 30);
    await look(page, `music-player-desktop-${theme}.png`);

    // play mode cycles RANDOM → LISTLOOP → SINGLECYCLE → RANDOM
    const mode = player.locator('[data-mode]');
    assert.equal(await mode.getAttribute('data-mode'), 'RANDOM');
    await mode.click();
    assert.equal(await mode.getAttribute('data-mode'), 'LISTLOOP');
    await mode.click();
    assert.equal(await mode.getAttribute('data-mode'), 'SINGLECYCLE');
    await mode.click();
    assert.equal(await mode.getAttribute('data-mode'), 'RANDOM');

    await player.getByRole('button', { name: '歌词', exact: true }).click();
    const board = page.getByRole('dialog', { name: '歌词' });
    await board.locator('.lyric-common li.is-current').waitFor();
    // clicking a line seeks to it
    await board.getByRole('button', { name: '满天都是小星星' }).first().click();
    await page.waitForFunction(() => document.querySelector('.lyric-common li.is-current')?.textContent === '满天都是小星星');
    assert.ok((await playedSeconds(page)) < 10);
    await look(page, `music-lyric-common-desktop-${theme}.png`, { settle: 600 });

    await board.getByRole('radio', { name: '沉浸' }).click();
    await board.locator('.lyric-special__title').waitFor();
    await board.locator('.special-line').waitFor();
    await look(page, `music-lyric-special-desktop-${theme}.png`, { settle: 1500 });
    await board.getByRole('button', { name: '关闭歌词' }).click();
    await player.getByRole('button', { name: '关闭音乐播放器' }).click();
    await player.waitFor({ state: 'hidden' });
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('custom list add and remove, state restored after a reload, music keeps playing across pages', async () => {
  const { context, page, problems } = await newPage(browser, DESKTOP);
  await page.goto(`${BASE}/home`);
  let player = await openPlayer(page);

  const custom = player.locator('.music-popover-anchor').filter({ hasText: '我的歌单' }).first();
  await custom.getByRole('button', { name: /我的歌单/ }).click();
  await player.getByText('歌单空空如也', { exact: false }).waitFor();
  await custom.getByRole('button', { name: /我的歌单/ }).click();

  await player.getByRole('button', { name: '添加 送别 到我的歌单' }).click();
  await page.locator('[role="status"]').filter({ hasText: '添加成功' }).first().waitFor();
  await player.getByRole('button', { name: '添加 茉莉花 到我的歌单' }).click();
  await player.getByRole('button', { name: '送别 已在我的歌单' }).waitFor();
  await toastGone(page);
  await custom.getByRole('button', { name: /我的歌单/ }).click();
  const popover = player.getByRole('region', { name: '我的歌单' });
  await popover.getByRole('button', { name: /茉莉花/ }).first().click();
  await player.getByRole('button', { name: '暂停' }).waitFor();
  assert.equal(await player.locator('.music-bar__title').innerText(), '茉莉花');
  await popover.getByRole('button', { name: '从我的歌单删除 送别' }).click();
  await page.locator('[role="status"]').filter({ hasText: '删除成功' }).first().waitFor();
  assert.equal(await popover.locator('li').count(), 1);

  // search: Enter searches, results can be added
  await player.getByRole('button', { name: '搜索', exact: true }).click();
  await player.getByPlaceholder('请输入歌曲名或歌手').fill('贝多芬');
  await player.getByPlaceholder('请输入歌曲名或歌手').press('Enter');
  await player.getByRole('button', { name: '欢乐颂', exact: true }).waitFor();
  await player.getByRole('button', { name: '添加 致爱丽丝 到我的歌单' }).click();
  await player.getByRole('button', { name: '致爱丽丝 已在我的歌单' }).waitFor();
  await player.getByPlaceholder('请输入歌曲名或歌手').fill('没有这首歌');
  await player.getByRole('button', { name: '搜索', exact: true }).last().click();
  await page.locator('[role="status"]').filter({ hasText: '暂无相关歌曲' }).first().waitFor();
  await look(page, `music-search-desktop.png`);

  // navigation with the player closed: the same audio keeps playing (the player reopens on the tab it was left on)
  await player.getByRole('button', { name: '歌单', exact: true }).click();
  await player.getByRole('button', { name: '关闭音乐播放器' }).click();
  await page.locator('.music-disc__button.is-playing').waitFor();
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: /时间轴|归档/ }).first().click();
  await page.waitForURL(/\/archives/);
  const before = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1500);
  await page.locator('.music-disc__button.is-playing').waitFor();
  player = await openPlayer(page);
  assert.equal(await player.locator('.music-bar__title').innerText(), '茉莉花');
  assert.ok((await playedSeconds(page)) >= 2, 'time kept advancing after navigation');
  assert.ok(before > 0);

  // reload: the saved session comes back (custom list, mode, song)
  await player.locator('[data-mode]').click();
  await page.reload();
  assert.ok(await page.evaluate(() => Boolean(localStorage.getItem('blog-music-player'))));
  player = await openPlayer(page);
  await player.locator('.music-bar__title').filter({ hasText: '茉莉花' }).waitFor();
  assert.equal(await player.locator('[data-mode]').getAttribute('data-mode'), 'LISTLOOP');
  await player.locator('.music-chip', { hasText: '我的歌单' }).click();
  const restored = player.getByRole('region', { name: '我的歌单' });
  assert.deepEqual(await restored.locator('strong').allInnerTexts(), ['茉莉花', '致爱丽丝']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('phone layout and ?showSpecial open the player, the lyric board and the special mode', async () => {
  for (const theme of LOOK_THEMES) {
    const { context, page, problems } = await newPage(browser, PHONE);
    await withTheme(page, theme);
    await page.goto(`${BASE}/home`);
    const player = await openPlayer(page);
    assert.ok(await player.evaluate((el) => el.classList.contains('is-narrow')));
    await player.getByRole('button', { name: '播放 送别' }).click();
    await player.getByRole('button', { name: '暂停' }).waitFor();
    await look(page, `music-player-phone-${theme}.png`, { settle: 800 });
    await player.getByRole('button', { name: '歌词', exact: true }).click();
    await page.locator('.lyric-common li.is-current').waitFor();
    await look(page, `music-lyric-common-phone-${theme}.png`, { settle: 800 });
    await context.close();
    assert.deepEqual(problems, []);

    const special = await newPage(browser, PHONE);
    await withTheme(special.page, theme);
    await special.page.goto(`${BASE}/home?showSpecial=1`);
    const board = special.page.getByRole('dialog', { name: '歌词' });
    await board.getByRole('radio', { name: '沉浸', checked: true }).waitFor();
    await board.locator('.lyric-special__title').waitFor();
    await look(special.page, `music-lyric-special-phone-${theme}.png`, { settle: 500 });
    assert.deepEqual(special.problems, []);
    await special.context.close();
  }
});
