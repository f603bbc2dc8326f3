/**
 * `npm run bench -- --data large`: does a page cost the same with 10,000 articles as with the demo's 30?
 * Two servers run side by side: the demo state, and the demo plus 10,000 articles (about 2,000 Chinese
 * characters each), 50,000 comments and 100,000 chat messages, written through the site's own code by the
 * tool worker (worker/tools/fill-large.ts). The demo seeds no chat, so it gets 50 messages from the same
 * tool. Each endpoint is timed on both in 3 rounds; a figure is the median of the rounds' medians (each
 * round: up to 25 requests a side, at least 3, about 4 s, alternating between the servers request by
 * request), and a ratio above 1.5x (search: 3x) is marked OVER. Edge-cached GETs carry a throwaway query
 * parameter, so every request is a cache miss: the query is what is measured.
 */
import { startToolWorker } from '../../scripts/lib/tool-worker.mjs';
import { startLocalServer } from '../support/local-server.mjs';

const SIZES = { articles: 10_000, comments: 50_000, chat: 100_000 };
const ROUNDS = 3;
const SAMPLES = 25;
const MIN_SAMPLES = 3;
const WARMUP = 2;
const BUDGET_MS = 4000;
const REQUEST_TIMEOUT_MS = 60_000;

const pad = (s, n) => String(s).padEnd(n);
const ms = (n) => `${n.toFixed(1)} ms`.padStart(9);
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Writes the large data into a seeded state through the tool worker, part by part. */
async function fill(persist) {
  const started = Date.now();
  const tools = await startToolWorker({ persistTo: persist });
  const post = async (body) => (await tools.call('fill-large', JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })).json();
  const progress = (what, done, total) => process.stdout.write(`\r  filling ${what}: ${done}/${total} (${Math.round((Date.now() - started) / 1000)} s)   `);
  try {
    const { words } = await post({ part: 'taxonomy' });
    // short requests: each article's triggers split its text into characters (migrations/0012)
    for (let from = 0; from < SIZES.articles; from += 100) {
      await post({ part: 'articles', from, count: Math.min(100, SIZES.articles - from), total: SIZES.articles });
      progress('articles', Math.min(from + 100, SIZES.articles), SIZES.articles);
    }
    let busyArticle = 0;
    for (let from = 0; from < SIZES.comments; from += 5000) {
      ({ busyArticle } = await post({ part: 'comments', from, count: Math.min(5000, SIZES.comments - from) }));
      progress('comments', Math.min(from + 5000, SIZES.comments), SIZES.comments);
    }
    let chat = 0;
    for (let from = 0; from < SIZES.chat; from += 10_000) {
      ({ chat } = await post({ part: 'chat', from, count: Math.min(10_000, SIZES.chat - from) }));
      progress('chat messages', Math.min(from + 10_000, SIZES.chat), SIZES.chat);
    }
    console.log(`\n  filled in ${Math.round((Date.now() - started) / 1000)} s (chat history holds ${chat} messages)`);
    return { words, busyArticle };
  } finally {
    await tools.dispose();
  }
}

/** Fifty chat messages (the same generator as the large room) for the demo state. */
async function demoChat(persist) {
  const tools = await startToolWorker({ persistTo: persist });
  try {
    await tools.call('fill-large', JSON.stringify({ part: 'chat', from: 0, count: 50 }), { headers: { 'Content-Type': 'application/json' } });
  } finally {
    await tools.dispose();
  }
}

async function json(base, path, body) {
  const res = await fetch(`${base}${path}`, body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {});
  const data = await res.json();
  if (data.code !== 0) throw new Error(`${path}: ${JSON.stringify(data).slice(0, 200)}`);
  return data.result;
}

/** Ids the requests need, found the way a reader would: the first public article, a tag and category in use, the deepest archive page. */
async function targets(base, busyArticle) {
  const home = await json(base, '/api/article/blogHomeGetArticleList/1/5');
  const tags = await json(base, '/api/tag/getTagDictionary');
  const categories = await json(base, '/api/category/getCategoryDictionary');
  const timeline = await json(base, '/api/article/blogTimelineGetArticleList/1/10');
  let commented = busyArticle;
  if (!commented) {
    // the demo: its most commented article
    const ids = (await json(base, '/api/article/blogHomeGetArticleList/1/100')).list.map((a) => a.id);
    let most = -1;
    for (const id of ids) {
      const n = await json(base, '/api/comment/getCommentTotal', { type: 1, for_id: id });
      if (n > most) [most, commented] = [n, id];
    }
  }
  const busiest = (list) => list.reduce((a, b) => (b.article_count > a.article_count ? b : a));
  return {
    article: home.list[0].id,
    tag: busiest(tags).id,
    category: busiest(categories).id,
    deepPage: Math.min(50, Math.ceil(timeline.total / 10)),
    commented,
  };
}

/** The endpoints measured, each a request builder for one server; `bust` defeats the edge cache. */
function endpoints(t, words) {
  const q = encodeURIComponent;
  const get = (path) => (n) => [`${path}${path.includes('?') ? '&' : '?'}bench=${n}`];
  const post = (path, body) => () => [path, body];
  return [
    ['tag dictionary', get('/api/tag/getTagDictionary')],
    ['category dictionary', get('/api/category/getCategoryDictionary')],
    ['home list page 1', get('/api/article/blogHomeGetArticleList/1/5')],
    ['archives page 1', get('/api/article/blogTimelineGetArticleList/1/10')],
    ['archives page 50 (or last)', get(`/api/article/blogTimelineGetArticleList/${t.deepPage}/10`)],
    ['articles of a tag', post('/api/article/getArticleListByTagId', { id: t.tag, current: 1, size: 10 })],
    ['articles of a category', post('/api/article/getArticleListByCategoryId', { id: t.category, current: 1, size: 10 })],
    [`search ${words.common} (common)`, get(`/api/article/getArticleListByContent/${q(words.common)}`), 'search'],
    [`search ${words.rare} (rare)`, get(`/api/article/getArticleListByContent/${q(words.rare)}`), 'search'],
    [`search ${words.oneChar} (one char)`, get(`/api/article/getArticleListByContent/${q(words.oneChar)}`), 'search'],
    [`search ${words.absentChar} (no match)`, get(`/api/article/getArticleListByContent/${q(words.absentChar)}`), 'search'],
    ['/home HTML', get('/home'), 'page'],
    ['statistics', get('/api/statistic')],
    ['comments of an article', post('/api/comment/frontGetParentComment', { type: 1, for_id: t.commented, current: 1, size: 5, order: 'hot' })],
    ['chat history', post('/api/chat/getChatList', { size: 10, last_id: '' })],
    ['article by id', get(`/api/article/getArticleById/${t.article}`)],
    ['hot list', get('/api/article/getHotArticle')],
  ];
}

let sequence = 0;
/** One request's time in ms; the answer must be a success. */
async function once(base, build, kind) {
  const [path, body] = build(++sequence);
  const init = { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...(body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}) };
  const started = performance.now();
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  const took = performance.now() - started;
  if (!res.ok || (kind !== 'page' && !text.startsWith('{"code":0'))) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  return took;
}

/**
 * One round of an endpoint on both servers: requests alternate between them (which goes first
 * alternates too), so both meet the same machine; up to SAMPLES pairs after WARMUP, at least
 * MIN_SAMPLES, about BUDGET_MS. Answers each side's median in ms.
 */
async function timePair(sides, e) {
  const times = sides.map(() => []);
  const started = performance.now();
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    for (const s of i % 2 ? [1, 0] : [0, 1]) {
      const [name, build, kind] = sides[s].list[e];
      const took = await once(sides[s].base, build, kind).catch((error) => {
        throw new Error(`${name} on the ${sides[s].name} server: ${error.cause?.message ?? error.message}\n${sides[s].server.log().slice(-3000)}`);
      });
      if (i >= WARMUP) times[s].push(took);
    }
    if (times[0].length >= MIN_SAMPLES && performance.now() - started > BUDGET_MS) break;
  }
  return times.map(median);
}

export async function benchLargeData({ demoPort = 8791, largePort = 8792 } = {}) {
  const vars = { GLOBAL_RATE_LIMIT: '100000000' };
  console.log('\n== Cost at 10,000 articles versus the demo (median of 3 alternating rounds) ==  budget: ≤ 1.5x (search ≤ 3x)');
  let filled;
  const large = await startLocalServer({ port: largePort, persist: '.wrangler/bench-large', vars, prepare: async (persist) => (filled = await fill(persist)) });
  // the demo seeds no chat: give it a demo-sized room, or its history would answer empty, without reading authors
  const demo = await startLocalServer({ port: demoPort, persist: '.wrangler/bench-demo', vars, prepare: demoChat }).catch((error) => {
    large.stop();
    throw error;
  });
  try {
    const found = [await targets(demo.base, 0), await targets(large.base, filled.busyArticle)];
    const sides = [
      { name: 'demo', server: demo, base: demo.base, list: endpoints(found[0], filled.words) },
      { name: 'large', server: large, base: large.base, list: endpoints(found[1], filled.words) },
    ];
    console.log(`  archives' deepest page measured: ${found[0].deepPage} (demo), ${found[1].deepPage} (large)`);
    const rounds = sides.map(() => sides[0].list.map(() => []));
    for (let round = 0; round < ROUNDS; round++) {
      for (let e = 0; e < sides[0].list.length; e++) {
        const [small, big] = await timePair(sides, e);
        rounds[0][e].push(small);
        rounds[1][e].push(big);
      }
    }
    console.log(`  ${pad('endpoint', 28)} ${'demo'.padStart(9)} ${'large'.padStart(9)}   ratio`);
    let over = 0;
    sides[0].list.forEach(([name, , kind], e) => {
      const [small, big] = [median(rounds[0][e]), median(rounds[1][e])];
      const ratio = big / small;
      const limit = kind === 'search' ? 3 : 1.5;
      if (ratio > limit) over++;
      console.log(`  ${pad(name, 28)} ${ms(small)} ${ms(big)}   x${ratio.toFixed(2)} ${ratio <= limit ? 'ok' : 'OVER'}`);
    });
    console.log(`  ${over ? `${over} over budget` : 'every endpoint within budget'}`);
  } finally {
    demo.stop();
    large.stop();
  }
}
