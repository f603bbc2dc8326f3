import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../../worker/app';
import { PRIVATE_TABLES } from '../../worker/db/private-tables';
import { forgetSigningSecret, signingSecret } from '../../worker/services/signing-secret';
import { signToken, verifyToken } from '../../worker/services/token';
import { routeTable } from './fuzz-routes';
import { call, makeUser } from './helpers';

/** The deployment without `wrangler secret put JWT_SECRET`. */
const unset = { DB: env.DB };
const storedRows = async () => (await env.DB.prepare('SELECT name, value FROM site_secret').all<{ name: string; value: string }>()).results;

describe('the signing key when JWT_SECRET is unset', () => {
  it('is made once, kept in D1, the same on the next call and in a new isolate, and ≥ 32 random bytes', async () => {
    expect(await storedRows()).toEqual([]);
    const first = await signingSecret(unset);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first.length / 2).toBeGreaterThanOrEqual(32);
    expect(await storedRows()).toEqual([{ name: 'jwt', value: first }]);
    expect(await signingSecret(unset)).toBe(first);
    // a second isolate has nothing cached: it reads the same key back
    forgetSigningSecret();
    expect(await signingSecret(unset)).toBe(first);
    expect(await storedRows()).toHaveLength(1);
    // a token signed in one isolate is accepted in the other
    const token = await signToken({ id: 7, username: 'someone', role: 2, nick_name: '', sv: 0 }, first);
    forgetSigningSecret();
    expect((await verifyToken(token, await signingSecret(unset))).ok).toBe(true);
  });

  it('isolates racing on a fresh database agree on one key', async () => {
    await env.DB.prepare('DELETE FROM site_secret').run();
    const keys = await Promise.all(
      Array.from({ length: 5 }, async () => {
        forgetSigningSecret();
        return signingSecret(unset);
      }),
    );
    expect(new Set(keys).size).toBe(1);
    expect(await storedRows()).toEqual([{ name: 'jwt', value: keys[0] }]);
    // not the key of the previous test: a new database gets a new key
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('JWT_SECRET, when set, is the key, and nothing is stored for it', async () => {
    await env.DB.prepare('DELETE FROM site_secret').run();
    expect(await signingSecret({ DB: env.DB, JWT_SECRET: 'set-by-the-owner' })).toBe('set-by-the-owner');
    expect(await storedRows()).toEqual([]);
  });
});

describe('the stored key never leaves the database', () => {
  it('is a private table: export and restore skip it', () => {
    expect(PRIVATE_TABLES).toContain('site_secret');
  });

  it('no GET route of the API answers it, for the owner or anyone', async () => {
    await env.DB.prepare('DELETE FROM site_secret').run();
    forgetSigningSecret();
    const key = await signingSecret(unset);
    const owner = await makeUser(1);
    const routes = routeTable(app.routes).filter((r) => r.method === 'GET' && r.path.startsWith('/api/') && !r.path.includes(':') && !r.path.includes('*'));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const token of [undefined, owner.token]) {
        const res = await call('GET', route.path, { token });
        expect(res.status, route.path).toBeLessThan(500);
        expect(res.text, route.path).not.toContain(key);
      }
    }
  });
});
