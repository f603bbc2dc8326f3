import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { applyPendingMigrations } from '../db/migrations/apply';

/** Seconds a visitor (or a client honouring Retry-After) waits before asking again. */
const RETRY_AFTER_SECONDS = 30;
const MAINTENANCE_MESSAGE = '站点正在升级，请稍后再试';

/**
 * Per isolate: once the database has every migration this deployment carries, no request asks
 * again. Never a shared promise: a request waiting on another request's work would hang with it
 * if that request were cancelled; concurrent first requests each check, and the record's UNIQUE
 * name lets only one of them apply a file.
 */
let migrated = false;

/**
 * Runs before everything but the hashed assets: the first request of an isolate brings the
 * database up to date (db/migrations/apply.ts). When that fails the site answers 503 for now and
 * the next request tries again; nothing is remembered but success.
 */
export const selfMigrate = createMiddleware<AppEnv>(async (c, next) => {
  if (!migrated && !c.req.path.startsWith('/assets/')) {
    try {
      await applyPendingMigrations(c.env.DB);
      migrated = true;
    } catch (error) {
      // the owner reads the cause in the worker's logs; the visitor gets no internals
      console.error('database migration failed; answering 503 until it succeeds', error);
      return maintenance(c);
    }
  }
  await next();
});

function maintenance(c: Context<AppEnv>) {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return c.json({ code: '503', message: MAINTENANCE_MESSAGE }, 503);
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  return c.html(MAINTENANCE_PAGE, 503);
}

// self-contained: while the database is not ready, nothing else of the site can be trusted to load
const MAINTENANCE_PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
<title>站点升级中</title>
<style>
  /* the site's own colours (web/src/styles/tokens.css), light or dark as the system is */
  :root { color-scheme: light dark; --bg: #f3f5f9; --card: #fff; --text: #2b3440; --muted: #5d6878; --primary: #1a68bb; }
  @media (prefers-color-scheme: dark) { :root { --bg: #15171c; --card: #1f232a; --text: #d5dae2; --muted: #9aa3b1; --primary: #5ea8f2; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text);
    font: 16px/1.7 -apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; }
  main { box-sizing: border-box; width: min(92vw, 440px); padding: 36px 28px; border-radius: 16px; background: var(--card);
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.08); text-align: center; }
  h1 { margin: 0 0 8px; font-size: 22px; }
  p { margin: 0; color: var(--muted); }
  .mark { width: 48px; height: 48px; margin: 0 auto 16px; border-radius: 50%; border: 4px solid var(--primary); border-right-color: transparent; }
</style>
</head>
<body>
<main>
  <div class="mark" aria-hidden="true"></div>
  <h1>${MAINTENANCE_MESSAGE}</h1>
  <p>我们正在更新博客，通常只需要一小会儿。页面会在 ${RETRY_AFTER_SECONDS} 秒后自动刷新。</p>
</main>
</body>
</html>`;
