/**
 * 一起听's sync, measured in real Chromium (issue 31): a controller (the owner) and two listeners
 * in the chat room play the same built-in library track; the second listener has 150 ms of added
 * latency and joins late, and the controller seeks. Every second each page's audio position is
 * held against the room's: (now − startedAt) of the room's state, where the pages and workerd
 * share this machine's clock. Used by tests/e2e/listen.test.mjs (which asserts ±80 ms) and by
 * `npm run bench` (which prints the figures).
 */
import { newPage, login } from '../e2e/browser.mjs';

const OWNER = { username: 'owner', password: 'owner123' };
const ADDED_LATENCY_MS = 150;

/**
 * Every page: the audio element the player plays is kept as window.__audio, and the room's last
 * state frame as window.__listenState. `delayMs`: the socket's frames wait this long each way
 * (the added latency, when Chromium's network emulation does not reach WebSockets).
 */
function instrument(delayMs) {
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    window.__audio = this;
    return play.call(this);
  };
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        try {
          const f = JSON.parse(e.data);
          if (f.type === 'listenState') window.__listenState = f;
        } catch {
          /* pong */
        }
      });
    }
    send(data) {
      if (!delayMs) return super.send(data);
      setTimeout(() => {
        try {
          super.send(data);
        } catch {
          /* closed meanwhile */
        }
      }, delayMs);
    }
    set onmessage(fn) {
      super.onmessage = delayMs && fn ? (e) => setTimeout(() => fn.call(this, e), delayMs) : fn;
    }
    get onmessage() {
      return super.onmessage;
    }
  };
}

async function openRoom(browser, base, { owner = false, shimDelay = 0, cdpLatency = 0 } = {}) {
  const { page, problems } = await newPage(browser);
  await page.addInitScript(instrument, shimDelay);
  if (cdpLatency) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: cdpLatency, downloadThroughput: -1, uploadThroughput: -1 });
  }
  if (owner) await login(page, OWNER.username, OWNER.password, { base });
  await page.goto(`${base}/message/chat`);
  await page.getByRole('button', { name: '加入一起听' }).click();
  await page.getByRole('button', { name: '退出一起听' }).waitFor();
  return { page, problems };
}

/** The page's audio position against the room's (ms; positive: ahead), with what it played. */
const sampleIn = (page) =>
  page.evaluate(() => {
    const a = window.__audio;
    return a ? { ct: a.currentTime, paused: a.paused, at: Date.now(), src: a.src } : null;
  });
const roomState = (page) => page.evaluate(() => window.__listenState?.state ?? null);
const rttOf = async (page) => Number(await page.locator('section.listen').getAttribute('data-rtt'));

/**
 * Runs the scene and answers every sample. The late listener's page starts opening at `lateJoinAt` and joins
 * some seconds later (a page load, and first a try of Chromium's network emulation). `settle` seconds after the start, the late join and the
 * seek are not counted (the "after the first 3 s"); every other sample is.
 */
export async function measureSync(browser, { base, seconds = 20, lateJoinAt = 2, seekAt = 13, settle = 3 } = {}) {
  const controller = await openRoom(browser, base, { owner: true });
  const early = await openRoom(browser, base);
  const { page } = controller;
  await page.getByRole('button', { name: '点歌' }).click();
  await page.getByRole('button', { name: /^现在播放：/ }).first().click();
  await page.waitForFunction(() => window.__listenState?.state?.startedAt && window.__audio && !window.__audio.paused, null, { timeout: 30_000 });
  const start = Date.now();
  const since = (t) => (Date.now() - t) / 1000;
  let late = null;
  let latencyApplied = 'none';
  let lateJoined = Infinity;
  let seeked = Infinity;
  const lateOpening = (async () => {
    await new Promise((r) => setTimeout(r, lateJoinAt * 1000));
    // first Chromium's own network emulation; if the socket's round trip shows it did not apply, the socket shim
    let room = await openRoom(browser, base, { cdpLatency: ADDED_LATENCY_MS });
    await room.page.waitForFunction(() => Number(document.querySelector('section.listen')?.dataset.rtt) > 0, null, { timeout: 10_000 });
    if ((await rttOf(room.page)) >= ADDED_LATENCY_MS * 0.9) latencyApplied = 'Network.emulateNetworkConditions';
    else {
      await room.page.context().close();
      room = await openRoom(browser, base, { shimDelay: ADDED_LATENCY_MS / 2 });
      latencyApplied = 'socket shim (75 ms each way; Chromium network emulation did not delay the WebSocket)';
    }
    lateJoined = Date.now();
    late = room;
  })();
  const samples = [];
  for (let i = 1; i <= seconds; i++) {
    await new Promise((r) => setTimeout(r, Math.max(0, start + i * 1000 - Date.now())));
    if (i === seekAt) {
      // the controller drags the room's progress back to the start (one move, when let go)
      const slider = page.getByRole('slider', { name: '大家的播放进度' });
      await slider.focus();
      await page.keyboard.press('Home');
      seeked = Date.now();
    }
    const state = await roomState(page);
    const pages = [
      ['controller', controller],
      ['listener', early],
      ['late listener (+150 ms)', late],
    ];
    for (const [who, room] of pages) {
      if (!room) continue;
      const s = await sampleIn(room.page);
      const drift = s && state?.startedAt && !s.paused ? Math.round(s.ct * 1000 - (s.at - state.startedAt)) : null;
      // the first seconds, and the seconds after a seek, settle for everyone; after joining late, for the one who joined
      const settled = i > settle && (seeked === Infinity || since(seeked) > settle) && (room !== late || since(lateJoined) > settle);
      samples.push({ t: i, who, drift: drift ?? Infinity, counted: settled && room !== controller });
    }
  }
  await lateOpening;
  const problems = [controller, early, late].flatMap((r) => r?.problems ?? []);
  const rtts = { listener: await rttOf(early.page), late: late ? await rttOf(late.page) : null };
  for (const r of [controller, early, late]) await r?.page.context().close();
  return { samples, problems, latencyApplied, rtts };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** |drift| of the counted listener samples: p50, p95, the worst, how many. */
export function summarise({ samples, latencyApplied }) {
  const counted = samples.filter((s) => s.counted).map((s) => Math.abs(s.drift));
  const sorted = [...counted].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), worst: sorted.at(-1), counted: counted.length, latencyApplied };
}

/** `npm run bench`'s section. */
export async function benchListenSync(browser, base) {
  printSync(await measureSync(browser, { base }));
}

/** The figures and every page's drift per second (— : not playing; counted samples are the listeners' after settling). */
export function printSync(run) {
  const { p50, p95, worst, counted } = summarise(run);
  console.log(`  listeners' |drift| from the room: p50 ${p50} ms   p95 ${p95} ms   worst ${worst} ms   (${counted} samples over 20 s; budget ±80 ms)`);
  console.log(`  clock round trips: listener ${run.rtts.listener} ms, late listener ${run.rtts.late} ms; added latency via ${run.latencyApplied}`);
  for (const who of ['controller', 'listener', 'late listener (+150 ms)']) {
    console.log(`  ${who.padEnd(24)} ${run.samples.filter((s) => s.who === who).map((s) => (Number.isFinite(s.drift) ? s.drift : '—')).join(' ')}`);
  }
}

// `node tests/bench/listen-sync.mjs`: this section alone, on its own server over freshly seeded data
if (import.meta.url === `file://${process.argv[1]}`) {
  const { startLocalServer } = await import('../support/local-server.mjs');
  const { launch } = await import('../e2e/browser.mjs');
  const port = Number(process.env.BENCH_PORT || 8789);
  const server = await startLocalServer({ port, persist: `.wrangler/bench-state-${port}`, vars: { GLOBAL_RATE_LIMIT: '100000000' } });
  const browser = await launch(['--autoplay-policy=no-user-gesture-required']);
  try {
    await benchListenSync(browser, server.base);
  } finally {
    await browser.close();
    server.stop();
  }
}
