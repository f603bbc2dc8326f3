/**
 * The terminal commands end to end, on throwaway local states: `npm run backup` saves a freshly
 * seeded site, `npm run restore` puts it onto a freshly migrated one, and both sites then answer
 * the same (public lists, an article, the owner's user list, picture bytes); `npm run import:markdown` brings the Hexo fixture folder into a copy of the demo. That a
 * second import adds nothing is the import service's promise, proved in tests/worker (import-markdown).
 * The two run side by side: most of each is waiting for a tool worker to start.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { after, before, suite, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { seededState } from '../support/local-server.mjs';
import { siteMiniflare } from '../support/site-miniflare.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', EDGE_BLOG_SKIP_BUILD: '1' };
const tag = `${process.pid}`;
const SOURCE = `.wrangler/backup-cli-${tag}-source`;
const TARGET = `.wrangler/backup-cli-${tag}-target`;
const HEXO = `.wrangler/backup-cli-${tag}-hexo`;
const ARCHIVE = `${root}/.wrangler/backup-cli-${tag}.zip`;

/** A command, not blocking this process: the other test's command runs meanwhile. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (status) => resolve({ status, out }));
  });
}

async function mustRun(cmd, args) {
  const res = await run(cmd, args);
  assert.equal(res.status, 0, `${cmd} ${args.join(' ')} failed:\n${res.out}`);
  return res.out;
}

/**
 * The site's own worker on a state, answering in-process (no browser needed): the build the run
 * serves (E2E_MAIN), on Miniflare as `wrangler dev` would run it.
 */
async function serve(persist) {
  const mf = siteMiniflare({ persist: `${root}/${persist}`, assets: `${root}/${process.env.E2E_ASSETS}`, main: `${root}/${process.env.E2E_MAIN}`, quiet: true });
  await mf.ready;
  const ask = async (method, path, body, token) => {
    const headers = { 'X-Requested-With': 'XMLHttpRequest', 'CF-Connecting-IP': '10.1.2.3' };
    if (body) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = token;
    const res = await mf.dispatchFetch(`http://blog.local${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    return path.startsWith('/img/') ? { type: res.headers.get('Content-Type'), bytes: Buffer.from(await res.arrayBuffer()).toString('base64') } : res.json();
  };
  return { ask, dispose: () => mf.dispose() };
}

/** What both sites must answer alike. */
async function answers(site) {
  const login = await site.ask('POST', '/api/user/login', { username: 'owner', password: 'owner123' });
  assert.equal(login.code, 0, JSON.stringify(login));
  const home = await site.ask('GET', '/api/article/blogHomeGetArticleList/1/10');
  const first = home.result.list[0];
  const albums = await site.ask('GET', '/api/photoAlbum/getAllAlbumList');
  const pictures = [first.article_cover, albums.result[0]?.album_cover].filter((u) => u?.startsWith('/img/'));
  assert.ok(pictures.length, 'the seeded site has pictures');
  return {
    home,
    article: await site.ask('GET', `/api/article/getArticleById/${first.id}`),
    categories: await site.ask('GET', '/api/category/getCategoryDictionary'),
    tags: await site.ask('GET', '/api/tag/getTagDictionary'),
    talks: await site.ask('POST', '/api/talk/blogGetTalkList', { current: 1, size: 10 }),
    albums,
    links: await site.ask('POST', '/api/links/getLinksList', { current: 1, size: 10 }),
    messages: await site.ask('GET', '/api/message/getAllMessage'),
    config: await site.ask('GET', '/api/config'),
    users: await site.ask('POST', '/api/user/getUserList', { current: 1, size: 50 }, login.result.token),
    pictures: await Promise.all(pictures.map((p) => site.ask('GET', p))),
  };
}

before(async () => {
  // the source is the run's seeded demo (copied); the target is a freshly migrated, empty site
  seededState(SOURCE);
  rmSync(`${root}/${TARGET}`, { recursive: true, force: true });
  // the Markdown import needs a site with an owner: another copy of the demo
  seededState(HEXO);
});

after(() => {
  for (const path of [SOURCE, TARGET, HEXO]) rmSync(`${root}/${path}`, { recursive: true, force: true });
  rmSync(ARCHIVE, { force: true });
});

suite('the terminal commands, side by side', { concurrency: true }, () => {
  test('npm run backup, then npm run restore onto a fresh site: both sites answer the same', { timeout: 300_000 }, async () => {
    // the target is migrated while the backup runs: neither waits for the other
    const [saved] = await Promise.all([
      mustRun('npm', ['run', 'backup', '--', '--persist-to', SOURCE, ARCHIVE]),
      mustRun(`${root}/node_modules/.bin/wrangler`, ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', TARGET]),
    ]);
    assert.match(saved, /backup: the local state in .* saved to/);
    assert.ok(statSync(ARCHIVE).size > 100_000, 'the archive holds the seeded pictures');

    const restored = await mustRun('npm', ['run', 'restore', '--', '--persist-to', TARGET, ARCHIVE]);
    assert.match(restored, /restored onto the local state/);
    assert.match(restored, /blog_article\s+\d+ rows/);

    // a second restore onto it is refused: the service's rule (tests/worker/backup.test.ts), whose
    // message the CLI prints as import-cli's refused dump shows

    const [source, target] = await Promise.all([serve(SOURCE), serve(TARGET)]);
    try {
      // the target first: reading an article counts a view on the source that the archive does not have
      const fromTarget = await answers(target);
      const fromSource = await answers(source);
      assert.deepEqual(fromTarget, fromSource);
    } finally {
      await Promise.all([source.dispose(), target.dispose()]);
    }
  });

  test('npm run import:markdown brings the Hexo folder into the demo site', { timeout: 300_000 }, async () => {
    const first = await mustRun('npm', ['run', 'import:markdown', '--', 'tests/fixtures/hexo', '--persist-to', HEXO]);
    assert.match(first, /import:markdown: 3 imported, 0 skipped, 2 pictures uploaded/);
    assert.match(first, /\+ 还没写完的草稿 \(草稿\)/);
    assert.match(first, /\.\/missing\.png \(压缩包中找不到这张图片\)/);

    const site = await serve(HEXO);
    try {
      const home = await site.ask('GET', '/api/article/blogHomeGetArticleList/1/50');
      const titles = home.result.list.map((a) => a.article_title);
      assert.ok(titles.includes('你好，Hexo'));
      assert.ok(!titles.includes('还没写完的草稿'));
      const hello = home.result.list.find((a) => a.article_title === '你好，Hexo');
      const cover = await site.ask('GET', hello.article_cover);
      assert.equal(cover.type, 'image/png');
    } finally {
      await site.dispose();
    }
  });
});
