/**
 * Moves the edge cache's content version on (the key http/edge-cache.ts reads)
 * for writes that do not come through an API route: the tool worker's restore
 * and Markdown import run the services directly, without bumpContentVersion.
 */
export async function moveContentVersion(d1: D1Database): Promise<void> {
  await d1.prepare("INSERT INTO site_meta (key, value) VALUES ('content_version', 1) ON CONFLICT(key) DO UPDATE SET value = value + 1").run();
}
