import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { config, talks } from '../../worker/db/schema';
import { call, clearOfWindowTurn, db, makeUser, uniqueIp } from './helpers';
import { isOnline, openSocket, sleep } from './chat-helpers';

const login = (username: string, password: string, ip = uniqueIp()) =>
  call('POST', '/api/user/login', { body: { username, password }, ip });

/** Moves a lock (or a window of failures) back in time, as if its 15 minutes had passed. */
const age = (key: string, seconds: number) =>
  env.DB.prepare('UPDATE rate_limit SET window_start = window_start - ?2 WHERE key = ?1').bind(key, seconds).run();

describe('failed logins are limited per account, whatever the address', () => {
  // 32 logins, each a PBKDF2 check: near vitest's 5 s default on a loaded machine
  it('30 wrong passwords from 30 addresses are stopped after 5, the right one too, until the lock lifts', { timeout: 30_000 }, async () => {
    const victim = await makeUser();
    const other = await makeUser();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await login(victim.username, 'wrong123', `10.9.${i}.1`));
    expect(answers.slice(0, 4).map((r) => r.json.message)).toEqual(Array(4).fill('密码不匹配'));
    for (const locked of answers.slice(4)) {
      expect(locked.status).toBe(429);
      expect(locked.json).toEqual({ code: '429', message: '密码错误次数过多，请15分钟后再试' });
    }
    expect(Number(answers[29]!.headers.get('Retry-After'))).toBeGreaterThan(800);

    const right = await login(victim.username, victim.password);
    expect(right.status).toBe(429);
    expect(right.json.message).toMatch(/^密码错误次数过多，请\d+分钟后再试$/);
    // a differently written name is the same account name
    expect((await login(` ${victim.username.toUpperCase()}`, victim.password)).status).toBe(429);
    // another account is not affected
    expect((await login(other.username, other.password)).json.code).toBe(0);

    await age(`loginFail:${victim.username.toLowerCase()}`, 15 * 60);
    const after = await login(victim.username, victim.password);
    expect(after.json.code).toBe(0);
    expect(after.json.result.token).toBeTruthy();
  });

  it('a right password clears the count; failures older than the window are forgotten', async () => {
    const u = await makeUser();
    const key = `loginFail:${u.username.toLowerCase()}`;
    for (let i = 0; i < 4; i++) await login(u.username, 'wrong123');
    expect((await login(u.username, u.password)).json.code).toBe(0);
    for (let i = 0; i < 4; i++) expect((await login(u.username, 'wrong123')).json.message).toBe('密码不匹配');
    await age(key, 15 * 60);
    // four old failures and a new one: still no lock
    expect((await login(u.username, 'wrong123')).json.message).toBe('密码不匹配');
    expect((await login(u.username, u.password)).json.code).toBe(0);
  });

  it('an unknown name is locked the same way, so the lock reveals nothing', async () => {
    const name = `ghost${Date.now() % 100000}`;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await login(name, 'abc123'));
    expect(answers.slice(0, 4).every((r) => r.json.code !== 0 && r.status === 200)).toBe(true);
    expect(answers[4]!.json.message).toBe('密码错误次数过多，请15分钟后再试');
    expect(answers[5]!.status).toBe(429);
  });

  it('bad input is refused before anything is counted', async () => {
    const u = await makeUser();
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', '/api/user/login', { body: { username: u.username, password: '' }, ip: uniqueIp() });
      expect(res.json.message).toBe('用户名或密码为空');
    }
    expect((await login(u.username, u.password)).json.code).toBe(0);
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
  });
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
