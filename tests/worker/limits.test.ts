import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { config, talks } from '../../worker/db/schema';
import { call, clearOfWindowTurn, db, makeUser, uniqueIp } from './helpers';
import { isOnline, openSocket, sleep } from './chat-helpers';

/** A login from `ip`; the route's own limit per address (10 a minute) is forgotten first: the guard is what these count. */
async function login(username: string, password: string, ip = uniqueIp()) {
  await env.DB.prepare('DELETE FROM rate_limit WHERE key = ?').bind(`login:${ip}`).run();
  return call('POST', '/api/user/login', { body: { username, password }, ip });
}

/** Moves a lock (or a window of failures) back in time, as if its 15 minutes had passed. */
const age = (key: string, seconds: number) =>
  env.DB.prepare('UPDATE rate_limit SET window_start = window_start - ?2 WHERE key = ?1').bind(key, seconds).run();

const LOCKED = { code: '429', message: '密码错误次数过多，请15分钟后再试' };

// each login is a PBKDF2 check: a few dozen of them come near vitest's 5 s default on a loaded machine
describe('failed logins are limited per account and address', { timeout: 30_000 }, () => {
  it("a stranger's wrong passwords lock the stranger's address, never the owner's own", async () => {
    const owner = await makeUser(1);
    const stranger = '10.9.1.1';
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await login(owner.username, 'wrong123', stranger));
    expect(answers.slice(0, 4).map((r) => r.json.message)).toEqual(Array(4).fill('密码不匹配'));
    for (const locked of answers.slice(4)) {
      expect(locked.status).toBe(429);
      expect(locked.json).toEqual(LOCKED);
    }
    expect(Number(answers[7]!.headers.get('Retry-After'))).toBeGreaterThan(800);
    // the same address stays locked, even with the right password
    const there = await login(owner.username, owner.password, stranger);
    expect(there.status).toBe(429);
    expect(there.json.message).toMatch(/^密码错误次数过多，请\d+分钟后再试$/);
    // the owner, from their own address, logs in
    const home = await login(owner.username, owner.password, '10.9.2.2');
    expect(home.json.code).toBe(0);
    expect(home.json.result.token).toBeTruthy();

    await age(`loginFail:${owner.username.toLowerCase()}@${stranger}`, 15 * 60);
    expect((await login(owner.username, owner.password, stranger)).json.code).toBe(0);
  });

  it('a name in any letter case, with spaces around it, is one account', async () => {
    const u = await makeUser();
    const ip = '10.9.3.3';
    const variants = [u.username.toUpperCase(), ` ${u.username}`, u.username, `${u.username.toUpperCase()} `, u.username.replace(/^./, (c) => c.toUpperCase())];
    const answers = [];
    for (const name of variants) answers.push(await login(name, 'wrong123', ip));
    expect(answers.slice(0, 4).every((r) => r.status === 200 && r.json.code !== 0)).toBe(true);
    expect(answers[4]!.json).toEqual(LOCKED);
    expect((await login(u.username, u.password, ip)).status).toBe(429);
    expect((await login(u.username.toUpperCase(), u.password, ip)).status).toBe(429);
    expect((await login(u.username, u.password, '10.9.3.4')).json.code).toBe(0);
  });

  it('an account attacked from many addresses gets fewer tries per address, and still logs in from a clean one', async () => {
    const owner = await makeUser(1);
    // 20 failures from 20 addresses: one each, nobody locked yet
    for (let i = 0; i < 20; i++) expect((await login(owner.username, 'wrong123', `10.5.${i}.1`)).json.message).toBe('密码不匹配');
    // under attack: a new address is locked at its 2nd wrong password, not its 5th
    expect((await login(owner.username, 'wrong123', '10.5.100.1')).json.message).toBe('密码不匹配');
    expect((await login(owner.username, 'wrong123', '10.5.100.1')).json).toEqual(LOCKED);
    expect((await login(owner.username, owner.password, '10.5.100.1')).status).toBe(429);
    // and an address that had one failure before the attack is locked at its next
    expect((await login(owner.username, 'wrong123', '10.5.0.1')).json).toEqual(LOCKED);
    // the owner from a clean address: a typo to spare, then in
    expect((await login(owner.username, 'typo1234', '10.5.200.1')).json.message).toBe('密码不匹配');
    expect((await login(owner.username, owner.password, '10.5.200.1')).json.code).toBe(0);
    // the attack's window over, the address gets 5 again
    await age(`loginFailAll:${owner.username.toLowerCase()}`, 15 * 60);
    for (let i = 0; i < 4; i++) expect((await login(owner.username, 'wrong123', '10.5.150.1')).json.message).toBe('密码不匹配');
    expect((await login(owner.username, 'wrong123', '10.5.150.1')).json).toEqual(LOCKED);
  });

  it('counts an IPv6 host by its /64', async () => {
    const u = await makeUser();
    for (let i = 1; i <= 4; i++) expect((await login(u.username, 'wrong123', `2001:db8:0:7::${i}`)).json.message).toBe('密码不匹配');
    expect((await login(u.username, 'wrong123', '2001:db8:0:7:ffff:1:2:3')).json).toEqual(LOCKED);
    expect((await login(u.username, u.password, '2001:db8:0:8::1')).json.code).toBe(0);
  });

  it('a right password clears its address; failures older than the window are forgotten', async () => {
    const u = await makeUser();
    const ip = '10.9.4.4';
    const key = `loginFail:${u.username.toLowerCase()}@${ip}`;
    for (let i = 0; i < 4; i++) await login(u.username, 'wrong123', ip);
    expect((await login(u.username, u.password, ip)).json.code).toBe(0);
    for (let i = 0; i < 4; i++) expect((await login(u.username, 'wrong123', ip)).json.message).toBe('密码不匹配');
    await age(key, 15 * 60);
    // four old failures and a new one: still no lock
    expect((await login(u.username, 'wrong123', ip)).json.message).toBe('密码不匹配');
    expect((await login(u.username, u.password, ip)).json.code).toBe(0);
  });

  it('an unknown name is locked the same way, so the lock reveals nothing', async () => {
    const name = `ghost${Date.now() % 100000}`;
    const ip = '10.9.5.5';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await login(name, 'abc123', ip));
    expect(answers.slice(0, 4).every((r) => r.json.code !== 0 && r.status === 200)).toBe(true);
    expect(answers[4]!.json).toEqual(LOCKED);
    expect(answers[5]!.status).toBe(429);
  });

  it('bad input is refused before anything is counted', async () => {
    const u = await makeUser();
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', '/api/user/login', { body: { username: u.username, password: '' }, ip: '10.9.6.6' });
      expect(res.json.message).toBe('用户名或密码为空');
    }
    expect((await login(u.username, u.password, '10.9.6.6')).json.code).toBe(0);
  });
});

describe('writes are limited per account as well as per address', () => {
  // up to 15 s waiting for a fresh window, then the requests
  it('a user posting comments from changing addresses is stopped at the route limit', { timeout: 30_000 }, async () => {
    await clearOfWindowTurn();
    const author = await makeUser();
    const talkId = (await db().insert(talks).values({ content: '说说', user_id: author.id }).returning().get()).id;
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push(
        await call('POST', '/api/comment/add', {
          body: { type: 2, for_id: talkId, content: `换地址评论${i}` },
          token: author.token,
          ip: `10.8.${i}.2`,
        }),
      );
    }
    expect(answers.slice(0, 20).map((r) => r.json.code)).toEqual(Array(20).fill(0));
    expect(answers[20]!.status).toBe(429);
    expect(answers[20]!.json.message).toBe('评论过于频繁 请稍后再试');
    // another user on one of those addresses is not stopped by the first user's count
    const other = await makeUser();
    const theirs = await call('POST', '/api/comment/add', {
      body: { type: 2, for_id: talkId, content: '我的评论' },
      token: other.token,
      ip: '10.8.250.2',
    });
    expect(theirs.json.code).toBe(0);
  });

  // up to 15 s waiting for a fresh window, then the requests
  it('board notes from changing addresses are stopped too; anonymous notes are counted per address', { timeout: 30_000 }, async () => {
    await clearOfWindowTurn();
    const author = await makeUser();
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await call('POST', '/api/message/add', { body: { message: `换地址留言${i}` }, token: author.token, ip: `10.7.${i}.3` })).status);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const anon = [];
    for (let i = 0; i < 2; i++) anon.push((await call('POST', '/api/message/add', { body: { message: `匿名${i}` }, ip: `10.7.${i + 100}.3` })).status);
    expect(anon).toEqual([200, 200]);
  });
});

describe('the view counter never shows an error', () => {
  it('a flood from one address keeps answering code 0, and stops counting past the limit', async () => {
    await db().insert(config).values({ blog_name: '限流博客', view_time: 0 }).run();
    const ip = uniqueIp();
    for (let i = 0; i < 105; i++) {
      const res = await call('PUT', '/api/config/addView', { ip });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ code: 0, message: '添加成功', result: '添加成功' });
    }
    const views = (await call('GET', '/api/config')).json.result.view_time;
    expect(views).toBe(100);
    // another address still counts
    await call('PUT', '/api/config/addView', { ip: uniqueIp() });
    expect((await call('GET', '/api/config')).json.result.view_time).toBe(101);
    // 107 requests in turn: 3.6 s on a quiet machine, over the default 5 s in a loaded fresh-clone CI run
  }, 20_000);
});

describe('chat: sockets, init frames and the online list per user', () => {
  it("a user's 6th socket closes their oldest with a clear reason; the new one works", async () => {
    const a = await makeUser();
    const tabs = [];
    for (let i = 0; i < 5; i++) tabs.push(await openSocket(a.token));
    const sixth = await openSocket(a.token);
    expect(await tabs[0]!.waitClose()).toBe(4002);
    expect(tabs[0]!.frames.some((f) => f.type === 'tips' && f.content === '聊天窗口开得太多了，这个窗口已断开')).toBe(true);
    await sleep(50);
    expect(tabs.slice(1).every((t) => t.ws.readyState === WebSocket.OPEN)).toBe(true);
    sixth.send({ type: 'message', content: '新窗口能用' });
    await tabs[1]!.waitFor((f) => f.type === 'message' && f.content === '新窗口能用');
    // the user stays online for everyone: one entry, however the tabs came and went
    const watcher = await openSocket();
    const list = await watcher.waitFor((f) => f.type === 'onlineList');
    expect(list.list.filter((u: { user_id: number }) => u.user_id === a.id)).toHaveLength(1);
    // another user is not affected by a's count
    const b = await makeUser();
    const sb = await openSocket(b.token);
    await sb.waitFor(isOnline([a.id, b.id]));
    for (const t of [...tabs.slice(1), sixth, watcher, sb]) t.close();
  });

  it("a second socket of someone already online opens and closes without an online list to others", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const sb = await openSocket(b.token);
    const first = await openSocket(a.token);
    await sb.waitFor(isOnline([a.id, b.id]));
    await sleep(50);
    const mark = sb.mark();
    const second = await openSocket(a.token);
    // the new socket itself gets the list
    await second.waitFor(isOnline([a.id, b.id]));
    second.close();
    await second.waitClose();
    await sleep(100);
    expect(sb.frames.slice(mark).filter((f) => f.type === 'onlineList')).toEqual([]);
    // a's last socket leaving is news
    first.close();
    const gone = await sb.waitFor((f) => f.type === 'onlineList', mark);
    expect(gone.list.some((u: { user_id: number }) => u.user_id === a.id)).toBe(false);
    sb.close();
  });

  it('an init flood is answered only a few times, and only to the asking socket', async () => {
    const a = await makeUser();
    const b = await makeUser();
    const sa = await openSocket(a.token);
    const sb = await openSocket(b.token);
    await sa.waitFor(isOnline([a.id, b.id]));
    await sleep(50);
    const [ma, mb] = [sa.mark(), sb.mark()];
    for (let i = 0; i < 20; i++) sa.send({ type: 'init' });
    sa.send({ type: 'message', content: '洪水之后' });
    await sa.waitFor((f) => f.type === 'message' && f.content === '洪水之后', ma);
    // settle: the message frame waits on a D1 read, so its echo may overtake the last answers
    await sleep(200);
    const answered = sa.frames.slice(ma).filter((f) => f.type === 'onlineList').length;
    // the bucket holds 3 (it may have begun refilling a fraction): a few answers, never the flood's 20
    expect(answered).toBeGreaterThanOrEqual(2);
    expect(answered).toBeLessThanOrEqual(3);
    expect(sb.frames.slice(mb).filter((f) => f.type === 'onlineList')).toEqual([]);
    // an anonymous socket's inits are limited the same way
    const anon = await openSocket();
    await anon.waitFor((f) => f.type === 'onlineList');
    const m = anon.mark();
    for (let i = 0; i < 10; i++) anon.send({ type: 'init' });
    await sleep(200);
    expect(anon.frames.slice(m).filter((f) => f.type === 'onlineList')).toHaveLength(3);
    for (const t of [sa, sb, anon]) t.close();
  });
});
