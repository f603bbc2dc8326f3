/**
 * `npm run import:blog-v3` end to end, the way an owner runs it: a local state of its own,
 * a copy of the run's seeded demo (tests/support/local-server.mjs seededState), the fixture
 * dump imported through the tool worker, imported again (nothing changes), a broken dump refused,
 * and then the site's own worker on that state serving what came in and letting the old reader
 * log in with the old password.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { unstable_startWorker } from 'wrangler';
import { seededState } from '../support/local-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
// relative to the repository, as wrangler and the scripts take --persist-to
const state = `.wrangler/import-cli-${process.pid}`;
const brokenDump = `${state}-broken.sql`;
const brokenState = `${state}-broken`;
const FIXTURE = 'tests/fixtures/blog-v3-dump.sql';
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', EDGE_BLOG_SKIP_BUILD: '1' };

function run(command, args) {
  const res = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', timeout: 180_000 });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr, output: `${res.stdout}\n${res.stderr}` };
}
const must = (res) => {
  assert.equal(res.status, 0, res.output);
  return res;
};
// the fixture's pictures live on hosts that do not exist: their copying is the pictures journey's (pictures.test.mjs)
const importDump = (...args) => run('npm', ['run', '--silent', 'import:blog-v3', '--', ...args, '--no-copy-images', '--persist-to', state]);

/** The same command, not blocking: the broken dump is refused on a state of its own while the fixture goes in. */
function importAside(dump, persist) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'import:blog-v3', '--', dump, '--persist-to', persist], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr, output: `${stdout}\n${stderr}` }));
  });
}
/** The summary printed by --json (wrangler may log a line before it). */
const jsonOf = (stdout) => JSON.parse(stdout.slice(stdout.indexOf('\n{') + 1 || stdout.indexOf('{')));

let worker;
let first;
/** the broken dump's refusal, started before the first import and read by its own test */
let brokenRun;

before(() => {
  seededState(state);
  writeFileSync(`${root}/${brokenDump}`, "INSERT INTO `blog_tag` VALUES (77, 'never closed");
  brokenRun = importAside(brokenDump, brokenState);
  // wrangler.toml's [build] step is skipped when a built app is there; the API needs none of it
  if (!existsSync(`${root}/dist/client/index.html`)) {
    mkdirSync(`${root}/dist/client`, { recursive: true });
    writeFileSync(`${root}/dist/client/index.html`, '<!doctype html><html lang="zh-CN"><head><title>x</title></head><body><div id="root"></div></body></html>');
  }
});

after(async () => {
  await worker?.dispose();
  rmSync(`${root}/${state}`, { recursive: true, force: true });
  rmSync(`${root}/${brokenDump}`, { force: true });
  rmSync(`${root}/${brokenState}`, { recursive: true, force: true });
});

test('imports the fixture into the seeded demo: the admin becomes the owner, taken ids are remapped', () => {
  const res = must(importDump(FIXTURE, '--json'));
  first = jsonOf(res.stdout);
  assert.equal(first.written, true);
  assert.deepEqual(first.owner, { sourceId: 1, username: 'admin', targetId: 1 });
  assert.deepEqual(first.tables.blog_article, { read: 4, imported: 4, matched: 0, already: 0, skipped: 0 });
  assert.deepEqual(first.tables.blog_comment, { read: 6, imported: 5, matched: 0, already: 0, skipped: 1 });
  // the demo's readers hold ids 3 and 7, and its articles id 12
  assert.deepEqual(first.remapped.blog_user.map(([from]) => from), [3, 7]);
  assert.ok(first.remapped.blog_article.some(([from]) => from === 12), JSON.stringify(first.remapped));
  assert.ok(first.contentVersion > 0);
});

test('a second run finds nothing new and says so', () => {
  const res = must(importDump(FIXTURE));
  assert.match(res.stdout, /nothing new in \S*tests\/fixtures\/blog-v3-dump\.sql: everything in it was imported before/);
  assert.match(res.stdout, /blog_article\s+4\s+0\s+0\s+4\s+0/);
});

test('a broken dump or a wrong call is refused with the reason', async () => {
  const broken = await brokenRun;
  assert.equal(broken.status, 1, broken.output);
  assert.match(broken.stderr, /import:blog-v3: the dump ends inside a quoted text/);
  const usage = importDump('--overwrite', FIXTURE);
  assert.equal(usage.status, 2);
  assert.match(usage.stderr, /unknown option --overwrite/);
  const missing = importDump('no-such-dump.sql');
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /no-such-dump\.sql does not exist/);
});

test('the site on that state serves the imported article and lets the old reader log in', async () => {
  Object.assign(process.env, { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', EDGE_BLOG_SKIP_BUILD: '1' });
  worker = await unstable_startWorker({
    config: `${root}/wrangler.toml`,
    bindings: { JWT_SECRET: { type: 'plain_text', value: 'import-cli-test-secret' } },
    dev: { persist: `${root}/${state}`, server: { hostname: '127.0.0.1', port: 0 }, inspector: false, watch: false, logLevel: 'warn' },
  });
  await worker.ready;
  const api = async (path, body) => {
    const res = await worker.fetch(`http://127.0.0.1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: body && JSON.stringify(body),
    });
    return res.json();
  };
  const articleId = first.remapped.blog_article.find(([from]) => from === 12)[1];
  const article = await api(`/api/article/getArticleById/${articleId}`);
  assert.equal(article.code, 0, JSON.stringify(article));
  assert.equal(article.result.article_title, 'Vue3 组合式 API 入门');
  assert.deepEqual(article.result.tagNameList.sort(), ['Node.js', 'Vue']);
  const found = await api(`/api/article/getArticleListByContent/${encodeURIComponent('组合式')}`);
  assert.ok(found.result.some((hit) => hit.id === articleId), JSON.stringify(found));
  const login = await api('/api/user/login', { username: 'linmu2021', password: 'OldPass2023' });
  assert.equal(login.code, 0, JSON.stringify(login));
  assert.equal(login.result.id, first.remapped.blog_user.find(([from]) => from === 3)[1]);
  const wrong = await api('/api/user/login', { username: 'qiuyu', password: 'wrong-password-1' });
  assert.equal(wrong.message, '密码不匹配');
});
