/**
 * Every Durable Object class wrangler.toml binds is exported by both entries that run with that
 * config: the site (worker/index.ts) and the tool worker (worker/tools/index.ts, started by the
 * terminal commands). A class one of them lacks keeps that worker from starting: the tool worker
 * without PushFanout made `npm run backup` and the imports hang (2026-11-28).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const bound = [...read('wrangler.toml').matchAll(/^class_name\s*=\s*"(\w+)"/gm)].map((m) => m[1]!);

const exportsClass = (source: string, name: string) =>
  new RegExp(`export\\s+(class\\s+${name}\\b|\\{[^}]*\\b${name}\\b[^}]*\\})`).test(source);

describe('Durable Object classes', () => {
  it('wrangler.toml binds some', () => expect(bound).toEqual(expect.arrayContaining(['ChatRoom', 'PushFanout'])));
  for (const entry of ['worker/index.ts', 'worker/tools/index.ts']) {
    it(`${entry} exports every bound class`, () => {
      const source = read(entry);
      expect(bound.filter((name) => !exportsClass(source, name))).toEqual([]);
    });
  }
});
