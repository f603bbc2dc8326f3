/**
 * The proof-of-work challenge (issue 29): each scope refuses a write without a solution, a solved
 * challenge passes once, a replayed, expired, forged or borrowed one is refused, new accounts solve
 * for their first N comments and chat messages, and the owner's settings endpoint.
 */
import { env } from 'cloudflare:workers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHALLENGE_LEVELS } from '../../contract/challenge';
import { CHALLENGE_HEADER, challengeTexts } from '../../contract/challenge-solution';
import { commentMessages } from '../../contract/comment';
import { ErrorCode } from '../../contract/envelope';
import { heldTexts } from '../../contract/write-rules-base';
import { articles } from '../../worker/db/schema';
import { solveChallenge } from '../support/challenge-solver.mjs';
import { ALL_ON, askChallenge, setChallenge, solutionHeader, solved } from './challenge-helpers';
import { openSocket } from './chat-helpers';
import { call, db, makeUser, uniqueIp } from './helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
let owner: User;
let articleId: number;

const note = { message: '路过留言', color: '#ffffff', font_size: 14, font_weight: 600, bg_color: '#409eff', bg_url: '', tag: '打卡' };
const link = { site_name: '小站', site_desc: '记录生活', site_avatar: '', url: 'https://mine.example' };
const withSolution = (header?: string) => (header ? { [CHALLENGE_HEADER]: header } : undefined);
const register = (username: string, header?: string, ip = uniqueIp()) =>
  call('POST', '/api/user/register', { body: { username, password: 'abc123' }, ip, headers: withSolution(header) });
const addNote = (header?: string) => call('POST', '/api/message/add', { body: note, ip: uniqueIp(), headers: withSolution(header) });
const addComment = (token: string, header?: string, content = '写得好') =>
  call('POST', '/api/comment/add', { body: { type: 1, for_id: articleId, content }, token, ip: uniqueIp(), headers: withSolution(header) });
const accountCount = async () => (await env.DB.prepare('SELECT count(*) AS n FROM blog_user').first<{ n: number }>())!.n;

beforeAll(async () => {
  owner = await makeUser(1);
  articleId = (await db().insert(articles).values({ article_title: '验证文章', author_id: owner.id }).returning().get()).id;
});
beforeEach(async () => {
  // the tests reuse a few accounts and addresses; the write limits are not what they are about
  await env.DB.prepare('DELETE FROM rate_limit').run();
  await setChallenge(owner.token, ALL_ON);
});
afterEach(() => {
  vi.useRealTimers();
});
// the members of its group after it write without solving, as every file starts (setup.ts)
afterAll(async () => {
  await setChallenge(owner.token, { register: false, note: false, link: false, comment: false, chat: false });
});

describe('GET /api/challenge', () => {
  it('hands out a signed SHA-256 challenge at the level set, for that scope and visitor', async () => {
    const { required, challenge } = await askChallenge('register');
    expect(required).toBe(true);
    const p = challenge!.parameters;
    expect(p).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32, data: { scope: 'register', uid: 0 } });
    expect(p.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    expect(p.expiresAt - Date.now() / 1000).toBeGreaterThan(4 * 60);
    // the counter the solver finds is drawn between half the level and all of it
    const { counter } = solveChallenge(challenge!);
    expect(counter).toBeGreaterThanOrEqual(CHALLENGE_LEVELS.medium.maxCounter / 2);
    expect(counter).toBeLessThanOrEqual(CHALLENGE_LEVELS.medium.maxCounter);
  });

  it('answers "not required" where the owner turned a scope off, for the owner, and for a note by a signed-in reader', async () => {
    await setChallenge(owner.token, { ...ALL_ON, register: false });
    expect(await askChallenge('register')).toEqual({ required: false });
    expect(await askChallenge('link', { token: owner.token })).toEqual({ required: false });
    const reader = await makeUser();
    expect(await askChallenge('note', { token: reader.token })).toEqual({ required: false });
    expect((await askChallenge('note')).required).toBe(true);
  });

  it('refuses an unknown scope with a Chinese message', async () => {
    const res = await call('GET', '/api/challenge?scope=everything');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: ErrorCode.user, message: '人机验证的用途不合法' });
    expect((await call('GET', '/api/challenge')).json.message).toBe('人机验证的用途不合法');
  });
});

describe('writes without a solution are refused, in each scope', () => {
  it('registration', async () => {
    const before = await accountCount();
    const res = await register('nosolve01');
    expect(res.json).toMatchObject({ code: ErrorCode.user, message: challengeTexts.required });
    expect(await accountCount()).toBe(before);
  });

  it('a guest note', async () => {
    expect((await addNote()).json).toMatchObject({ code: ErrorCode.message, message: challengeTexts.required });
  });

  it('a link application and its edit', async () => {
    const reader = await makeUser();
    const res = await call('POST', '/api/links/add', { body: link, token: reader.token, ip: uniqueIp() });
    expect(res.json).toMatchObject({ code: ErrorCode.links, message: challengeTexts.required });
    const edit = await call('POST', '/api/links/frontUpdate', { body: { ...link, id: 1 }, token: reader.token, ip: uniqueIp() });
    expect(edit.json).toMatchObject({ code: ErrorCode.links, message: challengeTexts.required });
  });

  it('a new account comment and reply', async () => {
    const reader = await makeUser();
    expect((await addComment(reader.token)).json).toMatchObject({ code: ErrorCode.comment, message: challengeTexts.required });
    const reply = await call('POST', '/api/comment/apply', { body: { type: 1, for_id: articleId, parent_id: 1, to_id: owner.id, content: '回复' }, token: reader.token, ip: uniqueIp() });
    expect(reply.json).toMatchObject({ code: ErrorCode.comment, message: challengeTexts.required });
  });

  it('a new account chat message (the socket tells why; nothing is posted)', async () => {
    const reader = await makeUser();
    const socket = await openSocket(reader.token);
    await socket.waitFor((f) => f.type === 'onlineList');
    const from = socket.mark();
    socket.send({ type: 'message', content: '大家好' });
    const tip = await socket.waitFor((f) => f.type === 'tips', from);
    expect(tip.content).toBe(challengeTexts.required);
    expect(socket.frames.slice(from).some((f) => f.type === 'message')).toBe(false);
    socket.close();
  });
});

describe('a solved challenge passes once', () => {
  it('registers with a solution; the same solution again is refused as a replay', async () => {
    const header = await solved('register');
    expect((await register('solved01', header)).json).toMatchObject({ code: 0 });
    const before = await accountCount();
    expect((await register('solved02', header)).json).toMatchObject({ code: ErrorCode.user, message: challengeTexts.invalid });
    expect(await accountCount()).toBe(before);
  });

  it('a guest note and a link application with their solutions', async () => {
    expect((await addNote(await solved('note'))).json).toMatchObject({ code: 0 });
    const reader = await makeUser();
    const header = await solved('link', { token: reader.token });
    const res = await call('POST', '/api/links/add', { body: link, token: reader.token, ip: uniqueIp(), headers: withSolution(header) });
    expect(res.json).toMatchObject({ code: 0 });
  });

  it('an expired challenge is refused (the clock past its five minutes)', async () => {
    const header = await solved('register');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 5_000);
    expect((await register('expired01', header)).json).toMatchObject({ code: ErrorCode.user, message: challengeTexts.invalid });
  });

  it('a forged solution, a tampered challenge, garbage and a challenge made for another scope are refused', async () => {
    const answer = await askChallenge('register');
    const challenge = answer.challenge!;
    const good = solveChallenge(challenge);
    // the derived key is the proof (its HMAC is in the signed challenge); one digit off is a forgery
    const lastDigit = good.derivedKey.endsWith('0') ? '1' : '0';
    const wrongKey = JSON.stringify({ challenge, solution: { counter: good.counter, derivedKey: good.derivedKey.slice(0, -1) + lastDigit } });
    const zeroKey = JSON.stringify({ challenge, solution: { counter: good.counter, derivedKey: '00'.repeat(32) } });
    // an easier prefix the client wrote itself: the signature no longer matches
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    const tampered = JSON.stringify({ challenge: easier, solution: solveChallenge(easier) });
    for (const header of [wrongKey, zeroKey, tampered, 'garbage', '{"challenge":1}', 'x'.repeat(5000)]) {
      expect((await register('forged01', header)).json, header.slice(0, 60)).toMatchObject({ code: ErrorCode.user, message: challengeTexts.invalid });
    }
    // solved honestly, but for a guest note: not a registration
    expect((await register('borrowed1', await solved('note'))).json).toMatchObject({ code: ErrorCode.user, message: challengeTexts.invalid });
    // the honest solution still works: the refusals above did not use it up
    expect((await register('forged01', JSON.stringify({ challenge, solution: good }))).json).toMatchObject({ code: 0 });
  });

  it("a challenge made for one account does not pass for another's comment", async () => {
    const [a, b] = [await makeUser(), await makeUser()];
    const header = await solved('comment', { token: a.token });
    expect((await addComment(b.token, header)).json).toMatchObject({ code: ErrorCode.comment, message: challengeTexts.invalid });
    expect((await addComment(a.token, header)).json).toMatchObject({ code: 0 });
  });
});

describe('new accounts', () => {
  it('solve for their first N comments, then write freely; the owner never solves', async () => {
    await setChallenge(owner.token, { ...ALL_ON, newAccountWrites: 2 });
    const reader = await makeUser();
    for (let i = 0; i < 2; i++) {
      expect((await addComment(reader.token)).json.message).toBe(challengeTexts.required);
      expect((await addComment(reader.token, await solved('comment', { token: reader.token }), `第${i}条`)).json.code).toBe(0);
    }
    expect(await askChallenge('comment', { token: reader.token })).toEqual({ required: false });
    expect((await addComment(reader.token, undefined, '第三条')).json.code).toBe(0);
    expect((await addComment(owner.token, undefined, '博主')).json.code).toBe(0);
  });

  it('solve for their first chat messages; the room counts them down', async () => {
    await setChallenge(owner.token, { ...ALL_ON, newAccountWrites: 1 });
    const reader = await makeUser();
    const socket = await openSocket(reader.token);
    await socket.waitFor((f) => f.type === 'onlineList');
    const header = await solved('chat', { token: reader.token });
    let from = socket.mark();
    socket.send({ type: 'message', content: '第一句', challenge: header });
    await socket.waitFor((f) => f.type === 'message' && f.content === '第一句', from);
    // the same solution again: refused
    from = socket.mark();
    socket.send({ type: 'message', content: '重放', challenge: header });
    // the socket needs no more solutions: a replayed one is ignored, and the message goes out
    await socket.waitFor((f) => f.type === 'message' && f.content === '重放', from);
    expect(await askChallenge('chat', { token: reader.token })).toEqual({ required: false });
    socket.close();
  });

  it('a socket opened while the account was new follows it once another tab made it established', async () => {
    await setChallenge(owner.token, { ...ALL_ON, newAccountWrites: 1 });
    const reader = await makeUser();
    const [a, b] = [await openSocket(reader.token), await openSocket(reader.token)];
    await a.waitFor((f) => f.type === 'onlineList');
    await b.waitFor((f) => f.type === 'onlineList');
    let from = b.mark();
    b.send({ type: 'message', content: '还没解题' });
    expect((await b.waitFor((f) => f.type === 'tips', from)).content).toBe(challengeTexts.required);
    from = a.mark();
    a.send({ type: 'message', content: '解了题', challenge: await solved('chat', { token: reader.token }) });
    await a.waitFor((f) => f.type === 'message' && f.content === '解了题', from);
    from = b.mark();
    b.send({ type: 'message', content: '另一个标签页' });
    await b.waitFor((f) => f.type === 'message' && f.content === '另一个标签页', from);
    a.close();
    b.close();
  });

  it('a chat socket refuses a replayed or forged solution while it still needs one', async () => {
    await setChallenge(owner.token, { ...ALL_ON, newAccountWrites: 2 });
    const reader = await makeUser();
    const socket = await openSocket(reader.token);
    await socket.waitFor((f) => f.type === 'onlineList');
    const header = await solved('chat', { token: reader.token });
    let from = socket.mark();
    socket.send({ type: 'message', content: '一', challenge: header });
    await socket.waitFor((f) => f.type === 'message' && f.content === '一', from);
    for (const bad of [header, 'garbage', await solved('comment', { token: reader.token })]) {
      from = socket.mark();
      socket.send({ type: 'message', content: '二', challenge: bad });
      expect((await socket.waitFor((f) => f.type === 'tips', from)).content).toBe(challengeTexts.invalid);
    }
    socket.close();
  });
});

describe('unsolved writes held instead of refused', () => {
  it('keeps a guest note without a solution in the hold queue, out of the public list; registration is still refused', async () => {
    await setChallenge(owner.token, { ...ALL_ON, unsolved: 'hold' });
    const held = { ...note, message: '旧客户端的留言' };
    const res = await call('POST', '/api/message/add', { body: held, ip: uniqueIp() });
    expect(res.json).toMatchObject({ code: 0, message: heldTexts.note });
    const row = await env.DB.prepare('SELECT held, held_reason FROM blog_message WHERE message = ?1').bind(held.message).first<{ held: number; held_reason: string }>();
    expect(row?.held).toBe(1);
    const list = await call('POST', '/api/message/getMessageList', { body: { current: 1, size: 50, tag: '' } });
    expect(JSON.stringify(list.json.result.list)).not.toContain(held.message);
    // a new account's comment without a solution is held too, and a solved one is public
    const reader = await makeUser();
    expect((await addComment(reader.token, undefined, '没解题的评论')).json).toMatchObject({ code: 0, message: heldTexts.comment });
    expect((await addComment(reader.token, await solved('comment', { token: reader.token }), '解了题的评论')).json).toMatchObject({ code: 0, message: commentMessages.added });
    expect((await register('holdreg01')).json).toMatchObject({ code: ErrorCode.user, message: challengeTexts.required });
    // a solution that is there but wrong is refused, held mode or not
    expect((await addNote('garbage')).json).toMatchObject({ code: ErrorCode.message, message: challengeTexts.invalid });
  });
});

describe('/api/admin/challenge (the console)', () => {
  it('the owner reads and saves the settings', async () => {
    const saved = await setChallenge(owner.token, { difficulty: 'high', chat: false, newAccountWrites: 5, unsolved: 'hold' });
    expect(saved).toMatchObject({ difficulty: 'high', chat: false, newAccountWrites: 5, unsolved: 'hold' });
    const read = await call('GET', '/api/admin/challenge', { token: owner.token });
    expect(read.json).toMatchObject({ code: 0, result: saved });
    expect(await askChallenge('chat', { token: (await makeUser()).token })).toEqual({ required: false });
  });

  it('refuses bad input with a Chinese message and keeps what was stored', async () => {
    for (const [body, message] of [
      [{ ...ALL_ON, difficulty: 'extreme' }, '请选择难度：低、中或高'],
      [{ ...ALL_ON, newAccountWrites: 101 }, '新账号的写入次数应为 0 到 100 的整数'],
      [{ ...ALL_ON, newAccountWrites: 1.5 }, '新账号的写入次数应为 0 到 100 的整数'],
      [{ ...ALL_ON, unsolved: 'ignore' }, '请选择没有验证时的处理方式'],
      [{ ...ALL_ON, register: 'yes' }, '开关的值不合法'],
    ] as const) {
      const res = await call('PUT', '/api/admin/challenge', { body, token: owner.token });
      expect(res.json, JSON.stringify(body)).toMatchObject({ code: ErrorCode.config, message });
    }
    expect((await call('PUT', '/api/admin/challenge', { body: { ...ALL_ON, extra: 1 }, token: owner.token })).json.code).toBe(ErrorCode.config);
    expect((await call('GET', '/api/admin/challenge', { token: owner.token })).json.result).toEqual(ALL_ON);
  });

  it('is the owner’s alone: a visitor gets 401, a reader 403', async () => {
    const reader = await makeUser();
    expect((await call('GET', '/api/admin/challenge')).status).toBe(401);
    expect((await call('PUT', '/api/admin/challenge', { body: ALL_ON })).status).toBe(401);
    expect((await call('GET', '/api/admin/challenge', { token: reader.token })).status).toBe(403);
    const put = await call('PUT', '/api/admin/challenge', { body: { ...ALL_ON, register: false }, token: reader.token });
    expect(put.status).toBe(403);
    expect((await askChallenge('register')).required).toBe(true);
  });
});

// solutionHeader is what the page sends too; a header it made from a challenge must never throw on the way
it('the solver helper and the worker agree on a hand-made header', async () => {
  const answer = await askChallenge('note');
  expect(JSON.parse(solutionHeader(answer.challenge!)).solution.derivedKey).toMatch(/^[0-9a-f]{64}$/);
});
