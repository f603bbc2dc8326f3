import autocannon from 'autocannon';

/**
 * autocannon against one url: 10 connections for `seconds`; latency in ms. `uncached` gives every
 * request a query string of its own, so each is its own edge-cache key: a miss every time.
 */
export async function measureLatency(url, { connections = 10, seconds = 5, uncached = false } = {}) {
  const { pathname, search } = new URL(url);
  let n = 0;
  const fresh = { setupRequest: (req) => ({ ...req, path: `${pathname}${search ? `${search}&` : '?'}bench-miss=${++n}` }) };
  const result = await autocannon({ url, connections, duration: seconds, ...(uncached ? { requests: [fresh] } : {}) });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx and ${result.errors} errors under load`);
  }
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, count: result.requests.total };
}

/** What a response's Server-Timing says: D1 queries and whether the edge cache answered. */
export function serverTimingOf(res) {
  const header = res.headers.get('Server-Timing') ?? '';
  const queries = /d1;desc="(\d+) quer/.exec(header)?.[1];
  return { queries: queries === undefined ? NaN : Number(queries), edge: /edge;desc=(\w+)/.exec(header)?.[1] ?? '-' };
}

/**
 * A page's cold view (a query string no one asked for yet: its own page-cache key) and its warm
 * view (the same address again), as a visitor without a login: D1 queries of each.
 */
export async function pageViewQueries(base, path) {
  const url = new URL(path, base);
  url.searchParams.set('bench-cold', String(Date.now()));
  const cold = serverTimingOf(await fetch(url, { headers: { Accept: 'text/html' } }));
  const warm = serverTimingOf(await fetch(url, { headers: { Accept: 'text/html' } }));
  return { cold, warm };
}
