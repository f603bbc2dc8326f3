import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../worker/db/schema';
import { call, db, makeUser } from './helpers';
import { isOnline, openSocket, sleep, type TestSocket } from './chat-helpers';

async function say(s: TestSocket, content: string, content_type = 'text') {
  s.send({ type: 'message', content, content_type });
  return (await s.waitFor((f) => f.type === 'message' && f.content === content)).id as number;
}

const history = async () =>
  (await call('POST', '/api/chat/getChatList', { body: { size: 100, last_id: '' } })).json.result.list.map((m: { id: number }) => m.id);

describe('chat moderation', () => {
  it('revoke: own message yes, another user no, administrator any; everyone gets revert', async () => {
    const a = await makeUser();
    const b = await makeUser();
    const admin = await makeUser(1);
    const sa = await openSocket(a.token);
    const sb = await openSocket(b.token);
    const mine = await say(sa, 'mine');
    const theirs = await say(sb, 'theirs');

    const refused = await call('DELETE', `/api/chat/deleteOne/${theirs}`, { token: a.token });
    expect(refused.status).toBe(200); // expected failures: 200 + the chat code (contract stance)
    expect(refused.json).toMatchObject({ code: '100019', message: '只能撤回自己的消息' });
    let mark = sa.mark();
    sa.send({ type: 'revert', message_id: theirs });
    expect((await sa.waitFor((f) => f.type === 'tips', mark)).content).toBe('只能撤回自己的消息');
    expect(await history()).toContain(theirs);

    mark = sb.mark();
    const own = await call('DELETE', `/api/chat/deleteOne/${mine}`, { token: a.token });
    expect(own.json).toMatchObject({ code: 0, message: '撤回成功' });
    expect(await sb.waitFor((f) => f.type === 'revert', mark)).toEqual({ type: 'revert', message_id: mine });

    mark = sa.mark();
    const byAdmin = await call('DELETE', `/api/chat/deleteOne/${theirs}`, { token: admin.token });
    expect(byAdmin.json.code).toBe(0);
    await sa.waitFor((f) => f.type === 'revert' && f.message_id === theirs, mark);
    const ids = await history();
    expect(ids).not.toContain(mine);
    expect(ids).not.toContain(theirs);

    expect((await call('DELETE', `/api/chat/deleteOne/${mine}`, { token: a.token })).json).toMatchObject({ code: '100019', message: '撤回聊天失败' });
    expect((await call('DELETE', `/api/chat/deleteOne/${mine}`)).status).toBe(401);
    sa.close();
    sb.close();
  });

  it('revoke over the socket works for the author, and revoking an image removes its file', async () => {
    const a = await makeUser();
    const sa = await openSocket(a.token);
    await env.BUCKET.put('upload/2025-02/revokeme.png', new Uint8Array([1]));
    await db().insert(storedFiles).values({ key: 'upload/2025-02/revokeme.png', owner_id: a.id, kind: 'upload', size: 1 }).run();
    const id = await say(sa, '/img/upload/2025-02/revokeme.png', 'image');
    sa.send({ type: 'revert', message_id: id });
    await sa.waitFor((f) => f.type === 'revert' && f.message_id === id);
    await sleep(20);
    expect(await env.BUCKET.head('upload/2025-02/revokeme.png')).toBeNull();
    sa.close();
  });

  it('force offline: administrator only, closes every socket of the target with 4001, updates the list', async () => {
    const target = await makeUser();
    const other = await makeUser();
    const admin = await makeUser(1);
    const t1 = await openSocket(target.token);
    const t2 = await openSocket(target.token);
    const so = await openSocket(other.token);
    const sadmin = await openSocket(admin.token);
    await so.waitFor(isOnline([target.id, admin.id]));

    let mark = so.mark();
    so.send({ type: 'offline', user_id: target.id });
    expect((await so.waitFor((f) => f.type === 'tips', mark)).content).toBe('只有管理员可以这样做');

    mark = so.mark();
    sadmin.send({ type: 'offline', user_id: target.id });
    expect(await t1.waitClose()).toBe(4001);
    expect(await t2.waitClose()).toBe(4001);
    const list = await so.waitFor((f) => f.type === 'onlineList' && !f.list.some((u: { user_id: number }) => u.user_id === target.id), mark);
    expect(list.list.map((u: { user_id: number }) => u.user_id)).toEqual(expect.arrayContaining([other.id, admin.id]));
    so.close();
    sadmin.close();
  });

  it('a closed socket leaves the online list of everyone else', async () => {
    const a = await makeUser();
    const b = await makeUser();
    const sa = await openSocket(a.token);
    const sb = await openSocket(b.token);
    await sb.waitFor(isOnline([a.id, b.id]));
    const mark = sb.mark();
    sa.close();
    await sb.waitFor((f) => f.type === 'onlineList' && !f.list.some((u: { user_id: number }) => u.user_id === a.id), mark);
    sb.close();
  });

  it('clear: administrator only; removes history and chat images, tells every socket', async () => {
    const a = await makeUser();
    const admin = await makeUser(1);
    const sa = await openSocket(a.token);
    const sAdmin = await openSocket(admin.token);
    const anon = await openSocket();
    await env.BUCKET.put('upload/2025-03/one.png', new Uint8Array([1]));
    await db().insert(storedFiles).values({ key: 'upload/2025-03/one.png', owner_id: a.id, kind: 'upload', size: 1 }).run();
    await env.BUCKET.put('demo/shared.png', new Uint8Array([1]));
    await say(sa, 'to be cleared');
    await say(sa, '/img/upload/2025-03/one.png', 'image');
    // only an administrator may show a file that is not theirs
    await say(sAdmin, '/img/demo/shared.png', 'image');

    const denied = await call('POST', '/api/chat/delete', { token: a.token });
    expect(denied.status).toBe(403);
    expect((await history()).length).toBeGreaterThan(0);

    const mark = anon.mark();
    const res = await call('POST', '/api/chat/delete', { token: admin.token });
    expect(res.json).toEqual({ code: 0, message: '聊天记录已清空' });
    await anon.waitFor((f) => f.type === 'clear', mark);
    const empty = (await call('POST', '/api/chat/getChatList', { body: { size: 10, last_id: '' } })).json.result;
    expect(empty).toEqual({ current: null, size: 0, total: 0, list: [] });
    expect(await env.BUCKET.head('upload/2025-03/one.png')).toBeNull();
    expect(await env.BUCKET.head('demo/shared.png')).not.toBeNull(); // seed art is shared, never removed
    const next = await say(sa, 'after clear');
    expect(await history()).toEqual([next]);
    sa.close();
    sAdmin.close();
    anon.close();
  });

  it('getChatList tolerates odd bodies', async () => {
    for (const body of [{}, { size: 'x', last_id: 'y' }, { size: 10, last_id: null }]) {
      const res = await call('POST', '/api/chat/getChatList', { body });
      expect(res.status).toBe(200);
      expect(res.json.code).toBe(0);
    }
  });
});
