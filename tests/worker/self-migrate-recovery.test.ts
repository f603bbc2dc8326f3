import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { emptyDatabase, migrationRecord } from './empty-database';
import { call } from './helpers';

const ALL = env.TEST_MIGRATIONS.map((m) => m.name);
const MAINTENANCE = '站点正在升级，请稍后再试';
const page = (path: string) => call('GET', path, { headers: { Accept: 'text/html' } });

/** Nothing about the failure reaches a visitor: no table names, no SQLite or D1 wording. */
function expectNoInternals(text: string) {
  for (const secret of ['blog_article_tag', 'already exists', 'SQLITE', 'D1_ERROR', '0000_init', 'migration']) expect(text).not.toContain(secret);
}

describe('a migration that fails on a fresh deploy', () => {
  it('answers the maintenance page and the 503 envelope, retries on every request, and recovers once the cause is gone', async () => {
    await emptyDatabase();
    // a table in the way of 0000_init.sql's first CREATE TABLE: the first file cannot apply
    await env.DB.prepare('CREATE TABLE blog_article_tag (x integer)').run();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    for (let attempt = 0; attempt < 2; attempt++) {
      const html = await page('/home');
      expect(html.status).toBe(503);
      expect(html.headers.get('Retry-After')).toBe('30');
      expect(html.headers.get('Content-Type')).toContain('text/html');
      expect(html.text).toContain(MAINTENANCE);
      expect(html.text).toContain('lang="zh-CN"');
      expectNoInternals(html.text);

      const json = await call('GET', '/api/config');
      expect(json.status).toBe(503);
      expect(json.headers.get('Retry-After')).toBe('30');
      expect(json.json).toEqual({ code: '503', message: MAINTENANCE });
      expectNoInternals(json.text);

      // a write is refused the same way, before it reaches a route
      const write = await call('POST', '/api/user/register', { body: { username: 'someone1', password: 'abc123' } });
      expect(write.status).toBe(503);
      expect(write.json.message).toBe(MAINTENANCE);
      // nothing half-done stays behind: the record is empty, so the next request tries again
      expect(await migrationRecord()).toEqual([]);
    }

    // the owner finds the cause in the worker's log
    expect(logged).toHaveBeenCalledTimes(6);
    expect(String(logged.mock.calls[0]![1])).toMatch(/0000_init\.sql.*already exists/);
    logged.mockRestore();

    await env.DB.prepare('DROP TABLE blog_article_tag').run();
    // the first requests after the fix arrive together: each file is applied once between them
    const burst = await Promise.all([...Array(6)].map((_, i) => call('GET', i % 2 ? '/api/config' : '/api/health')));
    for (const res of burst) expect(res.status).toBe(200);
    const record = await migrationRecord();
    expect(record.map((r) => r.name)).toEqual(ALL);
    expect(record.map((r) => r.id)).toEqual(ALL.map((_, i) => i + 1));
    expect((await call('GET', '/api/config')).json.code).not.toBe('503');
  });
});
