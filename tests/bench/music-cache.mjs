/**
 * Music cache hit versus miss: a fake NetEase API on loopback (the one truly
 * outside part, so the one thing we stand in for) that answers after 80 ms
 * and counts its calls, behind `wrangler dev` with MUSIC_API_BASE pointing at it.
 */
import { createServer } from 'node:http';
import { startLocalServer } from '../support/local-server.mjs';

const UPSTREAM_DELAY_MS = 80;

export async function benchMusicCache() {
  let calls = 0;
  const upstream = createServer((req, res) => {
    calls += 1;
    setTimeout(() => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Set-Cookie', 'MUSIC_U=secret; Path=/');
      res.end(JSON.stringify({ code: 200, list: [{ id: 1, name: '飙升榜', coverImgUrl: '' }] }));
    }, UPSTREAM_DELAY_MS);
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address();
  const server = await startLocalServer({
    port: Number(process.env.BENCH_MUSIC_PORT || 8814),
    persist: '.wrangler/bench-music-state',
    vars: { MUSIC_API_BASE: `http://127.0.0.1:${port}`, GLOBAL_RATE_LIMIT: '100000000' },
  });
  try {
    const url = `${server.base}/wapi/toplist/detail`;
    const timed = async () => {
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      return { ms: performance.now() - t0, cookie: res.headers.get('set-cookie') };
    };
    const miss = await timed();
    const hits = [];
    for (let i = 0; i < 50; i++) hits.push((await timed()).ms);
    hits.sort((a, b) => a - b);
    const p50 = hits[Math.floor(hits.length / 2)];
    console.log(`  miss ${miss.ms.toFixed(1)} ms (upstream answers in ${UPSTREAM_DELAY_MS} ms)   hit p50 ${p50.toFixed(1)} ms over 50 requests`);
    console.log(`  upstream calls for 51 requests: ${calls}   Set-Cookie passed to the browser: ${miss.cookie ? 'YES' : 'no'}`);
  } finally {
    server.stop();
    upstream.close();
  }
}
