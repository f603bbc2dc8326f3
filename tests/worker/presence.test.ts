/**
 * Who is on the site (issue 31): pages' presence sockets counted by the chat room, per article too;
 * a tab killed without a close is counted out once its last ping is older than PRESENCE_STALE_MS;
 * the chat's own sockets and messages never see them.
 */
import { env } from 'cloudflare:workers';
import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PRESENCE_STALE_MS } from '../../contract/presence';
import { ChatRoom } from '../../worker/chat/chat-room';
import { MAX_PRESENCE_PER_ADDRESS } from '../../worker/chat/presence';
import { makeUser, uniqueIp } from './helpers';
import { openSocket, sleep } from './chat-helpers';
import { fetchSite } from './site-fetch';

type Counts = { type: 'presence'; site: number; page: number };

const upgrade = (ip: string) => fetchSite('http://blog.test/ws/presence', { headers: { Upgrade: 'websocket', 'CF-Connecting-IP': ip } });

async function openPage(page?: string, ip = uniqueIp()) {
  const res = await upgrade(ip);
  if (res.status !== 101 || !res.webSocket) throw new Error(`upgrade failed: ${res.status}`);
  const ws = res.webSocket;
  ws.accept();
  const frames: Counts[] = [];
  ws.addEventListener('message', (e) => {
    if (e.data !== 'pong') frames.push(JSON.parse(String(e.data)));
  });
  const ask = async (p = page): Promise<Counts> => {
    const mark = frames.length;
    ws.send(JSON.stringify({ type: 'presence', ...(p && { page: p }) }));
    for (let i = 0; i < 100 && frames.length === mark; i++) await sleep(10);
    return frames.at(-1)!;
  };
  await ask();
  return { ws, ask, frames };
}

const room = () => env.CHAT_ROOM.getByName('public');

describe('presence', () => {
  it('counts pages on the site and readers of an article, up and down', async () => {
    const a = await openPage('article:1');
    const b = await openPage('article:1');
    const c = await openPage();
    expect(await a.ask()).toEqual({ type: 'presence', site: 3, page: 2 });
    expect(await c.ask()).toEqual({ type: 'presence', site: 3, page: 0 });
    // moving to another article moves the count with it
    expect(await b.ask('article:2')).toEqual({ type: 'presence', site: 3, page: 1 });
    expect(await a.ask()).toMatchObject({ page: 1 });
    b.ws.close(1000, 'bye');
    await sleep(50);
    expect(await a.ask()).toEqual({ type: 'presence', site: 2, page: 1 });
    // a hostile page name is not taken: the socket keeps its page
    a.ws.send(JSON.stringify({ type: 'presence', page: "article:1' OR 1=1" }));
    expect(await c.ask()).toEqual({ type: 'presence', site: 2, page: 0 });
    a.ws.close(1000, 'bye');
    c.ws.close(1000, 'bye');
  });

  it('a tab killed without a close is counted out once its last ping is older than the heartbeat allows', async () => {
    const live = await openPage('article:9');
    const killed = await openPage('article:9');
    expect(await live.ask()).toMatchObject({ page: 2 });
    // the live tab pings (the runtime answers); the killed one went silent long ago: its joining time is moved back
    const pongs = new Promise((r) => live.ws.addEventListener('message', (e) => e.data === 'pong' && r(null)));
    live.ws.send('ping');
    await pongs;
    await runInDurableObject(room(), (_r: ChatRoom, state) => {
      for (const ws of state.getWebSockets('presence')) {
        const a = ws.deserializeAttachment() as { page?: string; at: number };
        if (a.page === 'article:9' && !state.getWebSocketAutoResponseTimestamp(ws)) ws.serializeAttachment({ ...a, at: Date.now() - PRESENCE_STALE_MS - 1 });
      }
    });
    expect(await live.ask()).toMatchObject({ page: 1 });
    live.ws.close(1000, 'bye');
    killed.ws.close(1000, 'bye');
  });

  it('presence sockets are not chat sockets: no online list, no messages, no guest count; one address is capped', async () => {
    const user = await makeUser();
    const chat = await openSocket(user.token);
    const before = (await chat.waitFor((f) => f.type === 'onlineList')).guests;
    const page = await openPage();
    const mark = chat.mark();
    chat.send({ type: 'init' });
    // the exact count of anonymous chat sockets, as before the page came: a page is not a reader in the room
    expect((await chat.waitFor((f) => f.type === 'onlineList', mark)).guests).toBe(before);
    chat.send({ type: 'message', content: '大家好' });
    await chat.waitFor((f) => f.type === 'message' && f.content === '大家好');
    expect(page.frames.every((f) => f.type === 'presence')).toBe(true);
    chat.close();
    page.ws.close(1000, 'bye');
    // a plain GET is no socket; a foreign page is refused
    expect((await fetchSite('http://blog.test/ws/presence')).status).toBe(426);
    const foreign = await fetchSite('http://blog.test/ws/presence', { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const ip = uniqueIp();
    const mine = [];
    for (let i = 0; i < MAX_PRESENCE_PER_ADDRESS; i++) mine.push(await openPage(undefined, ip));
    expect((await upgrade(ip)).status).toBe(429);
    for (const p of mine) p.ws.close(1000, 'bye');
  });
});
