/**
 * isReferenced, the last check before a stored file is deleted, in D1's own
 * statements (worker/db/d1-statements.ts): one query over every column that
 * may show a file, each of the three ways a row names it.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { messages, playlists } from '../../worker/db/schema';
import { isReferenced } from '../../worker/services/file-references';
import { db, makeUser } from './helpers';

let n = 0;
const freshKey = (name = 'pic') => `img/ref-test/${(n += 1)}-${name}.png`;

describe('isReferenced', () => {
  it('answers false for a key no row names', async () => {
    expect(await isReferenced(env.DB, freshKey())).toBe(false);
  });

  it('finds a column that holds the URL, also as an older absolute address', async () => {
    const key = freshKey();
    const user = await makeUser();
    await env.DB.prepare('UPDATE blog_user SET avatar = ? WHERE id = ?').bind(`https://old.example/img/${key}`, user.id).run();
    expect(await isReferenced(env.DB, key)).toBe(true);
    // a column ends in the URL: one that merely begins with it does not name this file
    const longer = freshKey();
    await env.DB.prepare('UPDATE blog_user SET avatar = ? WHERE id = ?').bind(`/img/${longer}.webp`, user.id).run();
    expect(await isReferenced(env.DB, longer)).toBe(false);
  });

  it('finds the URL inside a text (markdown or user HTML)', async () => {
    const key = freshKey();
    await db().insert(messages).values({ message: `留言 ![图](/img/${key}) 结束` }).run();
    expect(await isReferenced(env.DB, key)).toBe(true);
  });

  it('finds a bare key in the music library', async () => {
    const key = freshKey();
    await db().insert(playlists).values({ name: '歌单', cover_key: key }).run();
    expect(await isReferenced(env.DB, key)).toBe(true);
    expect(await isReferenced(env.DB, `${key}x`)).toBe(false);
  });

  it('takes the key literally: LIKE wildcards in it match only themselves', async () => {
    // `_` and `%` are wildcards to LIKE: a row naming a-b must not keep a_b's file alive
    const key = freshKey('a_b');
    await db().insert(messages).values({ message: `![](/img/${key.replace('a_b', 'a-b')})` }).run();
    expect(await isReferenced(env.DB, key)).toBe(false);
    await db().insert(messages).values({ message: `![](/img/${key})` }).run();
    expect(await isReferenced(env.DB, key)).toBe(true);
  });
});
