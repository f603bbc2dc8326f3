/**
 * Pictures (issue 32 items 1 and 2), the two journeys only a browser proves:
 * - the owner uploads a 4000×3000 phone photo into an album; the browser encodes its WebP
 *   variants and at 390 px the album's grid downloads a tenth of the photo's bytes or less;
 * - the blog-v3 fixture imported with its pictures on a local host (copied into R2 by default):
 *   every imported article and talk shows them from our own origin; pictures whose host is down
 *   show the placeholder, and no request ever leaves for another host.
 * The rest (variant checks, the render's attributes, the external path) is proved in worker tests.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startLocalServer } from '../support/local-server.mjs';
import { BASE, DESKTOP, LOOK_THEMES, PHONE, launch, login, look, newPage, toast } from './browser.mjs';

const lanePort = Number(process.env.E2E_PORT || 8788);
const importedPort = lanePort + 5;
const hostPort = lanePort + 6;
/** nothing listens here: the "image host that went away" */
const deadPort = lanePort + 7;
const tmp = mkdtempSync(path.join(tmpdir(), 'pictures-'));

let browser;
let photo;
let hostPicture;
let host;
let imported;

/** A photo-like JPEG (gradients, shapes, grain) drawn by the browser: `width`×`height`. */
async function drawJpeg(page, width, height, quality) {
  const base64 = await page.evaluate(
    ([w, h, q]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d');
      const sky = ctx.createLinearGradient(0, 0, w, h);
      sky.addColorStop(0, '#6fa8dc');
      sky.addColorStop(0.5, '#f6b26b');
      sky.addColorStop(1, '#274e13');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, w, h);
      let seed = 7;
      const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
      for (let i = 0; i < 600; i++) {
        ctx.fillStyle = `hsla(${rnd() * 360}, 60%, ${30 + rnd() * 40}%, 0.35)`;
        ctx.beginPath();
        ctx.arc(rnd() * w, rnd() * h, 10 + rnd() * w * 0.05, 0, Math.PI * 2);
        ctx.fill();
      }
      const img = ctx.getImageData(0, 0, w, h);
      for (let i = 0; i < img.data.length; i += 4) {
        const n = (rnd() - 0.5) * 18;
        img.data[i] += n;
        img.data[i + 1] += n;
        img.data[i + 2] += n;
      }
      ctx.putImageData(img, 0, 0);
      return canvas.toDataURL('image/jpeg', q).split(',')[1];
    },
    [width, height, quality],
  );
  return Buffer.from(base64, 'base64');
}

before(async () => {
  browser = await launch();
  const { page, context } = await newPage(browser);
  await page.goto(`${BASE}/home`);
  photo = await drawJpeg(page, 4000, 3000, 0.85);
  hostPicture = await drawJpeg(page, 1200, 800, 0.8);
  await context.close();
  writeFileSync(path.join(tmp, 'photo-4000x3000.jpg'), photo);
  host = createServer((req, res) => res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(hostPicture));
  await new Promise((resolve) => host.listen(hostPort, '127.0.0.1', resolve));
});

after(async () => {
  await browser?.close();
  await imported?.stop();
  host?.close();
  rmSync(tmp, { recursive: true, force: true });
});

test('a 4000×3000 photo uploaded into an album: at 390 px the grid downloads a tenth of its bytes or less', async () => {
  const { page, context, problems } = await newPage(browser);
  await login(page, 'owner', 'owner123');
  await page.goto(`${BASE}/admin/albums`);
  await page.getByRole('button', { name: /^管理照片$/ }).first().click();
  const added = page.waitForRequest((r) => r.url().endsWith('/api/photo/add'));
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload/img'));
  const variants = page.waitForResponse((r) => r.url().endsWith('/api/upload/variants'));
  await page.locator('input[type="file"][multiple]').setInputFiles(path.join(tmp, 'photo-4000x3000.jpg'));
  const url = (await (await uploaded).json()).result.url;
  const stored = await (await variants).json();
  assert.equal(stored.code, 0, JSON.stringify(stored));
  assert.deepEqual(stored.result, { url, width: 4000, height: 3000, widths: [480, 960, 1600] });
  await toast(page, '已上传 1 张照片').waitFor();
  const albumId = (await added).postDataJSON().photoList[0].album_id;
  await context.close();

  // the variants' sizes against the photo's (what the issue note reports)
  const sizes = {};
  for (const w of [480, 960, 1600]) sizes[w] = Number((await fetch(`${BASE}${url}?w=${w}`)).headers.get('Content-Length'));
  console.log(`# photo ${photo.length} B; WebP variants ${JSON.stringify(sizes)} B`);

  const phone = await newPage(browser, PHONE);
  const bytes = new Map();
  phone.page.on('response', async (res) => {
    if (res.url().includes(url.slice('/img/'.length))) bytes.set(res.url(), (await res.body().catch(() => Buffer.alloc(0))).length);
  });
  await phone.page.goto(`${BASE}/photos?id=${albumId}`);
  const cell = phone.page.locator(`img[src="${url}"]`);
  await cell.scrollIntoViewIfNeeded();
  await phone.page.waitForFunction((src) => document.querySelector(`img[src="${src}"]`)?.naturalWidth > 0, url);
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);
  assert.ok(total > 0 && total <= photo.length / 10, `the grid downloaded ${total} B of a ${photo.length} B photo: ${JSON.stringify([...bytes])}`);
  assert.ok([...bytes.keys()].every((u) => /\?w=(480|960)$/.test(u)), JSON.stringify([...bytes.keys()]));
  await look(phone.page, 'pictures-album-phone.png');
  assert.deepEqual([...problems, ...phone.problems], []);
  await phone.context.close();
});

/** The fixture with its pictures on this machine's hosts: most on the live one, two on the dead one. */
function localDump() {
  const dump = readFileSync('tests/fixtures/blog-v3-dump.sql', 'utf8')
    .replace('https://img.old-blog.example/posts/vue3-setup.png', `http://127.0.0.1:${deadPort}/posts/vue3-setup.png`)
    .replace('https://img.old-blog.example/talk/move-2.jpg', `http://127.0.0.1:${deadPort}/talk/move-2.jpg`)
    .replace(/https:\/\/(img\.old-blog\.example|mrzym\.gitee\.io|qiuyu\.example)/g, `http://127.0.0.1:${hostPort}`);
  const file = path.join(tmp, 'blog-v3-local.sql');
  writeFileSync(file, dump);
  return file;
}

test('the blog-v3 import keeps its pictures: shown from our origin, a dead host gets the placeholder, nothing asks another host', async () => {
  let summary;
  imported = await startLocalServer({
    port: importedPort,
    persist: `.wrangler/pictures-${importedPort}`,
    proxyless: true,
    // the import runs beside this process's picture host: spawned, never spawnSync (the host must answer)
    prepare: async (persist) => {
      const child = spawn('npm', ['run', '--silent', 'import:blog-v3', '--', localDump(), '--json', '--persist-to', persist], {
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const status = await new Promise((resolve) => child.on('close', resolve));
      assert.equal(status, 0, out);
      summary = JSON.parse(out.slice(out.indexOf('\n{') + 1 || out.indexOf('{'), out.lastIndexOf('}') + 1));
    },
  });
  // copied by default: all but the two on the dead host
  assert.equal(summary.images.failed.length, 2, JSON.stringify(summary.images));
  assert.ok(summary.images.copied >= 10, JSON.stringify(summary.images));
  const base = imported.base;
  const vue = summary.remapped.blog_article.find(([from]) => from === 12)?.[1] ?? 12;
  const mysql = summary.remapped.blog_article.find(([from]) => from === 15)?.[1] ?? 15;

  // one pass checks; the screenshot run also looks at a phone in the dark theme
  const passes = LOOK_THEMES.length > 1 ? [[DESKTOP, 'light'], [PHONE, 'dark']] : [[DESKTOP, 'light']];
  for (const [options, theme] of passes) {
    const { page, context } = await newPage(browser, options);
    await page.addInitScript((t) => localStorage.setItem('useDarkKEY', t), theme);
    const elsewhere = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(base) && !/^(data|blob):/.test(req.url())) elsewhere.push(req.url());
    });
    // the imported content's pictures: the banner (cover) and the article body
    const CONTENT = '.page-banner img, .article-markdown img';
    const pictures = () => page.evaluate((sel) => [...document.querySelectorAll(sel)].map((i) => ({ src: i.currentSrc || i.src, ok: i.naturalWidth > 0 })), CONTENT);
    const settled = () => page.waitForFunction((sel) => [...document.querySelectorAll(sel)].every((i) => i.complete && i.naturalWidth > 0), CONTENT);

    await page.goto(`${base}/article?id=${vue}`);
    // the body's picture is on the dead host: the placeholder with its alt text stands in
    const missing = page.locator('.article-markdown .picture-missing');
    await missing.waitFor();
    assert.equal(await missing.getAttribute('aria-label'), '封面');
    await settled();
    for (const p of await pictures()) assert.ok(p.src.startsWith(`${base}/img/`) && p.ok, JSON.stringify(p));
    assert.ok((await pictures()).length >= 1, 'the banner shows the copied cover');
    await look(page, `pictures-placeholder-article-${theme}.png`, { fullPage: false });

    await page.goto(`${base}/article?id=${mysql}`);
    await settled();
    for (const p of await pictures()) assert.ok(p.src.startsWith(`${base}/img/`) && p.ok, JSON.stringify(p));

    await page.goto(`${base}/talk`);
    await page.locator('.talk-images').first().waitFor();
    await page.locator('.talk-images .picture-missing').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('.talk-images img')].every((i) => i.naturalWidth > 0));
    const talkPictures = await page.evaluate(() => [...document.querySelectorAll('.talk-images img')].map((i) => ({ src: i.currentSrc || i.src, ok: i.naturalWidth > 0 })));
    assert.ok(talkPictures.length >= 1);
    for (const p of talkPictures) assert.ok(p.src.startsWith(`${base}/img/`) && p.ok, JSON.stringify(p));
    await look(page, `pictures-talk-${theme}.png`);
    assert.deepEqual(elsewhere, []);
    await context.close();
  }
  // the worker-rendered body never named the dead host again after its first view
  const html = await (await fetch(`${base}/api/article/html/${vue}`)).json();
  assert.doesNotMatch(html.result.html, /127\.0\.0\.1:\d+\/posts/);
});

test("the pages' CSP still allows only our own pictures", async () => {
  for (const route of ['/home', '/article?id=1', '/talk', '/photoAlbum']) {
    const csp = (await fetch(`${BASE}${route}`)).headers.get('Content-Security-Policy') ?? '';
    assert.deepEqual(
      csp.split(';').map((d) => d.trim()).filter((d) => d.startsWith('img-src')),
      ["img-src 'self' data: blob:"],
      `${route}: ${csp}`,
    );
  }
});
