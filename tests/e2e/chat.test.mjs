import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { deflateSync } from 'node:zlib';
import { BASE, DESKTOP, PHONE, launch, login, newPage, toast, withTheme, SHOTS_ONLY, look } from './browser.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});


/** A small gradient PNG (real image bytes: the upload checks magic bytes). */
function gradientPng(w = 160, h = 100) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = [];
  for (let y = 0; y < h; y++) {
    const row = [0];
    for (let x = 0; x < w; x++) row.push(60 + (x * 150) / w, 120 + (y * 100) / h, 230);
    rows.push(Buffer.from(row));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}


async function openChat(page) {
  await page.getByRole('button', { name: /打开聊天室/ }).click();
  const room = page.getByRole('dialog', { name: '聊天室' });
  await room.getByText(/在线人数 \d+ 人/).waitFor();
  return room;
}

test('two users chat: text, emoji, image, revoke; the admin forces one offline', async () => {
  const owner = await newPage(browser, DESKTOP);
  const tester = await newPage(browser, DESKTOP);
  const anon = await newPage(browser, PHONE);
  await login(owner.page, 'owner', 'owner123');
  await login(tester.page, 'test', 'test123');
  const ownerRoom = await openChat(owner.page);
  const testerRoom = await openChat(tester.page);
  await ownerRoom.getByText('在线人数 2 人').waitFor();

  // text
  const text = `你好，聊天室 ${Date.now() % 10000}`;
  await testerRoom.getByLabel('聊天内容').fill(text);
  await testerRoom.getByRole('button', { name: '发送' }).click();
  await testerRoom.locator('.chat-msg--own').filter({ hasText: text }).waitFor();
  const seen = ownerRoom.locator('.chat-msg').filter({ hasText: text });
  await seen.waitFor();
  assert.equal(await seen.evaluate((el) => el.classList.contains('chat-msg--own')), false);

  // emoji from the picker, sent with Enter
  await testerRoom.getByRole('button', { name: '表情' }).click();
  await testerRoom.getByRole('listbox', { name: '表情' }).getByRole('option').nth(7).click();
  const emoji = await testerRoom.getByLabel('聊天内容').inputValue();
  assert.equal(emoji, '😂');
  await testerRoom.getByLabel('聊天内容').press('Enter');
  await ownerRoom.locator('.chat-msg__bubble', { hasText: '😂' }).waitFor();

  // image
  await testerRoom.locator('input[type=file]').setInputFiles({ name: 'sky.png', mimeType: 'image/png', buffer: gradientPng() });
  const ownerImage = ownerRoom.locator('.chat-msg__image img');
  await ownerImage.waitFor();
  assert.match(await ownerImage.getAttribute('src'), /^\/img\//);
  await owner.page.waitForFunction(() => document.querySelector('.chat-msg__image img')?.complete);

  // an anonymous reader sees the room but cannot send
  await anon.page.goto(`${BASE}/message/chat`);
  await anon.page.locator('.chat-msg').filter({ hasText: text }).waitFor();
  await anon.page.getByLabel('聊天内容').fill('我没登录');
  await anon.page.getByRole('button', { name: '发送' }).click();
  await toast(anon.page, '请先登录').waitFor();
  assert.equal(await anon.page.getByRole('button', { name: /重新连接/ }).count(), 0);
  // the reader watching is counted, beside the two signed in (issue 28: it saw 0 人)
  await anon.page.getByText('在线人数 3 人').waitFor();

  await look(owner.page, `chat-desktop-light.png`);

  // revoke own message: gone for everyone
  await testerRoom.locator('.chat-msg--own').filter({ hasText: text }).getByRole('button', { name: '撤回' }).click();
  await toast(tester.page, '撤回成功').waitFor();
  await seen.waitFor({ state: 'detached' });
  await anon.page.locator('.chat-msg').filter({ hasText: text }).waitFor({ state: 'detached' });
  // the tester cannot revoke the owner's message: no button on others' messages
  await ownerRoom.getByLabel('聊天内容').fill('管理员的消息');
  await ownerRoom.getByLabel('聊天内容').press('Enter');
  const ownerMsg = testerRoom.locator('.chat-msg').filter({ hasText: '管理员的消息' });
  await ownerMsg.waitFor();
  assert.equal(await ownerMsg.getByRole('button', { name: '撤回' }).count(), 0);

  // force offline
  await ownerRoom.getByRole('button', { name: /在线人数/ }).click();
  const row = ownerRoom.getByRole('list', { name: '在线用户' }).getByRole('listitem').filter({ hasText: '测试' });
  await row.getByRole('button', { name: '下线' }).click();
  await ownerRoom.getByRole('alertdialog').getByText(/^确认强制下线.+吗$/).waitFor();
  await ownerRoom.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await testerRoom.getByText('已被强制下线').waitFor();
  await toast(tester.page, '你已被管理员强制下线').waitFor();
  // the owner and the anonymous reader
  await ownerRoom.getByText('在线人数 2 人').waitFor();
  await tester.page.waitForTimeout(1500);
  assert.equal(await testerRoom.getByText('已被强制下线').count(), 1, 'stays offline');
  await testerRoom.getByRole('button', { name: /重新连接/ }).click();
  await ownerRoom.getByText('在线人数 3 人').waitFor();

  for (const p of [owner, tester, anon]) assert.deepEqual(p.problems, []);
  for (const p of [owner, tester, anon]) await p.context.close();
});

test('the room looks right: dialog and page, light and dark, desktop and phone', SHOTS_ONLY, async () => {
  for (const [name, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    for (const theme of ['light', 'dark']) {
      const { context, page, problems } = await newPage(browser, options);
      await withTheme(page, theme);
      await login(page, 'test', 'test123');
      if (name === 'desktop') {
        const room = await openChat(page);
        await room.getByRole('button', { name: '表情' }).click();
      } else {
        await page.goto(`${BASE}/message/chat`);
        await page.getByText(/在线人数 \d+ 人/).waitFor();
      }
      await page.locator('.chat-msg').first().waitFor();
      await look(page, `chat-${name}-${theme}.png`, { settle: 300 });
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

test('the chat button is on every page but the room page, and the room code is not in the first load', async () => {
  const { context, page, problems } = await newPage(browser);
  const scripts = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(`${BASE}/home`);
  await page.getByRole('button', { name: '打开聊天室' }).waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(scripts.some((u) => /chat-(dialog|room)/.test(u)), false);
  await page.goto(`${BASE}/message/chat`);
  await page.getByRole('heading', { name: '聊天室' }).waitFor();
  assert.equal(await page.getByRole('button', { name: /打开聊天室/ }).count(), 0);
  assert.equal(await page.locator('footer').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});
