/**
 * Issue 29 item 5: nobody posts under someone else's name. A nickname that reads as the owner's or
 * another account's (worker/services/nickname-fold.ts) is refused at registration, in the user
 * center and in the console; accounts that already look alike keep working.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../worker/db/schema';
import { foldNickname } from '../../worker/services/nickname-fold';
import { call, db, makeUser } from './helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
let owner: User;
let reader: User;
let other: User;

const OWNER_TEXT = '不能使用博主的昵称';
const TAKEN_TEXT = '该昵称已被使用';

let seq = 0;
const register = (nick_name?: string) =>
  call('POST', '/api/user/register', {
    body: { username: `nick${Date.now() % 100000}${++seq}`, password: 'abc123', ...(nick_name === undefined ? {} : { nick_name }) },
    // an address of its own per registration: the register bucket allows 3 a minute per address
    ip: `10.29.${Math.floor(seq / 250)}.${seq % 250}`,
  });
const editOwn = (token: string, body: Record<string, unknown>) => call('PUT', '/api/user/updateOwnUserInfo', { token, body });
const adminEdit = (token: string, body: Record<string, unknown>) => call('PUT', '/api/user/adminUpdateUserInfo', { token, body });
const row = (id: number) => db().select().from(users).where(eq(users.id, id)).get();
const setNick = (id: number, nick_name: string) => db().update(users).set({ nick_name }).where(eq(users.id, id));

beforeAll(async () => {
  // the first administrator of this file's fresh database is the owner
  owner = await makeUser(1);
  reader = await makeUser(2);
  other = await makeUser(2);
  await setNick(owner.id, 'Alice博主');
  await setNick(other.id, 'Bob0');
});

/** The owner's name and another reader's, each as someone might type them to pass for them. */
const OWNER_LOOKALIKES = [
  'Alice博主', // exact
  'ALICE博主', // letter case
  'ａｌｉｃｅ博主', // full-width
  '\u0410lic\u0435博主', // Cyrillic А and е
  'Al\u200Bice\u200D博主', // zero-width space and joiner
  'A1ice博主', // 1 for l
  'AIice 博主', // capital I for l, and a space
  'Alicé博主', // an accent
];
const OTHER_LOOKALIKES = ['Bob0', 'bob0', 'BOBO', 'Ｂｏｂ０', 'B\u03BFb0', 'Bob\uFEFF0'];

describe('the fold', () => {
  it('reads look-alikes as one name and leaves Chinese alone', () => {
    for (const name of OWNER_LOOKALIKES) expect(foldNickname(name), name).toBe(foldNickname('Alice博主'));
    for (const name of OTHER_LOOKALIKES) expect(foldNickname(name), name).toBe(foldNickname('Bob0'));
    expect(foldNickname('张三')).not.toBe(foldNickname('张四'));
    expect(foldNickname('\u200B\u200C\u2060')).toBe('');
  });
});

describe('the key is an index lookup, never a scan of every account', () => {
  it('for the taken check, the rows still to fold, and the check inside a write', async () => {
    const plan = async (query: string) =>
      ((await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`).bind('x').all<{ detail: string }>()).results.map((r) => r.detail)).join(' | ');
    for (const query of [
      'SELECT id FROM blog_user WHERE nick_fold = ?1 AND id != 0',
      'SELECT id, nick_name, username FROM blog_user WHERE nick_fold IS NULL AND ?1 IS NOT NULL',
      'SELECT 1 WHERE NOT EXISTS (SELECT 1 FROM blog_user AS other WHERE other.nick_fold = ?1 AND other.id != 0)',
    ]) {
      const steps = await plan(query);
      expect(steps, query).toMatch(/user_nick_fold_idx/);
      expect(steps, query).not.toMatch(/SCAN (blog_user|other)\b(?! USING)/);
    }
  });
});

describe('registration', () => {
  it("refuses the owner's nickname in every look", async () => {
    for (const name of OWNER_LOOKALIKES) {
      const res = await register(name);
      expect(res.json, name).toMatchObject({ code: '100001', message: OWNER_TEXT });
    }
  });

  it("refuses another account's nickname in every look", async () => {
    for (const name of OTHER_LOOKALIKES) {
      const res = await register(name);
      expect(res.json, name).toMatchObject({ code: '100001', message: TAKEN_TEXT });
    }
  });

  it('accepts a fresh name and stores its key; a second reader cannot then take it', async () => {
    const res = await register('新读者Carol');
    expect(res.json.code).toBe(0);
    expect((await row(res.json.result.id))!.nick_fold).toBe(foldNickname('新读者Carol'));
    expect((await register('新读者CAROL')).json).toMatchObject({ code: '100001', message: TAKEN_TEXT });
  });

  it('refuses a name of invisible characters only', async () => {
    expect((await register('\u200B\u200D')).json).toMatchObject({ code: '100001', message: '昵称不能为空' });
  });

  it('checks accounts written before the rule (no key yet) and gives them their key', async () => {
    const legacy = await makeUser(2);
    await setNick(legacy.id, 'OldTimer');
    await db().update(users).set({ nick_fold: null }).where(eq(users.id, legacy.id));
    expect((await register('oldtimer')).json).toMatchObject({ code: '100001', message: TAKEN_TEXT });
    expect((await row(legacy.id))!.nick_fold).toBe(foldNickname('OldTimer'));
  });

  it('a writer that renames without folding (an import) leaves no stale key behind', async () => {
    const renamed = await makeUser(2);
    expect((await editOwn(renamed.token, { nick_name: 'Before' })).json.code).toBe(0);
    expect((await row(renamed.id))!.nick_fold).toBe(foldNickname('Before'));
    await setNick(renamed.id, 'After');
    expect((await row(renamed.id))!.nick_fold).toBeNull();
    expect((await register('before')).json.code).toBe(0);
    expect((await register('AFTER')).json).toMatchObject({ code: '100001', message: TAKEN_TEXT });
  });

  it('draws the default name again when the first draw reads as an existing one', async () => {
    const first = await register();
    expect(first.json.code).toBe(0);
    const given = (await row(first.json.result.id))!;
    expect(given.nick_name).toMatch(/^Alice博主的迷弟[A-Za-z0-9]{8}$/);
    expect(given.nick_fold).toBe(foldNickname(given.nick_name));
    // the next draw is forced to repeat the name just given, in another case: the reader gets another
    const sameDraw = given.nick_name.slice(-8);
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
      Array.from(sameDraw).forEach((ch, i) => (bytes[i] = chars.indexOf(ch)));
      return array;
    });
    try {
      const second = await register();
      expect(second.json.code).toBe(0);
      const nick = (await row(second.json.result.id))!.nick_name;
      expect(nick).toMatch(/^Alice博主的迷弟[A-Za-z0-9]{8}$/);
      expect(foldNickname(nick)).not.toBe(given.nick_fold);
      // the forced draw reached the worker (same isolate) and was spent on the refused first name
      expect(spy.mock.calls.length).toBeGreaterThan(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a long multi-byte nickname is a message, never a 500', async () => {
    for (const name of ['😀'.repeat(2000), '\u0301'.repeat(5000), `${'龘'.repeat(19)}👨‍👩‍👧‍👦`, '\uD800'.repeat(30)]) {
      const res = await register(name);
      expect(res.status, name.slice(0, 8)).toBeLessThan(500);
      expect(res.json.code).not.toBe(0);
    }
  });
});

describe('the user center', () => {
  it("refuses the owner's and another reader's name in every look, and changes nothing", async () => {
    for (const name of OWNER_LOOKALIKES) expect((await editOwn(reader.token, { nick_name: name })).json, name).toMatchObject({ code: '100001', message: OWNER_TEXT });
    for (const name of OTHER_LOOKALIKES) expect((await editOwn(reader.token, { nick_name: name })).json, name).toMatchObject({ code: '100001', message: TAKEN_TEXT });
    expect((await row(reader.id))!.nick_name).toBe(reader.nick_name);
  });

  it('accepts a fresh name, and one’s own name on an unrelated edit or in another case', async () => {
    expect((await editOwn(reader.token, { nick_name: 'Reader甲' })).json.code).toBe(0);
    expect((await row(reader.id))!.nick_fold).toBe(foldNickname('Reader甲'));
    expect((await editOwn(reader.token, { nick_name: 'Reader甲', qq: '12345' })).json.code).toBe(0);
    expect((await editOwn(reader.token, { nick_name: 'READER甲' })).json.code).toBe(0);
    expect((await row(reader.id))!.nick_name).toBe('READER甲');
    // the owner keeps their own name too
    expect((await editOwn(owner.token, { nick_name: 'Alice博主', qq: '1' })).json.code).toBe(0);
  });

  it('two accounts that already looked alike both keep working; neither can move onto a third name', async () => {
    const twinA = await makeUser(2);
    const twinB = await makeUser(2);
    await setNick(twinA.id, 'Twin');
    await setNick(twinB.id, 'twin');
    expect((await editOwn(twinA.token, { nick_name: 'Twin', qq: '1' })).json.code).toBe(0);
    expect((await editOwn(twinB.token, { nick_name: 'twin', qq: '2' })).json.code).toBe(0);
    expect((await editOwn(twinB.token, { nick_name: 'Bob0' })).json).toMatchObject({ code: '100001', message: TAKEN_TEXT });
  });

  it('bad input and no token', async () => {
    expect((await editOwn(reader.token, { nick_name: '   ' })).json).toMatchObject({ code: '100001', message: '昵称不能为空' });
    expect((await editOwn(reader.token, { nick_name: '\u200B' })).json).toMatchObject({ code: '100001', message: '昵称不能为空' });
    expect((await editOwn(reader.token, { nick_name: '字'.repeat(21) })).json).toMatchObject({ code: '100001', message: '昵称不能超过20个字符' });
    const long = await editOwn(reader.token, { nick_name: '😀'.repeat(5000) });
    expect(long.status).toBeLessThan(500);
    expect(long.json.code).toBe('100001');
    expect((await editOwn(reader.token, { nick_name: 42 })).status).toBeLessThan(500);
    expect((await editOwn('', { nick_name: '无名' })).status).toBe(401);
  });
});

describe("the console's user edit", () => {
  it("refuses the owner's and another reader's name for a reader, accepts a fresh one", async () => {
    const target = await makeUser(2);
    expect((await adminEdit(owner.token, { id: target.id, nick_name: 'ＡＬＩＣＥ博主' })).json).toMatchObject({ code: '100001', message: OWNER_TEXT });
    expect((await adminEdit(owner.token, { id: target.id, nick_name: 'B\u03BFb0' })).json).toMatchObject({ code: '100001', message: TAKEN_TEXT });
    expect((await row(target.id))!.nick_name).toBe(target.nick_name);
    expect((await adminEdit(owner.token, { id: target.id, nick_name: '改过的名字' })).json.code).toBe(0);
    expect((await row(target.id))!.nick_fold).toBe(foldNickname('改过的名字'));
    // the same name again (an avatar-only edit) is not a rename
    expect((await adminEdit(owner.token, { id: target.id, nick_name: '改过的名字' })).json.code).toBe(0);
  });

  it('is for administrators only', async () => {
    expect((await adminEdit(reader.token, { id: other.id, nick_name: '别人' })).status).toBe(403);
    expect((await adminEdit('', { id: other.id, nick_name: '别人' })).status).toBe(401);
  });
});
