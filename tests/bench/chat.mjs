#!/usr/bin/env node
/**
 * `npm run bench:chat`: the chat budget of DESIGN.md on a production build
 * under `wrangler dev` (loopback only). 200 sockets in the public room, 100 of
 * them logged in, each of those sending one message a second for 10 s: prints
 * deliveries/s, p50/p99 delivery latency and whether every socket got every
 * message; then a burst finds the saturation ceiling. Prints, never asserts
 * timings (exit code 1 only when a message was lost).
 *
 * The sockets talk to the worker's own workerd address, not to wrangler's dev
 * proxy in front of it: that proxy copies every frame (about a third of the
 * server's CPU here) and does not exist in production. One Node process
 * drives all 200 client sockets on the same two cores, so the client is kept
 * lean: `ws` without compression, and frames read without a JSON parse.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { startLocalServer } from '../support/local-server.mjs';

const SOCKETS = 200;
const SENDERS = 100;
const SECONDS = 10;
const BURST_PER_SENDER = 10;
/** how long a phase may take to drain before sockets count as short (bounds the run) */
const DRAIN_MS = 90_000;

const secret = randomBytes(32).toString('hex');
const server = await startLocalServer({
  port: Number(process.env.BENCH_PORT || 8803),
  persist: '.wrangler/bench-chat-state',
  vars: { JWT_SECRET: secret, GLOBAL_RATE_LIMIT: '100000000', CHAT_RATE_LIMIT: '100000' },
  direct: true,
});
const wsBase = (server.directBase ?? server.base).replace(/^http/, 'ws');
const socketOptions = { perMessageDeflate: false, skipUTF8Validation: true, headers: server.directHeaders };
const key = new TextEncoder().encode(secret);
const sign = (id) =>
  new SignJWT({ id, username: `bench${id}`, role: 2, nick_name: `压测${id}` }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(key);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The most messages one sender sends in a phase: the size of each socket's receipt marks. */
const MAX_SEQ = Math.max(SECONDS, BURST_PER_SENDER);

/** Opens one socket; every message frame is counted once by its tag `run:sender:seq:sentAt`. */
function open(token) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsBase}/ws${token ? `?token=${token}` : ''}`, socketOptions);
    const client = { ws, received: new Map(), latencies: [], tips: 0 };
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"type":"tips"')) client.tips += 1;
      if (!text.startsWith('{"type":"message"')) return;
      // the server writes the type first and the content as a plain string: no need to parse the whole frame
      const at = text.indexOf('"content":"') + 11;
      const [run, sender, seq, sentAt] = text.slice(at, text.indexOf('"', at)).split(':');
      let seen = client.received.get(run);
      if (!seen) client.received.set(run, (seen = { marks: new Uint8Array(SENDERS * MAX_SEQ), size: 0 }));
      const slot = Number(sender) * MAX_SEQ + Number(seq);
      if (!seen.marks[slot]) {
        seen.marks[slot] = 1;
        seen.size += 1;
      }
      client.latencies.push(performance.now() - Number(sentAt));
    });
    ws.on('open', () => resolve(client));
    ws.on('error', () => reject(new Error('socket failed to open')));
  });
}

async function waitDelivered(clients, run, expected, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (clients.every((c) => (c.received.get(run)?.size ?? 0) >= expected)) return true;
    await sleep(20);
  }
  return false;
}

try {
  const tokens = await Promise.all(Array.from({ length: SENDERS }, (_, i) => sign(100_000 + i)));
  const clients = [];
  for (let i = 0; i < SOCKETS; i += 20) {
    clients.push(...(await Promise.all(Array.from({ length: 20 }, (_, j) => open(i + j < SENDERS ? tokens[i + j] : '')))));
  }
  const senders = clients.slice(0, SENDERS);
  await sleep(1000); // let the join broadcasts settle
  console.log(`\n== chat: ${SOCKETS} sockets (${SENDERS} logged in), each sender 1 msg/s for ${SECONDS} s ==`);
  console.log(`  sockets connect to ${server.directBase ? "the worker's own address (not wrangler's dev proxy)" : "wrangler's dev proxy (the worker's own address was not found)"}`);

  // 1. steady load: senders spread evenly across each second
  for (const c of clients) c.latencies = [];
  const started = performance.now();
  const timers = senders.map((c, i) =>
    setTimeout(() => {
      let seq = 0;
      const tick = () => {
        c.ws.send(JSON.stringify({ type: 'message', content: `steady:${i}:${seq++}:${performance.now()}` }));
        if (seq < SECONDS) c.timer = setTimeout(tick, started + (i * 1000) / SENDERS + seq * 1000 - performance.now());
      };
      tick();
    }, (i * 1000) / SENDERS),
  );
  const perSocket = SENDERS * SECONDS;
  const complete = await waitDelivered(clients, 'steady', perSocket, SECONDS * 1000 + DRAIN_MS);
  const elapsed = (performance.now() - started) / 1000;
  timers.forEach(clearTimeout);
  const lat = clients.flatMap((c) => c.latencies).sort((a, b) => a - b);
  const delivered = clients.reduce((n, c) => n + (c.received.get('steady')?.size ?? 0), 0);
  const missing = clients.filter((c) => (c.received.get('steady')?.size ?? 0) < perSocket).length;
  console.log(`  deliveries        ${delivered} of ${perSocket * SOCKETS} in ${elapsed.toFixed(1)} s  (${(delivered / elapsed).toFixed(0)} deliveries/s)`);
  console.log(`  delivery latency  p50 ${percentile(lat, 50).toFixed(1)} ms  p99 ${percentile(lat, 99).toFixed(1)} ms  max ${lat.at(-1)?.toFixed(1)} ms  (budget p99 ≤ 50 ms)`);
  console.log(`  every socket got every message: ${complete ? 'yes' : `NO (${missing} sockets short)`}; rate-limit tips: ${clients.reduce((n, c) => n + c.tips, 0)}`);
  console.log(`  offered ${SENDERS * SOCKETS} deliveries/s; when the room keeps up, the run takes ${SECONDS} s and p99 stays flat`);

  // 2. saturation: every sender fires a burst at once; the room's fan-out rate is the ceiling
  for (const c of clients) c.latencies = [];
  const burstStart = performance.now();
  senders.forEach((c, i) => {
    for (let s = 0; s < BURST_PER_SENDER; s++) c.ws.send(JSON.stringify({ type: 'message', content: `burst:${i}:${s}:${performance.now()}` }));
  });
  const burstDone = await waitDelivered(clients, 'burst', SENDERS * BURST_PER_SENDER, DRAIN_MS);
  const burstSeconds = (performance.now() - burstStart) / 1000;
  const burstDelivered = clients.reduce((n, c) => n + (c.received.get('burst')?.size ?? 0), 0);
  const blat = clients.flatMap((c) => c.latencies).sort((a, b) => a - b);
  console.log(`\n== saturation: ${SENDERS} senders x ${BURST_PER_SENDER} messages at once ==`);
  console.log(`  ${burstDelivered} deliveries in ${burstSeconds.toFixed(2)} s = ceiling ≈ ${(burstDelivered / burstSeconds).toFixed(0)} deliveries/s (${((SENDERS * BURST_PER_SENDER) / burstSeconds).toFixed(0)} messages/s in)`);
  console.log(`  latency under saturation p50 ${percentile(blat, 50).toFixed(0)} ms  p99 ${percentile(blat, 99).toFixed(0)} ms; complete: ${burstDone ? 'yes' : 'NO'}`);
  console.log(`  (one Node process drives all ${SOCKETS} client sockets on the same machine, so the figure is a floor of what the room can do)`);

  for (const c of clients) c.ws.close(1000);
  process.exitCode = complete && burstDone ? 0 : 1;
} finally {
  server.stop();
}
