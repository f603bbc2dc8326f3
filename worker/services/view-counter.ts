/**
 * Article reads are counted after the answer (the route hands this to waitUntil): a reader
 * never waits on a write to the primary, and counting moves no cache (edge-cache.ts
 * keepsCache): cached lists show the new count within their TTL.
 *
 * Counts wait per isolate in `pending`; one flush at a time writes them, one UPDATE per
 * article in one batch, and reads that arrive meanwhile go in its next round, so a burst of
 * readers costs a few writes rather than one each. A flush runs in the request that started
 * it, with that request's binding; the others only add to the map.
 */
const pending = new Map<number, number>();
/** when the running flush started; a flush whose request was cut off never ends, so an old one is ignored */
let flushingSince = -Infinity;
const FLUSH_STALE_MS = 10_000;

export async function countView(d1: D1Database, articleId: number): Promise<void> {
  pending.set(articleId, (pending.get(articleId) ?? 0) + 1);
  if (Date.now() - flushingSince < FLUSH_STALE_MS) return; // the flush under way takes it in its next round
  flushingSince = Date.now();
  try {
    while (pending.size > 0) {
      const counts = [...pending];
      pending.clear();
      const add = d1.prepare('UPDATE blog_article SET view_times = view_times + ?2 WHERE id = ?1');
      await d1.batch(counts.map(([id, n]) => add.bind(id, n))).catch((err: unknown) => {
        // a lost read count is not worth a failed page: the owner sees it in the log
        console.error('view counter: reads not counted', counts, err);
      });
    }
  } finally {
    flushingSince = -Infinity;
  }
}
