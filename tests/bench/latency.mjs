import autocannon from 'autocannon';

/** autocannon against one url: 10 connections for `seconds`; latency in ms. */
export async function measureLatency(url, { connections = 10, seconds = 5 } = {}) {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx and ${result.errors} errors under load`);
  }
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, count: result.requests.total };
}
