import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ChatRoom } from '../../worker/chat/chat-room';
import { GUEST_COUNT_EVERY_MS, GuestCount } from '../../worker/chat/guest-count';
import { storedFiles } from '../../worker/db/schema';
import { call, db, makeUser } from './helpers';
import { isOnline, openSocket, sleep } from './chat-helpers';

describe('chat socket', () => {
  it('two users exchange messages, history pages backwards in ascending order', async () => {
    const a = await makeUser();
    const b = await makeUser();
    const sa = await openSocket(a.token);
    const sb = await openSocket(b.token);
    await sa.waitFor(isOnline([a.id, b.id]));
    const sent: number[] = [];
    // 10 messages: five each, inside the per-socket burst of 5
    for (let i = 1; i <= 10; i++) {
      const [from, to] = i % 2 ? [sa, sb] : [sb, sa];
      const mark = to.mark();
      from.send({ type: 'message', content: `第${i}条`, content_type: 'text' });
      const got = await to.waitFor((f) => f.type === 'message' && f.content === `第${i}条`, mark);
      expect(got).toMatchObject({ user_id: i % 2 ? a.id : b.id, content_type: 'text', nick_name: i % 2 ? a.nick_name : b.nick_name });
      expect(typeof got.id).toBe('number');
      sent.push(got.id);
      await from.waitFor((f) => f.type === 'message' && f.id === got.id); // the sender gets its own echo
    }
    const first = await call('POST', '/api/chat/getChatList', { body: { size: 4, last_id: '' } });
    expect(first.json.code).toBe(0);
    const page1 = first.json.result;
    expect(page1.list.map((m: { id: number }) => m.id)).toEqual(sent.slice(-4));
    expect(page1.size).toBe(4);
    expect(page1.current).toBe(sent.at(-1));
    expect(page1.list[0]).toMatchObject({ content: '第7条', nick_name: a.nick_name, avatar: '', content_type: 'text' });
    expect(page1.list[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const page2 = (await call('POST', '/api/chat/getChatList', { body: { size: 4, last_id: page1.list[0].id } })).json.result;
    expect(page2.list.map((m: { id: number }) => m.id)).toEqual(sent.slice(2, 6));
    expect(page2).toMatchObject({ current: page1.list[0].id, size: 4, total: 6 });
    const page3 = (await call('POST', '/api/chat/getChatList', { body: { size: 4, last_id: page2.list[0].id } })).json.result;
    expect(page3.list.map((m: { id: number }) => m.id)).toEqual(sent.slice(0, 2));
    expect(page3.total).toBe(2);
    const all = (await call('POST', '/api/chat/getChatList', { body: { size: 10, last_id: '' } })).json.result;
    expect(all.list.map((m: { id: number }) => m.id)).toEqual(sent);
    sa.close();
    sb.close();
  });

  it('the history shows the author current name (one D1 query per page) and 小黑子 for a deleted user', async () => {
    const a = await makeUser();
    const s = await openSocket(a.token);
    s.send({ type: 'message', content: 'rename me' });
    await s.waitFor((f) => f.type === 'message' && f.content === 'rename me');
    await env.DB.prepare("UPDATE blog_user SET nick_name = '新名字', avatar = '/img/a.png' WHERE id = ?").bind(a.id).run();
    let page = (await call('POST', '/api/chat/getChatList', { body: { size: 1, last_id: '' } })).json.result;
    expect(page.list[0]).toMatchObject({ nick_name: '新名字', avatar: '/img/a.png' });
    await env.DB.prepare('DELETE FROM blog_user WHERE id = ?').bind(a.id).run();
    page = (await call('POST', '/api/chat/getChatList', { body: { size: 1, last_id: '' } })).json.result;
    expect(page.list[0]).toMatchObject({ nick_name: '小黑子', avatar: '' });
    s.close();
  });

  it('anonymous sockets read messages and the online list but cannot send', async () => {
    const a = await makeUser();
    const anon = await openSocket();
    await anon.waitFor((f) => f.type === 'onlineList');
    const sa = await openSocket(a.token);
    await anon.waitFor(isOnline([a.id]));
    const mark = anon.mark();
    anon.send({ type: 'init', user_id: a.id }); // a claimed id changes nothing
    anon.send({ type: 'message', content: 'I am not logged in' });
    const tip = await anon.waitFor((f) => f.type === 'tips', mark);
    expect(tip.content).toBe('请先登录');
    sa.send({ type: 'message', content: 'hello anon' });
    await anon.waitFor((f) => f.type === 'message' && f.content === 'hello anon');
    expect(anon.frames.some((f) => f.type === 'message' && f.content === 'I am not logged in')).toBe(false);
    sa.close();
    anon.close();
  });

  it('client-sent identity headers and bad tokens give an anonymous socket', async () => {
    const forged = encodeURIComponent(JSON.stringify({ id: 1, role: 1, nick_name: 'x', avatar: '' }));
    const s = await openSocket('not-a-token', { 'X-Chat-Identity': forged });
    s.send({ type: 'message', content: 'forged' });
    expect((await s.waitFor((f) => f.type === 'tips')).content).toBe('请先登录');
    s.close();
  });

  it('the online list holds each user once, however many tabs', async () => {
    const a = await makeUser();
    const t1 = await openSocket(a.token);
    const t2 = await openSocket(a.token);
    const list = await t2.waitFor(isOnline([a.id]));
    expect(list.list.filter((u: { user_id: number }) => u.user_id === a.id)).toHaveLength(1);
    t1.close();
    await sleep(50);
    const mark = t2.mark();
    t2.send({ type: 'init' });
    const after = await t2.waitFor((f) => f.type === 'onlineList', mark);
    expect(after.list.filter((u: { user_id: number }) => u.user_id === a.id)).toHaveLength(1);
    t2.close();
  });

  it('malformed frames get an error tip and the socket stays usable', async () => {
    const a = await makeUser();
    const s = await openSocket(a.token);
    for (const bad of ['not json', '{"type":"nope"}', '{"type":"message"}', '{"type":"revert","message_id":"x"}', '[1,2]']) {
      const mark = s.mark();
      s.send(bad);
      const tip = await s.waitFor((f) => f.type === 'tips', mark);
      expect(tip.content).toBe('消息格式错误');
      expect(tip.level).toBe('error');
    }
    let mark = s.mark();
    s.send({ type: 'message', content: 'x'.repeat(501) });
    expect((await s.waitFor((f) => f.type === 'tips', mark)).content).toBe('消息不能超过500个字符');
    mark = s.mark();
    s.send({ type: 'message', content: '   ' });
    expect((await s.waitFor((f) => f.type === 'tips', mark)).content).toBe('请输入消息再发送');
    s.send({ type: 'message', content: 'still works' });
    await s.waitFor((f) => f.type === 'message' && f.content === 'still works');
    s.close();
  });

  it('filters text on the server and accepts only images this site issued', async () => {
    const a = await makeUser();
    const s = await openSocket(a.token);
    let mark = s.mark();
    s.send({ type: 'message', content: '<img src=x onerror=alert(1)>' });
    const filtered = await s.waitFor((f) => f.type === 'message', mark);
    expect(filtered.content).not.toContain('onerror');
    // the sender is told why, before the quote arrives; the message carries when the room stored it
    const why = await s.waitFor((f) => f.type === 'tips', mark);
    expect(why).toMatchObject({ content: '消息包含不允许的内容，已被替换', level: 'info' });
    expect(Date.parse(filtered.createdAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    mark = s.mark();
    s.send({ type: 'message', content: 'a clean line' });
    await s.waitFor((f) => f.type === 'message' && f.content === 'a clean line', mark);
    expect(s.frames.slice(mark).some((f) => f.type === 'tips')).toBe(false);
    mark = s.mark();
    s.send({ type: 'message', content: 'https://evil.example/x.png', content_type: 'image' });
    expect((await s.waitFor((f) => f.type === 'tips', mark)).content).toBe('只能发送本站上传的图片');
    mark = s.mark();
    s.send({ type: 'message', content: '/img/upload/never-uploaded.png', content_type: 'image' });
    expect((await s.waitFor((f) => f.type === 'tips', mark)).content).toBe('只能使用自己上传的图片');
    await env.BUCKET.put('upload/2025-01/chatpic.png', new Uint8Array([1, 2, 3]));
    await db().insert(storedFiles).values({ key: 'upload/2025-01/chatpic.png', owner_id: a.id, kind: 'upload', size: 3 }).run();
    s.send({ type: 'message', content: '/img/upload/2025-01/chatpic.png', content_type: 'image' });
    const img = await s.waitFor((f) => f.type === 'message' && f.content_type === 'image');
    expect(img.content).toBe('/img/upload/2025-01/chatpic.png');
    s.close();
  });

  it('a flood is rate limited with a clear tip', async () => {
    const a = await makeUser();
    const s = await openSocket(a.token);
    for (let i = 0; i < 12; i++) s.send({ type: 'message', content: `flood ${i}` });
    const tip = await s.waitFor((f) => f.type === 'tips' && f.content === '发送太频繁了，请稍后再试');
    expect(tip.level).toBe('error');
    await sleep(100);
    const delivered = s.frames.filter((f) => f.type === 'message' && String(f.content).startsWith('flood')).length;
    expect(delivered).toBe(5);
    s.close();
  });

  it('the limit is per user: a second tab shares the bucket instead of doubling it', async () => {
    const a = await makeUser();
    const s1 = await openSocket(a.token);
    s1.send({ type: 'message', content: 'tab1 first' });
    await s1.waitFor((f) => f.type === 'message' && f.content === 'tab1 first');
    const s2 = await openSocket(a.token); // joins with the 4 tokens left, not a fresh 5
    for (let i = 0; i < 6; i++) (i % 2 ? s1 : s2).send({ type: 'message', content: `tabs ${i}` });
    // frames of two sockets may reach the room in either order: the two refusals go to whichever tab spoke last
    const refusals = () => [s1, s2].flatMap((s) => s.frames.filter((f) => f.type === 'tips' && f.content === '发送太频繁了，请稍后再试')).length;
    for (let waited = 0; refusals() < 2 && waited < 2000; waited += 20) await sleep(20);
    expect(refusals()).toBe(2);
    await sleep(100);
    const delivered = s1.frames.filter((f) => f.type === 'message' && String(f.content).startsWith('tabs')).length;
    expect(delivered).toBe(4);
    s1.close();
    s2.close();
  });

  it('state survives the object being woken: a fresh instance rebuilds the online list from attachments', async () => {
    const a = await makeUser();
    const b = await makeUser();
    const sa = await openSocket(a.token);
    const sb = await openSocket(b.token);
    await sb.waitFor(isOnline([a.id, b.id]));
    sa.send({ type: 'message', content: 'before sleep' });
    await sb.waitFor((f) => f.type === 'message' && f.content === 'before sleep');
    const stub = env.CHAT_ROOM.getByName('public');
    await runInDurableObject(stub, async (_instance: ChatRoom, state) => {
      // a new instance over the same state: nothing in memory, as after hibernation
      const woken = new ChatRoom(state, env as never);
      const ids = woken.onlineUsers().map((u) => u.user_id);
      expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(woken.listChatHistory(1, 0).list[0]?.content).toBe('before sleep');
      const attachment = state.getWebSockets(`user:${a.id}`)[0]!.deserializeAttachment();
      expect(attachment.user).toMatchObject({ id: a.id, nick_name: a.nick_name });
    });
    // and a brand-new stub reaches the same room and sockets
    const again = env.CHAT_ROOM.getByName('public');
    expect((await again.onlineUsers()).map((u) => u.user_id)).toEqual(expect.arrayContaining([a.id, b.id]));
    sa.send({ type: 'message', content: 'after wake' });
    await sb.waitFor((f) => f.type === 'message' && f.content === 'after wake');
    sa.close();
    sb.close();
  });

  it('anonymous readers are counted beside the list: each socket is told the exact count on arrival and init', async () => {
    const a = await makeUser();
    const sa = await openSocket(a.token);
    const before = (await sa.waitFor(isOnline([a.id]))).guests as number;
    expect(typeof before).toBe('number');
    const anon = await openSocket();
    // the reader counts itself: the room never shows it "0 人" while it watches
    expect((await anon.waitFor((f) => f.type === 'onlineList')).guests).toBe(before + 1);
    let mark = sa.mark();
    sa.send({ type: 'init' });
    expect((await sa.waitFor((f) => f.type === 'onlineList', mark)).guests).toBe(before + 1);
    anon.close();
    await sleep(50);
    mark = sa.mark();
    sa.send({ type: 'init' });
    expect((await sa.waitFor((f) => f.type === 'onlineList', mark)).guests).toBe(before);
    sa.close();
  });

  it('a burst of readers arriving is told to the others as one small count, not a list per reader', async () => {
    const a = await makeUser();
    const sa = await openSocket(a.token);
    const before = (await sa.waitFor(isOnline([a.id]))).guests as number;
    const mark = sa.mark();
    const readers = await Promise.all([1, 2, 3, 4, 5].map(() => openSocket()));
    await Promise.all(readers.map((r) => r.waitFor((f) => f.type === 'onlineList')));
    await sleep(50);
    const heard = sa.frames.slice(mark);
    expect(heard.filter((f) => f.type === 'onlineList')).toHaveLength(0);
    expect(heard.filter((f) => f.type === 'guests').length).toBeLessThanOrEqual(1);
    // no timer in the room: the count that waited goes out with the next frame after its window
    await sleep(GUEST_COUNT_EVERY_MS);
    const later = sa.mark();
    sa.send({ type: 'message', content: 'who is watching' });
    await sa.waitFor((f) => f.type === 'message' && f.content === 'who is watching', later);
    const told = sa.frames.slice(later);
    expect(told.findIndex((f) => f.type === 'guests' && f.count === before + 5)).toBe(0);
    for (const r of readers) r.close();
    sa.close();
  });

  it('the count waits out its window and then goes out once, with the latest number', () => {
    const count = new GuestCount();
    expect(count.due(1, 0)).toBe(1);
    expect(count.due(2, 100)).toBeNull();
    expect(count.due(3, GUEST_COUNT_EVERY_MS - 1)).toBeNull();
    expect(count.due(3, GUEST_COUNT_EVERY_MS)).toBe(3);
    expect(count.due(3, 3 * GUEST_COUNT_EVERY_MS)).toBeNull();
    count.sent(4, 3 * GUEST_COUNT_EVERY_MS);
    expect(count.due(4, 5 * GUEST_COUNT_EVERY_MS)).toBeNull();
    expect(count.due(5, 5 * GUEST_COUNT_EVERY_MS)).toBe(5);
  });
});
