/**
 * 一起听 in the chat room (issue 31): who may control, the state in the room's storage, the queue
 * advanced by the clock with no timer, and the original client's vocabulary untouched.
 */
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { listenTexts, type ListenState } from '../../contract/chat-listen';
import { advance } from '../../contract/chat-listen-state';
import { ChatRoom } from '../../worker/chat/chat-room';
import { call, makeUser } from './helpers';
import { openSocket, type TestSocket } from './chat-helpers';

const track = (id: number, dt = 60_000) => ({ id, name: `歌${id}`, artist: '歌手', cover: '', dt });
const room = () => env.CHAT_ROOM.getByName('public');
const isState = (f: { type: string }) => (f.type as string) === 'listenState';

async function watcher(token?: string): Promise<TestSocket> {
  const s = await openSocket(token);
  s.send({ type: 'listen', op: 'watch' });
  await s.waitFor(isState);
  return s;
}

/** Sends a control frame; answers the next state frame or the tip it got instead. */
async function control(s: TestSocket, frame: Record<string, unknown>) {
  // the socket has first heard every change made before (another socket's broadcast may still be on its way)
  await s.waitFor((f) => isState(f) && f.state.version >= latest);
  const mark = s.mark();
  s.send({ type: 'listen', ...frame });
  const answer = await s.waitFor((f) => isState(f) || f.type === 'tips', mark);
  if (isState(answer)) latest = Math.max(latest, answer.state.version);
  return answer;
}
let latest = 0;

async function setMode(ownerToken: string, body: Record<string, unknown>) {
  return call('PUT', '/api/admin/listen', { token: ownerToken, body });
}

describe('一起听', () => {
  it('control follows the owner setting: a reader cannot skip when only the owner controls', async () => {
    const owner = await makeUser(1);
    const reader = await makeUser();
    const so = await watcher(owner.token);
    const sr = await watcher(reader.token);
    const played = await control(so, { op: 'play', track: { ...track(1), cover: 'https://tracker.example/c.jpg' } });
    expect(played.state.track.id).toBe(1);
    // every page shows the cover: an address elsewhere is dropped
    expect(played.state.track.cover).toBe('');
    expect(played.control).toEqual({ mode: 'owner', users: [] });
    await control(so, { op: 'queue', track: track(2) });

    const refused = await control(sr, { op: 'skip' });
    expect(refused).toMatchObject({ type: 'tips', content: listenTexts.notAllowed, level: 'error' });
    expect((await runInDurableObject(room(), (r: ChatRoom) => r.listenState())).track?.id).toBe(1);
    // a vote is every signed-in listener's, whatever the mode
    const key = played.state.queue[0]?.key ?? (await control(so, { op: 'watch' })).state.queue[0].key;
    expect((await control(sr, { op: 'vote', key })).state.queue[0].votes).toEqual([reader.id]);

    // chosen users: only those named
    expect((await setMode(owner.token, { mode: 'chosen', users: [reader.id] })).json.code).toBe(0);
    expect((await control(sr, { op: 'skip' })).state.track.id).toBe(2);
    const other = await makeUser();
    const sx = await watcher(other.token);
    expect(await control(sx, { op: 'pause' })).toMatchObject({ type: 'tips', content: listenTexts.notAllowed });
    // any signed-in user; a reader without an account never
    await setMode(owner.token, { mode: 'members' });
    expect((await control(sx, { op: 'pause' })).state.startedAt).toBeNull();
    const guest = await watcher();
    expect(await control(guest, { op: 'play' })).toMatchObject({ type: 'tips', content: listenTexts.loginFirst });
    await setMode(owner.token, { mode: 'owner' });
    for (const s of [so, sr, sx, guest]) s.close();
  });

  it('the setting endpoint: the owner reads and saves, bad input is refused in Chinese, a reader is refused', async () => {
    const owner = await makeUser(1);
    const reader = await makeUser();
    const read = await call('GET', '/api/admin/listen', { token: owner.token });
    expect(read.json).toMatchObject({ code: 0, result: { mode: 'owner', users: [] } });
    const bad = await setMode(owner.token, { mode: 'everyone', users: ['x'] });
    expect(bad.json.code).not.toBe(0);
    expect(bad.json.message).toMatch(/控制权限|指定的用户/);
    expect((await setMode(reader.token, { mode: 'members' })).json.code).toBe('100002');
    expect((await call('GET', '/api/admin/listen', { token: reader.token })).json.code).toBe('100002');
  });

  it('the state survives a restart of the object: a new instance over the same storage has it', async () => {
    const owner = await makeUser(1);
    const so = await watcher(owner.token);
    await control(so, { op: 'play', track: track(7, 120_000) });
    const seeked = await control(so, { op: 'seek', position: 30_000 });
    so.close();
    const reborn = await runInDurableObject(room(), (_r: ChatRoom, state) => new ChatRoom(state, env).listenState());
    expect(reborn.track?.id).toBe(7);
    expect(reborn.startedAt).toBe(seeked.state.startedAt);
    expect(reborn.version).toBe(seeked.state.version);
  });

  it('a track whose time is past gives way to the next (most votes first) with no timer in the object', async () => {
    const owner = await makeUser(1);
    const so = await watcher(owner.token);
    await control(so, { op: 'play', track: track(11, 1000) });
    await control(so, { op: 'queue', track: track(12, 1000) });
    const queued = await control(so, { op: 'queue', track: track(13, 60_000) });
    const voted = await control(so, { op: 'vote', key: queued.state.queue[1].key });
    const started = voted.state.startedAt;
    // nothing is scheduled: no alarm, and no frame comes by itself when the track ends
    expect(await runInDurableObject(room(), (_r: ChatRoom, state) => state.storage.getAlarm())).toBeNull();
    const mark = so.mark();
    await new Promise((r) => setTimeout(r, 1100));
    expect(so.frames.slice(mark).filter(isState)).toEqual([]);
    // the next one to read the state (a join) finds the voted track playing since the first ended
    const joined = await control(so, { op: 'join' });
    expect(joined.state.track.id).toBe(13);
    expect(joined.state.startedAt).toBe(started + 1000);
    expect(joined.state.queue.map((q: { track: { id: number } }) => q.track.id)).toEqual([12]);
    expect(joined.listeners.list.map((p: { user_id: number }) => p.user_id)).toEqual([owner.id]);
    so.close();
  });

  it('advance walks several ended tracks and stops idle when the queue is empty', () => {
    const by = { user_id: 1, nick_name: 'a', avatar: '' };
    const s: ListenState = { track: track(1, 1000), startedAt: 0, position: 0, queue: [{ key: 'a', track: track(2, 1000), by, votes: [] }], version: 1 };
    expect(advance(s, 999)).toBe(s);
    expect(advance(s, 1500)).toMatchObject({ track: { id: 2 }, startedAt: 1000, queue: [] });
    expect(advance(s, 2500)).toMatchObject({ track: null, startedAt: null, version: 2 });
  });

  it('the original client never hears of it: a socket that did not watch gets no listen frame, its frames parse as before', async () => {
    const owner = await makeUser(1);
    const legacy = await openSocket(owner.token);
    legacy.send({ type: 'init', user_id: owner.id });
    await legacy.waitFor((f) => f.type === 'onlineList');
    const so = await watcher(owner.token);
    await control(so, { op: 'play', track: track(21) });
    legacy.send({ type: 'message', content: '旧客户端' });
    await legacy.waitFor((f) => f.type === 'message' && f.content === '旧客户端');
    expect(legacy.frames.map((f) => f.type).filter((t) => !['onlineList', 'message', 'guests', 'tips'].includes(t))).toEqual([]);
    // an unknown type is still the malformed frame it always was; a bad listen frame is refused alike
    for (const bad of [{ type: 'dance' }, { type: 'listen', op: 'seek', position: -5 }, { type: 'listen', op: 'queue', track: { id: 'x' } }]) {
      const mark = legacy.mark();
      legacy.send(bad);
      expect(await legacy.waitFor((f) => f.type === 'tips', mark)).toMatchObject({ content: '消息格式错误' });
    }
    // the clock answers with the room's time
    const mark = so.mark();
    const t0 = Date.now();
    so.send({ type: 'clock', t0 });
    const pong = await so.waitFor((f) => (f.type as string) === 'clock', mark);
    expect(pong.t0).toBe(t0);
    expect(Math.abs(pong.t - Date.now())).toBeLessThan(1000);
    // a flood of 一起听 frames is cut off: past the socket's burst the pings go unanswered
    const flood = so.mark();
    for (let i = 0; i < 40; i++) so.send({ type: 'clock', t0: i });
    so.send({ type: 'listen', op: 'watch' });
    expect(await so.waitFor((f) => f.type === 'tips', flood)).toMatchObject({ content: '发送太频繁了，请稍后再试' });
    expect(so.frames.slice(flood).filter((f) => (f.type as string) === 'clock').length).toBeLessThan(25);
    legacy.close();
    so.close();
  });
});
