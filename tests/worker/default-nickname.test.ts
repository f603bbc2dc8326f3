import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

const register = (username: string, nick_name?: string) =>
  call('POST', '/api/user/register', { body: { username, password: 'abc123', ...(nick_name === undefined ? {} : { nick_name }) }, ip: uniqueIp() });

const nickOf = async (id: number) => (await db().select({ nick: users.nick_name }).from(users).where(eq(users.id, id)).get())?.nick;

// the original named every reader without a nickname after its own owner, "小张的迷弟…"; ours follows this site's owner
describe('a reader registered without a nickname', () => {
  it("is named after this site's owner, never a name written in the code", async () => {
    const owner = await makeUser(1);
    await db().update(users).set({ nick_name: '青柠' }).where(eq(users.id, owner.id));
    const reg = await register('fan0001');
    expect(reg.json.code).toBe(0);
    expect(await nickOf(reg.json.result.id)).toMatch(/^青柠的迷弟[A-Za-z0-9]{8}$/);
    const blank = await register('fan0002', '   ');
    expect(await nickOf(blank.json.result.id)).toMatch(/^青柠的迷弟[A-Za-z0-9]{8}$/);
    const named = await register('fan0003', '读者甲');
    expect(await nickOf(named.json.result.id)).toBe('读者甲');
  });

  it('keeps to the 20 characters a nickname may have, however long the owner calls themselves', async () => {
    const owner = await db().select({ id: users.id }).from(users).where(eq(users.role, 1)).get();
    await db().update(users).set({ nick_name: '一二三四五六七八九十😀😀' }).where(eq(users.id, owner!.id));
    const reg = await register('fan0004');
    const nick = (await nickOf(reg.json.result.id))!;
    expect(nick).toMatch(/^一二三四五六七八九的迷弟[A-Za-z0-9]{8}$/);
    expect(Array.from(nick).length).toBe(20);
  });
});
