/**
 * The site's owner (the lowest-id administrator: the account /setup made) answers only to
 * themselves: a second administrator is refused, with the reason, for every action on the
 * owner's account, and cannot make an older account an administrator (it would become the
 * owner). Its own file: storage is fresh, so the accounts below get the ids they need.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUserTexts } from '../../contract/admin-users';
import { call, makeUser, uniqueIp } from './helpers';

type Account = Awaited<ReturnType<typeof makeUser>>;
let early: Account;
let owner: Account;
let second: Account;
let reader: Account;

const put = (path: string, actor: Account, body?: Record<string, unknown>) => call('PUT', path, { token: actor.token, body, ip: uniqueIp() });
const PROTECTED = { code: '100001', message: adminUserTexts.ownerProtected };
const stillIn = async (who: Account) => (await call('POST', '/api/notify/getNotifyList', { token: who.token, body: { current: 1, size: 5 }, ip: uniqueIp() })).json.code;

beforeAll(async () => {
  // a reader who registered before the owner set the site up
  early = await makeUser(2);
  owner = await makeUser(1);
  second = await makeUser(1);
  reader = await makeUser(2);
});

describe("a second administrator and the owner's account", () => {
  it('cannot demote, disable, sign out or rename the owner, and is told why', async () => {
    expect((await put(`/api/user/updateRole/${owner.id}/2`, second)).json).toEqual(PROTECTED);
    expect((await put(`/api/admin/user/disable/${owner.id}/1`, second)).json).toEqual(PROTECTED);
    expect((await put(`/api/admin/user/signOut/${owner.id}`, second)).json).toEqual(PROTECTED);
    expect((await put('/api/user/adminUpdateUserInfo', second, { id: owner.id, nick_name: '篡位者' })).json).toEqual(PROTECTED);
    // nothing changed: the owner is still in, still an administrator, still named as before
    expect(await stillIn(owner)).toBe(0);
    const list = (await call('POST', '/api/user/getUserList', { token: owner.token, body: { current: 1, size: 10 }, ip: uniqueIp() })).json.result.list;
    const row = list.find((u: { id: number }) => u.id === owner.id);
    expect(row).toMatchObject({ role: 1, disabled: 0, nick_name: owner.nick_name, owner: true });
    expect(list.filter((u: { owner: boolean }) => u.owner)).toHaveLength(1);
  });

  it('cannot make an account older than the owner an administrator (it would become the owner); nor can the owner', async () => {
    const precedence = { code: '100001', message: adminUserTexts.ownerPrecedence };
    expect((await put(`/api/user/updateRole/${early.id}/1`, second)).json).toEqual(precedence);
    expect((await put(`/api/user/updateRole/${early.id}/1`, owner)).json).toEqual(precedence);
  });

  it('still manages everyone else', async () => {
    expect((await put(`/api/admin/user/disable/${reader.id}/1`, second)).json.code).toBe(0);
    expect((await put(`/api/admin/user/disable/${reader.id}/0`, second)).json.code).toBe(0);
    expect((await put('/api/user/adminUpdateUserInfo', second, { id: reader.id, nick_name: '读者改名' })).json.code).toBe(0);
    expect((await put(`/api/user/updateRole/${reader.id}/1`, second)).json.code).toBe(0);
    expect((await put(`/api/user/updateRole/${reader.id}/2`, second)).json.code).toBe(0);
  });
});

describe('the owner and their own account', () => {
  it('may rename themselves and demote another administrator, but not demote or disable themselves', async () => {
    expect((await put('/api/user/adminUpdateUserInfo', owner, { id: owner.id, nick_name: '站长本人' })).json.code).toBe(0);
    expect((await put(`/api/user/updateRole/${owner.id}/2`, owner)).json).toEqual({ code: '100001', message: adminUserTexts.selfRole });
    expect((await put(`/api/admin/user/disable/${owner.id}/1`, owner)).json).toEqual({ code: '100001', message: adminUserTexts.selfDisable });
    expect((await put(`/api/user/updateRole/${second.id}/2`, owner)).json.code).toBe(0);
    expect(await stillIn(second)).toBe(0);
  });

  it('may sign themselves out everywhere', async () => {
    expect((await put(`/api/admin/user/signOut/${owner.id}`, owner)).json.code).toBe(0);
    expect(await stillIn(owner)).toBe('100016');
  });
});
