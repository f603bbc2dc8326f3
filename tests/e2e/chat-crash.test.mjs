/**
 * Nothing a chat client was shown is lost when the runtime dies: on a server of its own (not the
 * shared one run.mjs starts), signed-in accounts send from several sockets without pause while the
 * workerd process that runs the room is SIGKILLed (not wrangler: the process holding the room),
 * a few rounds over the same state. After the last restart the history must hold every message any
 * socket received, the sender's own echo included, with the same id and content, and no id may have
 * been given to two different messages. A room that broadcasts before its row is committed loses the
 * newest messages of every round and hands their ids out again.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import WebSocket from 'ws';
import { listenerPid } from '../bench/process-cpu.mjs';
import { startLocalServer } from '../support/local-server.mjs';

const port = Number(process.env.E2E_PORT || 8788) + 7;
/** the owner made at /setup and readers who register: a fresh deploy, no seed to wait for */
const OWNER = { username: 'crashowner', password: 'crash-pass1' };
const READERS = ['crashreader1', 'crashreader2', 'crashreader3'];
const PASSWORD = 'crash-pass1';
const SOCKETS_PER_ACCOUNT = 2;
const ROUNDS = 2;
/** each sending socket sends one message this often, so the room always has messages in flight */
const SEND_EVERY_MS = 10;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let server;

before(async () => {
  server = await startLocalServer({
    port,
    persist: `.wrangler/e2e-chat-crash-${port}`,
    seed: false,
    // no browser here: the API and the socket need no web build
    pages: false,
    // Miniflare on the port, nothing in front: its listener is the workerd process that runs the room
    proxyless: true,
    vars: { RATE_LIMIT_SCALE: '50', GLOBAL_RATE_LIMIT: '100000', CHAT_RATE_LIMIT: '100000' },
  });
  const setup = await post(server.base, '/api/setup', { ...OWNER, nick_name: '崩溃站长', blog_name: '崩溃测试' });
  assert.equal(setup.code, 0);
  // the proof-of-work (issue 29) is not what this is about: readers register and chat without one
  const scopesOff = { register: false, note: false, link: false, comment: false, chat: false };
  assert.equal((await put(server.base, '/api/admin/challenge', scopesOff, setup.result.token)).code, 0);
  for (const username of READERS) assert.equal((await post(server.base, '/api/user/register', { username, password: PASSWORD })).code, 0);
});
after(() => server?.stop());

async function post(base, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function put(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: token },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function login(base, username, password) {
  const body = await post(base, '/api/user/login', { username, password });
  assert.equal(body.code, 0, `${username} logs in: ${JSON.stringify(body)}`);
  return body.result.token;
}

/** A socket that records every message frame it is shown; resolves once the room has greeted it. */
function open(base, token, shown) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`);
    const socket = { ws, closed: false };
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'onlineList') resolve(socket);
      if (frame.type === 'message') shown.push({ id: frame.id, content: frame.content });
    });
    ws.on('close', () => (socket.closed = true));
    ws.on('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => reject(new Error(`socket refused: ${res.statusCode} ${text.slice(0, 300)}`)));
    });
    ws.on('error', (err) => reject(err));
  });
}

/** Every message in the history, oldest first, paged backwards through the public list. */
async function history(base) {
  const all = [];
  for (let lastId = ''; ; ) {
    const { code, result } = await post(base, '/api/chat/getChatList', { size: 100, last_id: lastId });
    assert.equal(code, 0);
    if (!result.list.length) return all;
    all.unshift(...result.list);
    lastId = result.list[0].id;
  }
}

/** Waits until nothing answers on the server's port any more (the killed runtime's listener). */
async function portFree(base) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
    try {
      await fetch(`${base}/api/config`, { signal: AbortSignal.timeout(500) });
    } catch {
      return;
    }
  }
  throw new Error('the killed server still answers');
}

test('every message a client was shown survives SIGKILL of the runtime, with its id, and no id is given twice', { timeout: 120_000 }, async () => {
  const shown = [];
  const perRound = [];
  let live = server;
  for (let round = 0; round < ROUNDS; round++) {
    const runtime = listenerPid(Number(new URL(live.directBase).port));
    assert.ok(runtime, 'the workerd process running the room is found');
    const before = shown.length;
    const sockets = [];
    for (const [username, password] of [[OWNER.username, OWNER.password], ...READERS.map((r) => [r, PASSWORD])]) {
      const token = await login(live.base, username, password);
      for (let i = 0; i < SOCKETS_PER_ACCOUNT; i++) sockets.push({ ...(await open(live.base, token, shown)), name: `${username}#${i}` });
    }
    // a reader who only watches is shown the messages too
    await open(live.base, undefined, shown);
    let k = 0;
    const senders = sockets.map((s) =>
      setInterval(() => {
        if (s.ws.readyState === WebSocket.OPEN) s.ws.send(JSON.stringify({ type: 'message', content: `第${round}轮 ${s.name} 第${k++}条 崩溃前🙂` }));
      }, SEND_EVERY_MS),
    );
    // mid-stream, at a moment that differs per round
    await sleep(600 + Math.floor(Math.random() * 400));
    process.kill(runtime, 'SIGKILL');
    await sleep(300);
    senders.forEach(clearInterval);
    for (const s of sockets) s.ws.terminate();
    perRound.push(shown.length - before);
    live.stop();
    await portFree(live.base);
    live = await live.restart();
    server = live;
    console.log(`round ${round}: ${perRound[round]} frames shown before the kill`);
  }
  assert.ok(perRound.every((n) => n > 0), `every round showed messages before the kill: ${perRound}`);

  // one id, one message: an id shown with two contents was handed out twice
  const byId = new Map();
  const reused = [];
  for (const m of shown) {
    const seen = byId.get(m.id);
    if (seen !== undefined && seen !== m.content) reused.push({ id: m.id, first: seen, then: m.content });
    else byId.set(m.id, m.content);
  }
  const stored = new Map((await history(live.base)).map((m) => [m.id, m.content]));
  const lost = [...byId].filter(([id, content]) => stored.get(id) !== content).map(([id, content]) => ({ id, shown: content, stored: stored.get(id) }));
  assert.deepEqual(
    { reused: reused.slice(0, 5), lost: lost.slice(0, 5) },
    { reused: [], lost: [] },
    `${reused.length} ids given twice; ${lost.length} of ${byId.size} shown messages not in the history as shown (frames shown per round: ${perRound})`,
  );
});
