/**
 * The site as an installable, offline-capable app (issue 30 item 3): the service worker
 * (web/src/sw), the manifest, offline reading, 离线收听 and the update offer.
 *
 * What is real: Chromium's own service worker, Cache Storage and installability check (CDP
 * Page.getInstallabilityErrors), the built site on wrangler dev, and for push the worker's own
 * encrypted delivery (RFC 8291) to the subscription's endpoint and the service worker's push and
 * notificationclick handlers. What stands in: going offline
 * is Playwright's network emulation (`context.setOffline`, which also turns navigator.onLine
 * false), and "a new deploy" is a small proxy in front of the server that starts serving /sw.js
 * with another version string, which is what a deploy changes in that script (Playwright's
 * routes never see the browser's own update check of a service worker script). Headless Chromium
 * has no push service: the page's PushManager hands out a subscription whose endpoint is a local
 * push service in this file, with a key pair made here; what that service decrypts is delivered to
 * the service worker through CDP (ServiceWorker.deliverPushMessage), and the notification's click
 * is dispatched in the service worker (no OS notification to click in headless).
 */
import assert from 'node:assert/strict';
import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import { after, before, test } from 'node:test';
import { BASE, launch, login, newPage, toast } from './browser.mjs';

let browser;
before(async () => {
  // the whole browser: the headless shell has no push service, and its offline mode missed the service worker's reads
  browser = await launch(['--autoplay-policy=no-user-gesture-required'], { full: true });
});
after(async () => {
  await browser?.close();
});

/** The service worker has taken the page (it claims pages as soon as it is active). */
const controlled = (page) => page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });

/** Waits until the service worker keeps a copy of the page at `href`. */
async function kept(page, href) {
  const deadline = Date.now() + 30_000;
  const has = () => page.evaluate(async (url) => Boolean(await (await caches.open('blog-pages')).match(url)), href);
  while (!(await has())) {
    if (Date.now() > deadline) throw new Error(`${href} was not kept`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Three public articles of the home list (id, title): two to read, one left unread. */
async function articles(page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/article/blogHomeGetArticleList/1/5');
    const body = await res.json();
    return body.result.list.map((a) => ({ id: a.id, title: a.article_title }));
  });
}

test('installable: the manifest names the site, its icons are 192 and 512 px PNGs, and a service worker controls the page', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${BASE}/home`);
  await controlled(page);
  // the 离线 state loads after the first render; it is kept with the shell, so a reader who goes
  // offline before the page was idle still has it (scripts/lib/build-service-worker.mjs)
  const shell = await page.evaluate(async () => (await (await caches.open('blog-assets')).keys()).map((r) => new URL(r.url).pathname));
  assert.ok(shell.some((p) => /^\/assets\/offline-state-[\w-]+\.js$/.test(p)), shell.join(' '));
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    return (await fetch(href)).json();
  });
  assert.ok(manifest.name, 'name');
  assert.ok(manifest.short_name, 'short_name');
  assert.equal(manifest.start_url, '/home');
  assert.equal(manifest.display, 'standalone');
  assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
  const sizes = await page.evaluate(async (icons) => {
    const out = [];
    for (const icon of icons.filter((i) => i.purpose === 'any')) {
      const bitmap = await createImageBitmap(await (await fetch(icon.src)).blob());
      out.push(`${icon.sizes}=${bitmap.width}x${bitmap.height}`);
    }
    return out;
  }, manifest.icons);
  assert.deepEqual(sizes, ['192x192=192x192', '512x512=512x512']);
  // Chromium's own verdict (what the install prompt is gated on)
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito profiles, where Chromium never offers installing; nothing else may be missing
  assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('offline: two read articles and a marked song (with its lyrics) work, an unread article shows 离线, and back online it opens', async () => {
  const { context, page, problems } = await newPage(browser);
  await page.goto(`${BASE}/home`);
  await controlled(page);
  const [first, second, unread] = await articles(page);
  // one article reached inside the app (the worker fetches and keeps its page), the other opened as a page
  await page.locator(`a[href="/article?id=${second.id}"]`).first().click();
  await page.getByRole('heading', { name: second.title }).first().waitFor();
  await kept(page, `${BASE}/article?id=${second.id}`);
  await page.goto(`${BASE}/article?id=${first.id}`);
  await page.getByRole('heading', { name: first.title }).first().waitFor();
  await kept(page, `${BASE}/article?id=${first.id}`);

  // 离线收听: the player's button keeps 小星星 with its lyrics and cover
  await page.getByRole('button', { name: /打开音乐播放器/ }).click();
  const player = page.getByRole('dialog', { name: '音乐播放器' });
  await player.getByRole('button', { name: '离线收听 小星星' }).click();
  await toast(page, '《小星星》已保存，离线也能收听').waitFor();
  await player.getByRole('button', { name: '小星星 已可离线收听，点按移除' }).waitFor();
  await player.getByRole('button', { name: '关闭音乐播放器' }).click();

  await context.setOffline(true);
  await page.goto(`${BASE}/article?id=${first.id}`);
  await page.getByRole('heading', { name: first.title }).first().waitFor();
  await page.goto(`${BASE}/article?id=${second.id}`);
  await page.getByRole('heading', { name: second.title }).first().waitFor();
  assert.ok((await page.locator('#article-preview').innerText()).length > 50, 'the second article’s body');

  // the song plays from the cache (its audio in ranges), with its lyrics
  await page.getByRole('button', { name: /打开音乐播放器/ }).click();
  await player.getByRole('button', { name: '播放 小星星' }).click();
  await page.waitForFunction(() => /^00:0[1-9]/.test(document.querySelector('.music-bar__time')?.textContent ?? ''));
  await player.getByRole('button', { name: '歌词', exact: true }).click();
  await page.getByRole('dialog', { name: '歌词' }).getByRole('button', { name: '满天都是小星星' }).first().waitFor();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // an article never opened: the 离线 state, which lists the two that do open
  await page.goto(`${BASE}/article?id=${unread.id}`);
  const offline = page.getByRole('status').filter({ hasText: '离线中' });
  await offline.waitFor();
  const listed = offline.getByRole('navigation', { name: '可离线阅读的文章' }).getByRole('link');
  await listed.nth(1).waitFor();
  assert.deepEqual((await listed.allInnerTexts()).sort(), [first.title, second.title].sort());

  // back online, the page opens by itself
  await context.setOffline(false);
  await offline.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: unread.title }).first().waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * The site behind a proxy that can start serving another /sw.js, as a deploy would. `deploy(edit)`:
 * from then on the script's text passes through `edit`.
 */
async function deployableSite() {
  let edit = (text) => text;
  const server = createServer((req, res) => {
    // uncompressed, so the script's text can be edited
    const headers = { ...req.headers, host: new URL(BASE).host, 'accept-encoding': 'identity' };
    const upstream = request(new URL(req.url, BASE), { method: req.method, headers }, async (up) => {
      if (req.url !== '/sw.js' || up.statusCode !== 200) {
        res.writeHead(up.statusCode, up.headers);
        up.pipe(res);
        return;
      }
      let text = '';
      for await (const chunk of up) text += chunk;
      const body = edit(text);
      res.writeHead(200, { 'Content-Type': up.headers['content-type'], 'Cache-Control': 'no-cache', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    });
    // a page that goes away mid-request (the update's reload) resets its request: the proxy lets it go, as a server does
    upstream.on('error', () => res.destroy());
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    deploy: (next) => (edit = next),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('a new deploy: the next version is installed in the background, offered, and taken only when the reader accepts', async () => {
  const site = await deployableSite();
  const { context, page } = await newPage(browser);
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${site.base}/home`);
  await controlled(page);
  const shells = () => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('blog-shell-')));
  const [first] = await shells();
  assert.ok(first);
  const deployed = '0000deploy0000two';
  // the script a new build serves: the same code with another version (the old shell page's file name stays: it is there)
  const version = new RegExp(`(?<!/assets/shell-)${first.slice('blog-shell-'.length)}`, 'g');
  site.deploy((text) => text.replace(version, deployed));
  await page.reload();
  await page.getByRole('status').filter({ hasText: '新版本已就绪' }).waitFor();
  // installed beside the old one, which still serves the page until the reader says so
  assert.deepEqual((await shells()).sort(), [`blog-shell-${deployed}`, first].sort());
  await page.getByRole('button', { name: '刷新' }).click();
  await page.waitForFunction(async (name) => (await caches.keys()).filter((k) => k.startsWith('blog-shell-')).join() === name, `blog-shell-${deployed}`);
  await page.locator('.site-header').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
  await site.close();
});

/** The browser end of a push subscription: a P-256 key pair and auth secret, and RFC 8291 decryption. */
function pushKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: publicKey.toString('base64url'),
    auth: auth.toString('base64url'),
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idLength = body[20];
      const serverKey = body.subarray(21, 21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, info, 32));
      const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const data = body.subarray(21 + idLength);
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(data.subarray(data.length - 16));
      const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
      // the last record: its text, then the delimiter 0x02, then padding
      return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8');
    },
  };
}

/** A stand-in push service: answers 201 and hands each delivery's body to `received`. */
async function pushService() {
  const deliveries = [];
  let wake = () => undefined;
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    deliveries.push(Buffer.concat(chunks));
    res.writeHead(201).end();
    wake();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${server.address().port}/push/reader`,
    async next() {
      const deadline = Date.now() + 30_000;
      while (!deliveries.length) {
        if (Date.now() > deadline) throw new Error('no push arrived');
        await new Promise((resolve) => ((wake = resolve), setTimeout(resolve, 500)));
      }
      return deliveries.shift();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const apiLogin = async (username, password) => {
  const res = await fetch(`${BASE}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  return (await res.json()).result;
};
const apiPost = async (token, path, body) => {
  const res = await fetch(`${BASE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: token }, body: JSON.stringify(body) });
  const answer = await res.json();
  assert.equal(answer.code, 0, `${path}: ${answer.message}`);
  return answer.result;
};

test('push: a reader subscribes in the user center, a reply reaches their service worker, and its click lands on the reply', async () => {
  const service = await pushService();
  const keys = pushKeys();
  const { context, page, problems } = await newPage(browser);
  await context.grantPermissions(['notifications'], { origin: BASE });
  // the browser's push service, replaced: PushManager hands out this subscription
  await page.addInitScript(({ endpoint, p256dh, auth }) => {
    const make = (key) => ({
      endpoint,
      expirationTime: null,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
      unsubscribe: async () => (localStorage.removeItem('test-push-key'), true),
    });
    PushManager.prototype.subscribe = async function (options) {
      const bytes = new Uint8Array(options.applicationServerKey);
      localStorage.setItem('test-push-key', btoa(String.fromCharCode(...bytes)));
      return make(bytes.buffer);
    };
    PushManager.prototype.getSubscription = async function () {
      const kept = localStorage.getItem('test-push-key');
      return kept ? make(Uint8Array.from(atob(kept), (c) => c.charCodeAt(0)).buffer) : null;
    };
  }, { endpoint: service.endpoint, p256dh: keys.p256dh, auth: keys.auth });

  await page.goto(`${BASE}/home`);
  await controlled(page);
  await login(page, 'test', 'test123');
  await page.goto(`${BASE}/userCenter`);
  const panel = page.getByRole('region', { name: '推送通知' });
  await panel.getByRole('switch', { name: '在此浏览器接收推送' }).click();
  await toast(page, '已开启推送通知').waitFor();
  assert.equal(await panel.getByRole('checkbox', { name: '回复我的' }).isChecked(), true);

  // the reader comments, another account answers
  const [article] = await articles(page);
  const reader = await apiLogin('test', 'test123');
  const owner = await apiLogin('owner', 'owner123');
  const comment = await apiPost(reader.token, '/api/comment/add', { type: 1, for_id: article.id, content: '离线也想收到回复' });
  const commentId = comment.res.id;
  const reply = await apiPost(owner.token, '/api/comment/apply', { type: 1, for_id: article.id, content: '收到，回复你了', parent_id: commentId, to_id: reader.id });
  const replyId = reply.res.id;

  const payload = JSON.parse(keys.decrypt(await service.next()));
  assert.equal(payload.title, '有人回复了你');
  assert.equal(payload.url, `/article?id=${article.id}#comment-${replyId}`);

  // what the push service would hand the browser, into the service worker
  const cdp = await context.newCDPSession(page);
  const registration = new Promise((resolve) => cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => registrations[0] && resolve(registrations[0])));
  await cdp.send('ServiceWorker.enable');
  const { registrationId } = await registration;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(BASE).origin, registrationId, data: JSON.stringify(payload) });
  const [worker] = context.serviceWorkers();
  const shown = await worker.evaluate(async () => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const [notification] = await self.registration.getNotifications();
      if (notification) {
        // eslint-disable-next-line no-undef -- the service worker's global
        self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
        return { title: notification.title, body: notification.body };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  });
  assert.deepEqual(shown, { title: payload.title, body: payload.body });
  await page.waitForURL(`${BASE}${payload.url}`);
  await page.getByText('收到，回复你了').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
  await service.close();
});
