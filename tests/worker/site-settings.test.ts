import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDb } from '../../worker/db/client';
import { readSetting, writeSetting } from '../../worker/services/site-settings';

const demo = z.object({ level: z.number().int().min(1).max(5).default(2), words: z.array(z.string()).default([]) });

describe('site settings store', () => {
  const db = createDb(env.DB);

  it('reads the defaults when nothing is stored, then what was written', async () => {
    expect(await readSetting(db, 'demo', demo)).toEqual({ level: 2, words: [] });
    await writeSetting(db, 'demo', demo, { level: 4, words: ['广告'] });
    expect(await readSetting(db, 'demo', demo)).toEqual({ level: 4, words: ['广告'] });
    await writeSetting(db, 'demo', demo, { level: 5 });
    expect(await readSetting(db, 'demo', demo)).toEqual({ level: 5, words: [] });
  });

  it('a row or a field that no longer parses reads as its defaults instead of breaking a write path', async () => {
    await env.DB.prepare("INSERT OR REPLACE INTO site_setting (key, value) VALUES ('broken', '{not json')").run();
    await env.DB.prepare("INSERT OR REPLACE INTO site_setting (key, value) VALUES ('old', '{\"level\": 99, \"words\": [\"刷单\"]}')").run();
    expect(await readSetting(db, 'broken', demo)).toEqual({ level: 2, words: [] });
    expect(await readSetting(db, 'old', demo)).toEqual({ level: 2, words: ['刷单'] });
  });

  it('refuses to store a value outside its schema', async () => {
    await expect(writeSetting(db, 'demo2', demo, { level: 9 })).rejects.toThrow();
    expect(await readSetting(db, 'demo2', demo)).toEqual({ level: 2, words: [] });
  });
});
