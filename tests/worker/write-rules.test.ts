/**
 * The owner's rules on reader writes (issue 29 item 2): each rule refuses or holds as the owner set it,
 * per field (nickname, site address, text), on comments, replies, board notes and friend-link
 * applications; the settings endpoints (happy path, bad input, permission). Chat is in chat-hold.test.ts.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WRITE_RULES_DEFAULTS, writeRefusals, type WriteRules } from '../../contract/write-rules';
import { articles, comments, links, messages, users } from '../../worker/db/schema';
import { countLinks, networkOf } from '../../worker/services/write-screen/rules-match';
import { call, db, makeUser, uniqueIp } from './helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
let admin: User;
let reader: User;
let articleId: number;

const rules = (patch: Partial<WriteRules>): WriteRules => ({ ...structuredClone(WRITE_RULES_DEFAULTS), ...patch });
const save = (value: unknown, token = admin.token) => call('PUT', '/api/admin/security/rules', { body: value as Record<string, unknown>, token });
const comment = (content: string, token = reader.token, ip = uniqueIp()) => call('POST', '/api/comment/add', { body: { type: 1, for_id: articleId, content }, token, ip });
const heldOf = async (id: number) => (await db().select({ held: comments.held, reason: comments.held_reason }).from(comments).where(eq(comments.id, id)).get())!;

beforeAll(async () => {
  admin = await makeUser(1);
  reader = await makeUser(2);
  articleId = (await db().insert(articles).values({ article_title: '规则文章', author_id: admin.id }).returning().get()).id;
});

describe('settings endpoints', () => {
  it('reads the defaults, saves a document and reads it back (happy path)', async () => {
    const read = await call('GET', '/api/admin/security/rules', { token: admin.token });
    expect(read.json).toMatchObject({ code: 0, result: { rules: WRITE_RULES_DEFAULTS, hold: { mode: 'off', youngDays: 3 } } });
    const saved = await save(rules({ body: { patterns: ['广告', '广告', ' 刷单 '], action: 'hold' } }));
    expect(saved.json).toMatchObject({ code: 0, message: '已保存，立即生效' });
    // the same word twice is one rule; words are trimmed
    expect(saved.json.result.body.patterns).toEqual(['广告', '刷单']);
    const hold = await call('PUT', '/api/admin/security/hold', { body: { mode: 'young', youngDays: 7 }, token: admin.token });
    expect(hold.json).toMatchObject({ code: 0, result: { mode: 'young', youngDays: 7 } });
    const again = await call('GET', '/api/admin/security/rules', { token: admin.token });
    expect(again.json.result.rules.body).toEqual({ patterns: ['广告', '刷单'], action: 'hold' });
    expect(again.json.result.hold).toEqual({ mode: 'young', youngDays: 7 });
    await call('PUT', '/api/admin/security/hold', { body: { mode: 'off' }, token: admin.token });
    await save(rules({}));
  });

  it('refuses bad input with the config code and a Chinese message, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [rules({ body: { patterns: Array.from({ length: 201 }, (_, i) => `词${i}`), action: 'refuse' } }), '每一项最多 200 条规则'],
      [rules({ site: { patterns: ['**'], action: 'refuse' } }), '规则不能只有 *，那会匹配所有内容'],
      [rules({ nickname: { patterns: ['长'.repeat(61)], action: 'refuse' } }), '每条词语或地址规则 1 到 60 个字'],
      [rules({ body: { patterns: ['a\nb'], action: 'refuse' } }), '规则里不能有换行或控制字符'],
      [{ ...rules({}), links: { max: 3, action: 'delete' } }, '规则动作只能是关闭、拒绝或审核'],
      [{ ...rules({}), burst: { writes: 20, minutes: 99999, action: 'hold' } }, '时间窗口是 1 到 1440 分钟'],
      [{ ...rules({}), repeat: { accounts: 1, minutes: 10, action: 'hold' } }, '人数是 2 到 100 的整数'],
    ];
    for (const [body, message] of cases) expect((await save(body)).json, message).toMatchObject({ code: '100007', message });
    expect((await call('PUT', '/api/admin/security/hold', { body: { mode: 'everyone' }, token: admin.token })).json).toMatchObject({ code: '100007', message: '审核策略只能是关闭、新账号或全部' });
    expect((await call('PUT', '/api/admin/security/hold', { body: { mode: 'young', youngDays: 0 }, token: admin.token })).json).toMatchObject({ code: '100007' });
    expect((await call('GET', '/api/admin/security/rules', { token: admin.token })).json.result.rules).toEqual(WRITE_RULES_DEFAULTS);
  });

  it('is the administrator’s alone: a visitor gets 401, a reader 403', async () => {
    expect((await call('GET', '/api/admin/security/rules')).status).toBe(401);
    expect((await call('GET', '/api/admin/security/rules', { token: reader.token })).status).toBe(403);
    expect((await save(rules({}), reader.token)).status).toBe(403);
    expect((await call('PUT', '/api/admin/security/hold', { body: { mode: 'all' }, token: reader.token })).status).toBe(403);
  });
});

describe('each rule refuses or holds as set', () => {
  it('body words: refuse answers the comment code and stores nothing; hold stores it held with the reason', async () => {
    await save(rules({ body: { patterns: ['加*微信', 'casino'], action: 'refuse' } }));
    const before = (await db().select().from(comments)).length;
    // `*` is any characters between; spaces, width and look-alikes fold away (ＣＡＳ1ＮＯ reads as casino)
    for (const text of ['快来加我的微信吧', '加 微 信', 'ＣＡＳ1ＮＯ bonus']) {
      expect((await comment(text)).json, text).toMatchObject({ code: '100004', message: writeRefusals.body });
    }
    expect((await db().select().from(comments)).length).toBe(before);
    expect((await comment('微信里加我')).json.code).toBe(0);

    await save(rules({ body: { patterns: ['加*微信'], action: 'hold' } }));
    const res = await comment('加我微信');
    expect(res.json).toMatchObject({ code: 0, message: '评论已提交，博主审核通过后公开' });
    expect(await heldOf(res.json.result.res.id)).toEqual({ held: 1, reason: '内容命中「加*微信」' });
  });

  it('nickname words match the author’s shown name', async () => {
    const spammer = await makeUser();
    await db().update(users).set({ nick_name: '免费代开发票' }).where(eq(users.id, spammer.id));
    await save(rules({ nickname: { patterns: ['发票'], action: 'refuse' } }));
    expect((await comment('正常的评论', spammer.token)).json).toMatchObject({ code: '100004', message: writeRefusals.nickname });
    expect((await comment('正常的评论')).json.code).toBe(0);
    await save(rules({ nickname: { patterns: ['发票'], action: 'hold' } }));
    const held = await comment('正常的评论', spammer.token);
    expect(await heldOf(held.json.result.res.id)).toMatchObject({ held: 1, reason: '昵称命中「发票」' });
  });

  it('site patterns match a friend-link application’s address; its text is its name and description', async () => {
    const applicant = await makeUser();
    const apply = (url: string, site_name = '好站') =>
      call('POST', '/api/links/add', { body: { site_name, site_desc: '一个网站', url, site_avatar: '' }, token: applicant.token, ip: uniqueIp() });
    await save(rules({ site: { patterns: ['*.casino', 'bad-site'], action: 'refuse' } }));
    expect((await apply('https://win.casino/x')).json).toMatchObject({ code: '100014', message: writeRefusals.site });
    expect((await apply('https://bad-site.example.com')).json).toMatchObject({ code: '100014', message: writeRefusals.site });
    expect((await apply('https://good.example.com')).json).toMatchObject({ code: 0, message: '申请成功，等待博主审核' });
    await save(rules({ site: { patterns: ['*.casino'], action: 'hold' }, body: { patterns: ['博彩'], action: 'refuse' } }));
    expect((await apply('https://fine.example.com', '博彩网')).json).toMatchObject({ code: '100014', message: writeRefusals.body });
    const held = await apply('https://a.casino');
    expect(held.json).toMatchObject({ code: 0, message: '友链申请已提交，等待博主审核' });
    const row = await db().select().from(links).where(eq(links.url, 'https://a.casino')).get();
    expect(row).toMatchObject({ held: 1, held_reason: '网址命中「*.casino」' });
  });

  it('links per message: past the limit the default holds; refusal when set, with the limit in the message', async () => {
    await save(rules({}));
    const three = 'https://a.cn https://b.cn www.c.cn';
    expect(await heldOf((await comment(three)).json.result.res.id)).toEqual({ held: 0, reason: '' });
    const four = `${three} http://d.cn`;
    expect(await heldOf((await comment(four)).json.result.res.id)).toEqual({ held: 1, reason: '链接 4 个，超过上限 3 个' });
    await save(rules({ links: { max: 0, action: 'refuse' } }));
    expect((await comment('看这里 https://x.cn')).json).toMatchObject({ code: '100004', message: '内容里不能有链接' });
    await save(rules({ links: { max: 1, action: 'refuse' } }));
    expect((await comment(three)).json).toMatchObject({ code: '100004', message: '内容里的链接太多了，最多 1 个' });
  });

  it('the same text from several accounts within the window: the Nth author is held (or refused)', async () => {
    await save(rules({ repeat: { accounts: 3, minutes: 10, action: 'hold' } }));
    const text = `统一的广告词 ${Math.random()}`;
    const [a, b, c] = [await makeUser(), await makeUser(), await makeUser()];
    // one author repeating themselves is not "several accounts"
    for (const u of [a, a, b]) expect(await heldOf((await comment(text, u.token)).json.result.res.id)).toMatchObject({ held: 0 });
    expect(await heldOf((await comment(` ${text.toUpperCase()} `, c.token)).json.result.res.id)).toEqual({ held: 1, reason: '10 分钟内已有 3 个作者发过相同内容' });
    await save(rules({ repeat: { accounts: 2, minutes: 10, action: 'refuse' } }));
    expect((await comment(text, (await makeUser()).token)).json).toMatchObject({ code: '100004', message: writeRefusals.repeat });
  });

  it('a burst from one network (/24) within the window is held; another network is not', async () => {
    await save(rules({ burst: { writes: 2, minutes: 10, action: 'hold' } }));
    const net = `10.77.${Math.floor(Math.random() * 200)}`;
    const ids = [];
    for (let i = 1; i <= 3; i++) ids.push((await comment(`第 ${i} 条`, reader.token, `${net}.${i}`)).json.result.res.id);
    expect(await Promise.all(ids.map(heldOf))).toEqual([
      { held: 0, reason: '' },
      { held: 0, reason: '' },
      { held: 1, reason: '同一网段 10 分钟内超过 2 次' },
    ]);
    expect(await heldOf((await comment('别处', reader.token, '10.78.1.1')).json.result.res.id)).toMatchObject({ held: 0 });
    await save(rules({ burst: { writes: 2, minutes: 10, action: 'refuse' } }));
    expect((await comment('再来', reader.token, `${net}.9`)).json).toMatchObject({ code: '100004', message: writeRefusals.burst });
  });

  it('guest board notes and replies pass the same rules (the note code for notes)', async () => {
    await save(rules({ body: { patterns: ['刷单'], action: 'refuse' } }));
    expect((await call('POST', '/api/message/add', { body: { message: '兼职刷单' }, ip: uniqueIp() })).json).toMatchObject({ code: '100012', message: writeRefusals.body });
    // the tag is part of what a note says
    expect((await call('POST', '/api/message/add', { body: { message: '你好', tag: '刷单' }, ip: uniqueIp() })).json.code).toBe('100012');
    await save(rules({ body: { patterns: ['刷单'], action: 'hold' } }));
    const held = await call('POST', '/api/message/add', { body: { message: '兼职刷单 日结' }, ip: uniqueIp() });
    expect(held.json).toMatchObject({ code: 0, message: '留言已提交，博主审核通过后公开' });
    expect(await db().select({ held: messages.held }).from(messages).where(eq(messages.message, '兼职刷单 日结')).get()).toEqual({ held: 1 });
    const parent = (await comment('楼主')).json.result.res;
    const reply = await call('POST', '/api/comment/apply', { body: { type: 1, for_id: articleId, parent_id: parent.id, to_id: reader.id, content: '刷单找我' }, token: reader.token });
    expect(reply.json).toMatchObject({ code: 0, message: '回复已提交，博主审核通过后公开' });
  });

  it('the owner’s own writes are never screened', async () => {
    await save(rules({ body: { patterns: ['公告'], action: 'refuse' } }));
    const res = await comment('置顶公告', admin.token);
    expect(res.json.code).toBe(0);
    expect(await heldOf(res.json.result.res.id)).toMatchObject({ held: 0 });
    await save(rules({}));
  });
});

describe('matching helpers', () => {
  it('counts each http://, https:// and www. once', () => {
    expect(countLinks('a https://x.cn b http://y.cn www.z.cn HTTPS://Q.CN')).toBe(4);
    expect(countLinks('没有链接')).toBe(0);
  });

  it('groups addresses by /24 and /64', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('2001:0db8:0001:0002::')).toBe('2001:db8:1:2::/64');
  });
});
