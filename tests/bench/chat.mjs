#!/usr/bin/env node
/**
 * `npm run bench:chat`: our chat room against a reference room (a minimal
 * hibernating broadcast room, reference-room/room.mjs), each under its own
 * `wrangler dev`, driven by the same load generator in alternating rounds.
 * The reference sends frames the size of ours and sits behind static assets
 * like the site (whose router adds a hop to every frame), so the comparison
 * is of the rooms' own work; env BENCH_REFERENCE_FRAME=demo and
 * BENCH_REFERENCE_BARE=1 take those two likenesses away.
 * 200 sockets per room, 100 of them senders (real accounts, logged in, in
 * ours). Each round measures, per room, after the joins have settled:
 *   - steady: 20,000 deliveries/s offered (each sender one message a second),
 *     after a short unmeasured warm-up at that rate: how many arrive within a
 *     second of the last send, p50/p99 latency, and the CPU time the room's
 *     workerd process spent per message (the figure the other processes on a
 *     shared machine move least);
 *   - ceiling: the offered rate rises step by step until less than 90% of a
 *     step's deliveries arrive within it, twice in a row; the most deliveries
 *     per second any step carried is the room's ceiling.
 * It prints both rooms' medians and ours/reference. Timings are printed,
 * never asserted (exit code 1 only when a message was lost).
 *
 * The sockets talk to each worker's own workerd address, not to wrangler's
 * dev proxy in front of it: that proxy copies every frame and does not exist
 * in production. One Node process drives every client socket on the same two
 * cores as the rooms, so the client is kept lean: `ws` without compression,
 * frames read without a JSON parse. Its share of the CPU caps both rooms
 * alike, so the ceilings are floors of what a room can do.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { root, startLocalServer } from '../support/local-server.mjs';
import { chatHostConfigs } from './chat-host-config.mjs';
import { cpuSeconds, listenerPid } from './process-cpu.mjs';
import { startReferenceRoom } from './reference-room/start.mjs';

const SOCKETS = 200;
const SENDERS = 100;
/** each sender one message a second: 100 messages × 200 receivers */
const STEADY_RATE = SENDERS * SOCKETS;
const STEADY_MS = 6_000;
/** the steady rate is offered this long first, unmeasured, so both rooms are measured warm (JIT, caches) */
const WARM_MS = 2_000;
/** the steady load counts as carried when its deliveries arrived this long after the last send */
const GRACE_MS = 1_000;
const RAMP_FROM = 30_000;
const RAMP_FACTOR = 1.15;
const RAMP_TO = 400_000;
const RAMP_STEP_MS = 2_000;
/** a step whose deliveries arrive less than this share within the step has found the ceiling */
const FELL_BEHIND = 0.9;
/** how long the deliveries of a phase may take to arrive before they count as lost (bounds the run) */
const DRAIN_MS = 30_000;
const FIRST_BENCH_USER = 100_000;
/** the room's per-user message rate, raised so the ramp measures the room, not its limiter */
const ROOM_RATE_LIMIT = '100000';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const median = (values) => percentile([...values].sort((a, b) => a - b), 50);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Each run (one phase in one room) by name: what every socket has received of it. */
const runs = new Map();

/** Opens one socket; a message frame counts once per socket by its tag `run:index:sentAt`. */
function open(url, headers, index) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true, headers });
    const client = { ws, index, tips: 0, closed: false, heardAt: performance.now() };
    ws.on('message', (data) => {
      client.heardAt = performance.now();
      const text = data.toString();
      if (!text.startsWith('{"type":"message"')) {
        if (text.startsWith('{"type":"tips"')) client.tips += 1;
        return;
      }
      // both rooms write the type first and the content as a plain string: no need to parse the whole frame
      const at = text.indexOf('"content":"') + 11;
      const [name, k, sentAt] = text.slice(at, text.indexOf('"', at)).split(':');
      const run = runs.get(name);
      if (!run) return;
      const marks = run.marks[index];
      const slot = Number(k);
      if (marks[slot]) return;
      marks[slot] = 1;
      run.got[index] += 1;
      run.delivered += 1;
      run.latencies?.push(performance.now() - Number(sentAt));
    });
    ws.on('close', () => (client.closed = true));
    ws.on('open', () => resolve(client));
    ws.on('error', () => reject(new Error(`socket ${index} failed to open`)));
  });
}

async function connect(room) {
  const clients = [];
  for (let i = 0; i < SOCKETS; i += 20) {
    clients.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) => open(room.url(i + j), room.headers, i + j)))));
  }
  // the joins' online lists (ours) must have arrived before anything is measured: wait for a quiet half second
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline && clients.some((c) => performance.now() - c.heardAt < 500)) await sleep(100);
  return clients;
}

async function disconnect(clients) {
  for (const c of clients) c.ws.close(1000);
  const deadline = performance.now() + 5000;
  while (clients.some((c) => !c.closed) && performance.now() < deadline) await sleep(50);
  await sleep(500);
}

const waitAll = async (run, timeoutMs) => {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (run.got.every((n) => n >= run.total)) return true;
    await sleep(20);
  }
  return false;
};

/**
 * Offers `rate` deliveries/s for `ms`: messages evenly spaced, senders in turn.
 * Answers the run once the offer window is over, with `inWindow`: what had arrived by then.
 */
async function offer(clients, name, rate, ms, { latencies = false } = {}) {
  const perSecond = rate / SOCKETS;
  const total = Math.round((perSecond * ms) / 1000);
  const run = { total, delivered: 0, got: new Array(SOCKETS).fill(0), marks: clients.map(() => new Uint8Array(total)), latencies: latencies ? [] : null };
  runs.set(name, run);
  const t0 = performance.now();
  let k = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - t0) * perSecond) / 1000) + 1);
      for (; k < due; k++) clients[k % SENDERS].ws.send(`{"type":"message","content":"${name}:${k}:${performance.now()}"}`);
      if (k >= total) return resolve();
      setTimeout(tick, Math.max(0, t0 + (k * 1000) / perSecond - performance.now()));
    };
    tick();
  });
  await sleep(t0 + ms - performance.now());
  run.inWindow = run.delivered;
  return run;
}

/** One room, one round: the steady load, then the ramp to its ceiling. */
async function measure(room, round) {
  const clients = await connect(room);
  try {
    const warm = await offer(clients, `${room.key}${round}warm`, STEADY_RATE, WARM_MS);
    let complete = await waitAll(warm, DRAIN_MS);
    runs.delete(`${room.key}${round}warm`);
    const cpuBefore = cpuSeconds(room.pid);
    const steady = await offer(clients, `${room.key}${round}steady`, STEADY_RATE, STEADY_MS, { latencies: true });
    await sleep(GRACE_MS);
    const carried = steady.delivered;
    complete = (await waitAll(steady, DRAIN_MS)) && complete;
    const cpuMs = ((cpuSeconds(room.pid) - cpuBefore) * 1000) / steady.total;
    const lat = steady.latencies.sort((a, b) => a - b);
    runs.delete(`${room.key}${round}steady`);

    let ceiling = 0;
    let fellBehindAt = null;
    let lost = !complete;
    // a step that falls behind is tried once more: on a shared machine one stall elsewhere should not end the ramp
    for (let rate = RAMP_FROM, step = 0, tries = 0; rate <= RAMP_TO && !lost; step++) {
      const name = `${room.key}${round}ramp${step}`;
      const run = await offer(clients, name, rate, RAMP_STEP_MS);
      ceiling = Math.max(ceiling, run.inWindow / (RAMP_STEP_MS / 1000));
      // the next step starts on an empty room, or the backlog would count against it
      lost = !(await waitAll(run, DRAIN_MS));
      runs.delete(name);
      if (run.inWindow >= FELL_BEHIND * run.total * SOCKETS) {
        rate *= RAMP_FACTOR;
        tries = 0;
      } else if (++tries === 2) {
        fellBehindAt = rate;
        break;
      }
    }
    return {
      offered: steady.total * SOCKETS,
      carried,
      p50: percentile(lat, 50),
      p99: percentile(lat, 99),
      ceiling,
      cpuMs,
      fellBehindAt,
      complete: complete && !lost,
      tips: clients.reduce((n, c) => n + c.tips, 0),
    };
  } finally {
    await disconnect(clients);
  }
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a');

function printRound(round, label, r) {
  console.log(
    `  round ${round + 1}  ${label.padEnd(9)} steady ${fmt(r.carried)}/${fmt(r.offered)} (${fmt((100 * r.carried) / r.offered, 1)}%)  ` +
      `p50 ${fmt(r.p50, 1)} ms  p99 ${fmt(r.p99, 1)} ms  cpu ${fmt(r.cpuMs, 2)} ms/msg   ceiling ${fmt(r.ceiling)}/s ` +
      `(${r.fellBehindAt ? `fell behind at ${fmt(r.fellBehindAt)} offered` : `kept up to ${fmt(RAMP_TO)}`})` +
      `${r.complete ? '' : '  LOST MESSAGES'}${r.tips ? `  tips: ${r.tips}` : ''}`,
  );
}

/** Our server: a production build with 100 bench accounts (the room reads each sender's live account). */
async function startOurRoom(port) {
  const secret = randomBytes(32).toString('hex');
  const persist = '.wrangler/bench-chat-state';
  const server = await startLocalServer({
    port,
    persist,
    vars: { JWT_SECRET: secret, GLOBAL_RATE_LIMIT: '100000000', CHAT_RATE_LIMIT: ROOM_RATE_LIMIT },
    direct: true,
    // the room in an isolate of its own, as where it is placed in production (BENCH_ONE_ISOLATE=1: beside the site)
    configs: process.env.BENCH_ONE_ISOLATE === '1' ? [] : (main) => chatHostConfigs(root, { main, hostVars: { CHAT_RATE_LIMIT: ROOM_RATE_LIMIT } }),
  });
  const sql =
    'INSERT INTO blog_user (id, username, password, role, nick_name) ' +
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${SENDERS - 1}) ` +
    `SELECT ${FIRST_BENCH_USER} + i, 'bench' || i, '-', 2, '压测' || i FROM n`;
  const added = spawnSync(`${server.root}/node_modules/.bin/wrangler`, ['d1', 'execute', 'DB', '--local', '--persist-to', persist, '--command', sql], {
    cwd: server.root,
    env: server.env,
    stdio: 'ignore',
  });
  if (added.status !== 0) {
    server.stop();
    throw new Error('could not add the bench accounts');
  }
  const key = new TextEncoder().encode(secret);
  const tokens = await Promise.all(
    Array.from({ length: SENDERS }, (_, i) =>
      new SignJWT({ id: FIRST_BENCH_USER + i, username: `bench${i}`, role: 2, nick_name: `压测${i}`, sv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key),
    ),
  );
  return { server, tokens };
}

/** Runs the comparison and prints it; answers whether every message arrived. */
export async function benchChat({ rounds = Number(process.env.CHAT_BENCH_ROUNDS || 5) } = {}) {
  const { server, tokens } = await startOurRoom(Number(process.env.BENCH_PORT || 8803));
  let reference;
  try {
    const frame = process.env.BENCH_REFERENCE_FRAME === 'demo' ? 'demo' : 'ours';
    const bare = process.env.BENCH_REFERENCE_BARE === '1';
    reference = await startReferenceRoom({ port: Number(process.env.BENCH_REFERENCE_PORT || 8804), vars: { FRAME: frame }, bare });
    for (const [name, s] of [['our room', server], ['the reference room', reference]]) {
      if (!s.directBase) throw new Error(`${name}: its own workerd address was not found in wrangler's log`);
    }
    const rooms = [
      { key: 'ours', label: 'ours', base: server.directBase, headers: server.directHeaders, url: (i) => `/ws${i < SENDERS ? `?token=${tokens[i]}` : ''}` },
      {
        key: 'ref',
        label: 'reference',
        base: reference.directBase,
        headers: reference.directHeaders,
        url: (i) => `/ws${i < SENDERS ? `?id=${FIRST_BENCH_USER + i}&name=${encodeURIComponent(`压测${i}`)}` : ''}`,
      },
    ].map((room) => ({
      ...room,
      url: (i) => `${room.base.replace(/^http/, 'ws')}${room.url(i)}`,
      // the workerd process serving the room, for its CPU time
      pid: listenerPid(Number(new URL(room.base).port)),
      results: [],
    }));

    console.log(`\n== chat: our room vs a reference broadcast room, ${SOCKETS} sockets each (${SENDERS} senders), ${rounds} alternating rounds ==`);
    console.log(
      `  the reference sends ${frame === 'demo' ? "the chat demo's smaller frames" : 'frames with the fields and sizes of ours (BENCH_REFERENCE_FRAME=demo: the demo\'s smaller ones)'}, ` +
        `${bare ? 'with nothing in front of its worker' : 'behind static assets like ours (BENCH_REFERENCE_BARE=1: without)'}`,
    );
    console.log(
      `  steady: ${fmt(STEADY_RATE)} deliveries/s offered for ${STEADY_MS / 1000} s after ${WARM_MS / 1000} s of warm-up (counted ${GRACE_MS / 1000} s after the last send); ` +
        `cpu: the room's workerd process per message then; ceiling: offered rate x${RAMP_FACTOR} per ${RAMP_STEP_MS / 1000} s step from ${fmt(RAMP_FROM)} until <${FELL_BEHIND * 100}% of a step arrives within it (twice)`,
    );
    for (let round = 0; round < rounds; round++) {
      for (const room of round % 2 ? [...rooms].reverse() : rooms) {
        const result = await measure(room, round);
        room.results.push(result);
        printRound(round, room.label, result);
      }
    }

    const [ours, ref] = rooms.map((room) => ({
      carried: median(room.results.map((r) => r.carried / r.offered)),
      p50: median(room.results.map((r) => r.p50)),
      p99: median(room.results.map((r) => r.p99)),
      cpuMs: median(room.results.map((r) => r.cpuMs)),
      ceiling: median(room.results.map((r) => r.ceiling)),
    }));
    const row = (name, a, b, unit, digits) =>
      console.log(`  ${name.padEnd(24)} ${`${fmt(a, digits)}${unit}`.padStart(12)} ${`${fmt(b, digits)}${unit}`.padStart(12)} ${fmt(a / b, 2).padStart(8)}`);
    console.log(`\n  median of ${rounds} rounds            ours    reference ours/ref`);
    row(`delivered at ${fmt(STEADY_RATE / 1000)}k/s`, 100 * ours.carried, 100 * ref.carried, '%', 1);
    row('p50 latency', ours.p50, ref.p50, ' ms', 1);
    row('p99 latency', ours.p99, ref.p99, ' ms', 1);
    row('room CPU per message', ours.cpuMs, ref.cpuMs, ' ms', 2);
    row('ceiling (deliveries/s)', ours.ceiling, ref.ceiling, '', 0);
    const complete = rooms.every((room) => room.results.every((r) => r.complete));
    console.log(`  every socket got every message in every phase: ${complete ? 'yes' : 'NO'}`);
    return complete;
  } finally {
    reference?.stop();
    server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = (await benchChat()) ? 0 : 1;
}
