import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FRESH_MS } from '../../worker/chat/account-cache';
import { readAccounts } from '../../worker/chat/moderator';
import { CLOSE_ACCOUNT_CHANGED, chatMessages } from '../../contract/chat';
import { users } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';
import { isOnline, openSocket, sleep, type TestSocket } from './chat-helpers';

async function say(s: TestSocket, content: string) {
  s.send({ type: 'message', content });
  return s.waitFor((f) => (f.type === 'message' && f.content === content) || f.type === 'tips');
}

/** The room keeps what it read of an account for a moment; these are the cases where that must not count. */
describe('the room rests a message on a recent reading of the account, never moderation or a new session', () => {
  it('signed out everywhere: the old socket closes, and the new session speaks at once', async () => {
    const owner = await makeUser(1);
    const user = await makeUser();
    const old = await openSocket(user.token);
    expect(await say(old, '登出之前')).toMatchObject({ type: 'message' });
    expect((await call('PUT', `/api/admin/user/signOut/${user.id}`, { token: owner.token })).json.code).toBe(0);
    expect(await old.waitClose()).toBe(CLOSE_ACCOUNT_CHANGED);

    const login = await call('POST', '/api/user/login', { body: { username: user.username, password: user.password }, ip: uniqueIp() });
    const fresh = await openSocket(login.json.result.token);
    expect(await say(fresh, '重新登录之后')).toMatchObject({ type: 'message', user_id: user.id });
    fresh.close();
  });

  it('an administrator who has just spoken and is then demoted cannot revoke or kick', async () => {
    const admin = await makeUser(1);
    const author = await makeUser();
    const adminSocket = await openSocket(admin.token);
    const authorSocket = await openSocket(author.token);
    await adminSocket.waitFor(isOnline([admin.id, author.id]));
    expect(await say(adminSocket, '我是管理员')).toMatchObject({ type: 'message' });
    const theirs = (await say(authorSocket, '别撤回我')).id;

    await db().update(users).set({ role: 2 }).where(eq(users.id, admin.id)).run();
    let from = adminSocket.mark();
    adminSocket.send({ type: 'revert', message_id: theirs });
    expect((await adminSocket.waitFor((f) => f.type === 'tips', from)).content).toBe(chatMessages.notYours);
    from = adminSocket.mark();
    adminSocket.send({ type: 'offline', user_id: author.id });
    expect((await adminSocket.waitFor((f) => f.type === 'tips', from)).content).toBe(chatMessages.adminOnly);
    expect(authorSocket.ws.readyState).toBe(WebSocket.OPEN);
    adminSocket.close();
    authorSocket.close();
  });

  it('disabled through the console right after speaking: the socket closes and its account speaks no more', async () => {
    const owner = await makeUser(1);
    const user = await makeUser();
    const s = await openSocket(user.token);
    expect(await say(s, '禁用之前')).toMatchObject({ type: 'message' });
    expect((await call('PUT', `/api/admin/user/disable/${user.id}/1`, { token: owner.token })).json.code).toBe(0);
    expect(await s.waitClose()).toBe(CLOSE_ACCOUNT_CHANGED);
    const again = await openSocket(user.token);
    expect(await say(again, '禁用之后')).toMatchObject({ type: 'tips', content: chatMessages.loginFirst });
    again.close();
  });
});

/** The room's readings of accounts made older than the freshness bound, as after a pause in the conversation. */
const ageReadings = () =>
  runInDurableObject(env.CHAT_ROOM.getByName('public'), (room) => {
    const readings = (room as unknown as { room: { accounts: { readings: Map<number, { at: number }> } } }).room.accounts.readings;
    for (const reading of readings.values()) reading.at -= ACCOUNT_FRESH_MS + 1;
  });

const historyIds = async () =>
  ((await call('POST', '/api/chat/getChatList', { body: { size: 50, last_id: 0 } })).json.result.list as { id: number }[]).map((m) => m.id);

/** Changes made around the site (a restore, an edit of the database) do not tell the room; a message waits for no read of them. */
describe('a message goes out at once on an older reading, and is taken back if the account no longer stands', () => {
  it('back after a pause: the message goes out, the account is read meanwhile and still stands', async () => {
    const user = await makeUser();
    const s = await openSocket(user.token);
    expect(await say(s, '停顿之前')).toMatchObject({ type: 'message' });
    await ageReadings();
    const from = s.mark();
    const sent = await say(s, '停顿之后');
    expect(sent).toMatchObject({ type: 'message', user_id: user.id });
    await sleep(300);
    expect(s.frames.slice(from).filter((f) => f.type !== 'message')).toEqual([]);
    expect(await historyIds()).toContain(sent.id);
    s.close();
  });

  it('disabled around the site during a pause: everyone sees the message revoked and the socket closes', async () => {
    const user = await makeUser();
    const watcher = await openSocket();
    const s = await openSocket(user.token);
    expect(await say(s, '禁用之前说的')).toMatchObject({ type: 'message' });
    await db().update(users).set({ disabled: 1 }).where(eq(users.id, user.id)).run();
    await ageReadings();
    const sent = await say(s, '禁用之后说的');
    expect(sent).toMatchObject({ type: 'message' });
    expect(await watcher.waitFor((f) => f.type === 'revert' && f.message_id === sent.id)).toBeTruthy();
    expect((await s.waitFor((f) => f.type === 'tips')).content).toBe(chatMessages.accountChanged);
    expect(await s.waitClose()).toBe(CLOSE_ACCOUNT_CHANGED);
    const ids = await historyIds();
    expect(ids).not.toContain(sent.id);
    watcher.close();
  });

  it('signed out around the site before the socket first spoke: its first message is taken back', async () => {
    const user = await makeUser();
    const watcher = await openSocket();
    const s = await openSocket(user.token);
    await db().update(users).set({ session_version: 1 }).where(eq(users.id, user.id)).run();
    const sent = await say(s, '第一句');
    expect(sent).toMatchObject({ type: 'message' });
    expect(await watcher.waitFor((f) => f.type === 'revert' && f.message_id === sent.id)).toBeTruthy();
    expect(await s.waitClose()).toBe(CLOSE_ACCOUNT_CHANGED);
    expect(await historyIds()).not.toContain(sent.id);
    watcher.close();
  });
});

describe('readAccounts', () => {
  it('reads any number of accounts in one statement, and a missing id has no row', async () => {
    const people = await Promise.all(Array.from({ length: 3 }, (_, i) => makeUser(i === 0 ? 1 : 2)));
    await db().update(users).set({ disabled: 1 }).where(eq(users.id, people[2]!.id)).run();
    // past D1's 100 bound parameters: the ids travel as one JSON value
    const ids = [...people.map((p) => p.id), ...Array.from({ length: 150 }, (_, i) => 900_000 + i)];
    const rows = await readAccounts(env.DB, ids);
    expect(rows.size).toBe(3);
    expect(rows.get(people[0]!.id)).toEqual({ role: 1, disabled: 0, session_version: 0 });
    expect(rows.get(people[2]!.id)).toMatchObject({ disabled: 1 });
    expect(rows.has(900_000)).toBe(false);
    expect((await readAccounts(env.DB, [])).size).toBe(0);
  });
});

/** A busy room's frames are text messages on a standing reading: the room answers them without a promise (its cost per frame). */
describe('a text message on a standing reading is answered in its own turn', () => {
  it('the first message (the socket identity) and the next (a fresh reading) return no promise; moderation does', async () => {
    const user = await makeUser();
    const s = await openSocket(user.token);
    await s.waitFor((f) => f.type === 'onlineList');
    const answers = await runInDurableObject(env.CHAT_ROOM.getByName('public'), (room, state) => {
      const [ws] = state.getWebSockets(`user:${user.id}`);
      const first = room.webSocketMessage(ws!, JSON.stringify({ type: 'message', content: '第一句' }));
      const next = room.webSocketMessage(ws!, JSON.stringify({ type: 'message', content: '第二句' }));
      const revert = room.webSocketMessage(ws!, JSON.stringify({ type: 'revert', message_id: 1 }));
      return [first, next, revert].map((a) => (a instanceof Promise ? 'promise' : String(a)));
    });
    expect(answers).toEqual(['undefined', 'undefined', 'promise']);
    expect(await s.waitFor((f) => f.type === 'message' && f.content === '第二句')).toMatchObject({ user_id: user.id });
    s.close();
  });
});
