/**
 * Web Push (issue 30): the site's VAPID key is made once and kept (secrets override it);
 * subscriptions are tied to the token's account and limited by who asks; a reply pushes exactly
 * once to each of the replied reader's browsers, encrypted so that the browser's own key reads
 * it (tests/worker/push-helpers.ts decrypts independently of the worker's library); endpoints that
 * answer 404/410 are dropped; held items never push their words; anonymous browsers hold public
 * topics only.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WRITE_RULES_DEFAULTS } from '../../contract/write-rules';
import { articles, messages, pushSubscriptions, siteSecret } from '../../worker/db/schema';
import { forgetVapidKeys, vapidKeys } from '../../worker/services/push/keys';
import { call, db, makeUser, uniqueIp } from './helpers';
import { decrypt, fakePushService, makeBrowser, subscriptionOf, type Browser } from './push-helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
const post = (path: string, body: unknown, token?: string, ip = uniqueIp()) => call('POST', path, { body: body as Record<string, unknown>, token, ip });
const subscribe = (b: Browser, topics: string[], token?: string, ip?: string) => post('/api/push/subscribe', { subscription: subscriptionOf(b), topics }, token, ip);
const rowOf = (b: Browser) => db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, b.endpoint)).get();

let owner: User;
let reader: User;
let replier: User;
let articleId: number;
const push = fakePushService();

beforeAll(async () => {
  owner = await makeUser(1);
  reader = await makeUser();
  replier = await makeUser();
  articleId = (await db().insert(articles).values({ article_title: '推送文章', article_content: '正文', author_id: owner.id }).returning().get()).id;
});

describe('the VAPID key', () => {
  it('is made on first need, kept in D1 and served as a 65-byte point; the private half never leaves', async () => {
    const first = await call('GET', '/api/push/key');
    expect(first.json.code).toBe(0);
    const { publicKey } = first.json.result;
    expect(publicKey).toMatch(/^[\w-]{87}$/);
    forgetVapidKeys();
    expect((await call('GET', '/api/push/key')).json.result.publicKey).toBe(publicKey);
    const stored = await db().select().from(siteSecret).where(eq(siteSecret.name, 'vapid')).get();
    const jwk = JSON.parse(stored!.value) as JsonWebKey;
    expect(jwk.d).toMatch(/^[\w-]{43}$/);
    expect(first.text).not.toContain(jwk.d);
  });

  it('the secrets, when both are set, override the stored pair', async () => {
    const b = await makeBrowser();
    const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign'])) as CryptoKeyPair;
    const d = ((await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey).d!;
    const pub = btoa(String.fromCharCode(...new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const keys = await vapidKeys({ DB: env.DB, VAPID_PRIVATE_KEY: d, VAPID_PUBLIC_KEY: pub });
    expect(keys.publicKey).toBe(pub);
    expect(keys.jwk.d).toBe(d);
    // one of the two alone is not a pair: the stored one stays
    expect((await vapidKeys({ DB: env.DB, VAPID_PUBLIC_KEY: b.keys.p256dh })).publicKey).not.toBe(b.keys.p256dh);
  });
});

describe('subscribing', () => {
  it('ties the browser to the token’s account; subscribing again replaces its topics; status and unsubscribe', async () => {
    const b = await makeBrowser();
    expect((await subscribe(b, ['reply', 'article'], reader.token)).json).toMatchObject({ code: 0, result: { topics: ['reply', 'article'] } });
    expect((await rowOf(b))?.user_id).toBe(reader.id);
    expect((await subscribe(b, ['talk', 'mention'], reader.token)).json.result.topics).toEqual(['mention', 'talk']);
    expect((await post('/api/push/status', { endpoint: b.endpoint })).json.result).toEqual({ subscribed: true, topics: ['mention', 'talk'] });
    expect((await post('/api/push/unsubscribe', { endpoint: b.endpoint })).json.code).toBe(0);
    expect((await post('/api/push/status', { endpoint: b.endpoint })).json.result).toEqual({ subscribed: false, topics: [] });
  });

  it('anonymous browsers hold public topics only; owner topics are the owner’s', async () => {
    const b = await makeBrowser();
    expect((await subscribe(b, ['article', 'talk'])).json).toMatchObject({ code: 0, result: { topics: ['article', 'talk'] } });
    expect((await rowOf(b))?.user_id).toBeNull();
    const refused = await subscribe(b, ['reply']);
    expect(refused.json).toEqual({ code: '100040', message: '未登录时只能订阅新文章和新说说' });
    expect((await rowOf(b))?.topics).toBe(',article,talk,');
    const reader2 = await subscribe(await makeBrowser(), ['comment'], reader.token);
    expect(reader2.status).toBe(403);
    expect(reader2.json.message).toBe('只有博主可以订阅新评论、待审核和友链申请');
    expect((await subscribe(await makeBrowser(), ['comment', 'held', 'link-apply', 'reply'], owner.token)).json.result.topics).toEqual(['reply', 'comment', 'held', 'link-apply']);
  });

  it('bad input gets a clear message, never a 500', async () => {
    const b = await makeBrowser();
    const cases: [unknown, string][] = [
      [{ subscription: { ...subscriptionOf(b), endpoint: 'http://push.example/x' }, topics: [] }, '推送地址不合法'],
      [{ subscription: { ...subscriptionOf(b), endpoint: 'javascript:alert(1)' }, topics: [] }, '推送地址不合法'],
      // loopback http only where the server allows it (test servers, PUSH_LOOPBACK_HTTP)
      [{ subscription: { ...subscriptionOf(b), endpoint: 'http://127.0.0.1:9/push' }, topics: [] }, '推送地址不合法'],
      [{ subscription: { endpoint: b.endpoint, keys: { p256dh: b.keys.p256dh.slice(4), auth: b.keys.auth } }, topics: [] }, '推送密钥不合法'],
      [{ subscription: { endpoint: b.endpoint, keys: { p256dh: b.keys.p256dh, auth: 'a+b/' } }, topics: [] }, '推送密钥不合法'],
      [{ subscription: subscriptionOf(b), topics: ['everything'] }, '推送主题不合法'],
      [{ subscription: subscriptionOf(b), topics: ['talk', 'talk'] }, '推送主题重复或过多'],
      [{ topics: [] }, '缺少推送地址'],
    ];
    for (const [body, message] of cases) expect((await post('/api/push/subscribe', body)).json, message).toEqual({ code: '100040', message });
    expect((await post('/api/push/status', { endpoint: 'x'.repeat(5000) })).json.code).toBe('100040');
  });

  it('caps anonymous browsers per address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await subscribe(await makeBrowser(), ['article'], undefined, ip)).json.code).toBe(0);
    expect((await subscribe(await makeBrowser(), ['article'], undefined, ip)).json).toEqual({ code: '100040', message: '当前网络订阅的设备过多，请稍后再试' });
  });
});

describe('a reply pushes to the replied reader', () => {
  let phone: Browser;
  let laptop: Browser;
  let stranger: Browser;
  let anonymous: Browser;
  let parentId: number;

  beforeAll(async () => {
    [phone, laptop, stranger, anonymous] = await Promise.all([makeBrowser(), makeBrowser(), makeBrowser(), makeBrowser()]);
    await subscribe(phone, ['reply'], reader.token);
    await subscribe(laptop, ['reply', 'article'], reader.token);
    await subscribe(stranger, ['reply', 'mention'], replier.token);
    await subscribe(anonymous, ['article', 'talk']);
    parentId = (await post('/api/comment/add', { type: 1, for_id: articleId, content: '第一条评论' }, reader.token)).json.result.res.id;
    // the owner's browser (subscribed above) hears of the comment: let it arrive before counting
    await push.settle(1);
  });

  const reply = (content: string) =>
    post('/api/comment/apply', { type: 1, for_id: articleId, parent_id: parentId, to_id: reader.id, content }, replier.token).then((r) => r.json.result.res.id as number);

  it('exactly one push to each of their browsers, which each decrypt to the drawer’s words and the reply’s place', async () => {
    push.reset();
    const id = await reply('谢谢 <分享>');
    await push.settle(2);
    expect(push.deliveries.map((d) => d.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    const { publicKey } = (await call('GET', '/api/push/key')).json.result;
    for (const [browser, delivery] of [[phone, push.to(phone)[0]!], [laptop, push.to(laptop)[0]!]] as const) {
      expect(await push.checkVapid(delivery, publicKey)).toBe(true);
      expect(delivery.headers.get('Content-Encoding')).toBe('aes128gcm');
      expect(Number(delivery.headers.get('TTL'))).toBeGreaterThan(0);
      expect(delivery.headers.get('Urgency')).toBe('high');
      expect(await decrypt(delivery.body, browser)).toEqual({
        title: '有人回复了你',
        body: `您的收到了来自于：${replier.nick_name} 的评论回复: 谢谢 <分享>！`,
        url: `/article?id=${articleId}#comment-${id}`,
        tag: `reply-${id}`,
      });
    }
    // the other browser's key cannot read it
    await expect(decrypt(push.to(phone)[0]!.body, laptop)).rejects.toThrow();
  });

  it('an endpoint that answers 410 or 404 is dropped; a busy one (429) is tried again', async () => {
    push.reset();
    push.answer(phone, 410);
    push.answer(laptop, 429, 201);
    await reply('第二条');
    await push.settle(3);
    expect(push.to(phone)).toHaveLength(1);
    expect(push.to(laptop)).toHaveLength(2);
    expect(await rowOf(phone)).toBeUndefined();
    expect((await rowOf(laptop))?.sent).toBeGreaterThan(0);
    push.reset();
    push.answer(laptop, 404);
    await reply('第三条');
    await push.settle(1);
    expect(await rowOf(laptop)).toBeUndefined();
    // refused ten times in a row (e.g. after the site's key changed): dropped too
    await subscribe(phone, ['reply'], reader.token);
    push.reset();
    push.answer(phone, 403);
    for (let i = 0; i < 10; i++) {
      await reply(`被拒绝 ${i}`);
      // the row is written after the push service answered: wait for it
      await expect.poll(async () => (await rowOf(phone))?.failed ?? 'gone').toBe(i < 9 ? i + 1 : 'gone');
    }
    await subscribe(phone, ['reply'], reader.token);
    await subscribe(laptop, ['reply', 'article'], reader.token);
  });

  it('a held reply pushes nothing to anyone but the owner’s queue, and its words to no one; approved, it pushes once', async () => {
    const ownerBrowser = await makeBrowser();
    await subscribe(ownerBrowser, ['held'], owner.token);
    await call('PUT', '/api/admin/security/rules', { token: owner.token, body: { ...WRITE_RULES_DEFAULTS, body: { patterns: ['待审词'], action: 'hold' } } });
    push.reset();
    const held = await reply('这里有待审词');
    const rejected = await reply('又是待审词');
    await push.settle(4);
    expect(push.to(ownerBrowser)).toHaveLength(2);
    expect([...push.to(phone), ...push.to(laptop), ...push.to(stranger), ...push.to(anonymous)]).toHaveLength(0);
    const said = (await decrypt(push.to(ownerBrowser)[0]!.body, ownerBrowser)) as { body: string; url: string };
    expect(said.body).not.toContain('待审词');
    expect(said.url).toBe('/admin/moderation?tab=held');
    push.reset();
    await post('/api/admin/security/held/reject', { items: [{ kind: 'comment', id: rejected }], disable: false }, owner.token);
    await post('/api/admin/security/held/approve', { items: [{ kind: 'comment', id: held }, { kind: 'comment', id: rejected }] }, owner.token);
    await push.settle(2);
    expect(push.deliveries.map((d) => d.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(((await decrypt(push.to(phone)[0]!.body, phone)) as { url: string }).url).toBe(`/article?id=${articleId}#comment-${held}`);
    // approving again pushes nothing more
    push.reset();
    await post('/api/admin/security/held/approve', { items: [{ kind: 'comment', id: held }] }, owner.token);
    await push.settle(0);
    expect(push.deliveries).toHaveLength(0);
    await call('PUT', '/api/admin/security/rules', { token: owner.token, body: { ...WRITE_RULES_DEFAULTS } });
  });

  it('a comment on a reader’s board note reaches them as a reply', async () => {
    await post('/api/message/add', { message: '我的留言', color: '#ffffff', font_size: 14, font_weight: 600, bg_color: '#409eff', bg_url: '', tag: '打卡' }, reader.token);
    const note = (await db().select({ id: messages.id }).from(messages).where(eq(messages.user_id, reader.id)).get())!.id;
    push.reset();
    const id = (await post('/api/comment/add', { type: 3, for_id: note, content: '写得好' }, replier.token)).json.result.res.id;
    await push.settle(2);
    expect(push.deliveries.map((d) => d.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(await decrypt(push.to(phone)[0]!.body, phone)).toMatchObject({ title: '新评论', url: '/message/list', tag: `comment-${id}` });
  });

  it('anonymous and unrelated browsers receive no reply', async () => {
    push.reset();
    await reply('第四条');
    await push.settle(2);
    expect(push.to(anonymous)).toHaveLength(0);
    expect(push.to(stranger)).toHaveLength(0);
  });
});
