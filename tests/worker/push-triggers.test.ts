/**
 * What each event pushes (issue 30): a new public article or talk reaches its topic's
 * subscribers once, anonymous browsers included (a private or scheduled one does not, until its
 * time); the owner hears of board notes and link applications; an applicant of their approval.
 * Needs fresh storage: the owner is the first account (the owner's notices go to id 1).
 */
import { env } from 'cloudflare:workers';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, links, pushSubscriptions } from '../../worker/db/schema';
import { chinaTime } from '../../worker/db/time';
import { announceFromCron } from '../../worker/services/push/new-posts';
import { call, db, makeUser, uniqueIp } from './helpers';
import { decrypt, fakePushService, makeBrowser, subscriptionOf, type Browser } from './push-helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
const send = (method: string, path: string, body: unknown, token?: string) => call(method, path, { body: body as Record<string, unknown>, token, ip: uniqueIp() });
const subscribe = (b: Browser, topics: string[], token?: string) => send('POST', '/api/push/subscribe', { subscription: subscriptionOf(b), topics }, token);
const said = async (b: Browser, push: ReturnType<typeof fakePushService>) => Promise.all(push.to(b).map((d) => decrypt(d.body, b))) as Promise<{ title: string; body: string; url: string }[]>;

let owner: User;
let reader: User;
let ownerPhone: Browser;
let readerPhone: Browser;
let anonymous: Browser;
let talksOnly: Browser;
const push = fakePushService();

beforeAll(async () => {
  owner = await makeUser(1);
  reader = await makeUser();
  [ownerPhone, readerPhone, anonymous, talksOnly] = await Promise.all([makeBrowser(), makeBrowser(), makeBrowser(), makeBrowser()]);
  await subscribe(ownerPhone, ['comment', 'held', 'link-apply'], owner.token);
  await subscribe(readerPhone, ['article', 'link', 'reply'], reader.token);
  await subscribe(anonymous, ['article']);
  await subscribe(talksOnly, ['talk']);
});

const article = (title: string, extra: Record<string, unknown> = {}) =>
  send('POST', '/api/article/add', { article_title: title, article_content: `正文 ${title}`, category: { category_name: '随想' }, tagList: [{ tag_name: '推送' }], ...extra }, owner.token);

describe('new posts', () => {
  it('a public article reaches every article subscriber once, anonymous ones included; saving it again sends nothing', async () => {
    push.reset();
    const id = (await article('推送的新文章')).json.result.id as number;
    await push.settle(2);
    expect(push.deliveries.map((d) => d.endpoint).sort()).toEqual([readerPhone.endpoint, anonymous.endpoint].sort());
    expect(await said(anonymous, push)).toEqual([{ title: '新文章', body: '推送的新文章', url: `/article?id=${id}`, tag: `article-${id}` }]);
    expect(push.to(anonymous)[0]!.headers.get('Urgency')).toBe('low');
    push.reset();
    await send('PUT', '/api/article/update', { id, article_title: '推送的新文章', article_content: '改过的正文', category: { category_name: '随想' }, tagList: [] }, owner.token);
    await push.settle(0);
    expect(push.deliveries).toHaveLength(0);
  });

  it('a private article pushes nothing; a scheduled one only when its time has come (the cron sweep)', async () => {
    push.reset();
    await article('私密文章', { status: 2 });
    const scheduled = (await article('定时文章', { publish_at: chinaTime(new Date(Date.now() + 3600_000)) })).json.result.id as number;
    expect(await announceFromCron(env)).toBe(0);
    await push.settle(0);
    expect(push.deliveries).toHaveLength(0);
    await db().update(articles).set({ publish_at: chinaTime(new Date(Date.now() - 60_000)) }).where(eq(articles.id, scheduled));
    expect(await announceFromCron(env)).toBe(2);
    expect((await said(readerPhone, push)).map((p) => p.url)).toEqual([`/article?id=${scheduled}`]);
    expect(await announceFromCron(env)).toBe(0);
    // a post dated days ago (an import, a restore; touched now) is not news
    const old = chinaTime(new Date(Date.now() - 3 * 24 * 3600_000));
    await db().insert(articles).values({ article_title: '导入的旧文章', article_content: '旧', author_id: owner.id, createdAt: old });
    expect(await announceFromCron(env)).toBe(0);
  });

  it('a talk reaches talk subscribers only', async () => {
    push.reset();
    await send('POST', '/api/talk/publishTalk', { content: '今天天气**很好**' }, owner.token);
    await push.settle(1);
    expect(push.deliveries.map((d) => d.endpoint)).toEqual([talksOnly.endpoint]);
    expect((await said(talksOnly, push))[0]).toMatchObject({ title: '新说说', body: '今天天气很好' });
  });
});

describe('a post to many subscribers', () => {
  it('reaches every one once: the first 45 after the response, the rest from the fan-out object’s alarm', async () => {
    const many = await makeBrowser();
    const rows = Array.from({ length: 70 }, (_, i) => ({ endpoint: `${many.endpoint}-${i}`, p256dh: many.keys.p256dh, auth: many.keys.auth, topics: ',talk,', address: `fan-${i}` }));
    for (let i = 0; i < rows.length; i += 10) await db().insert(pushSubscriptions).values(rows.slice(i, i + 10));
    push.reset();
    await send('POST', '/api/talk/publishTalk', { content: '写给很多人的说说' }, owner.token);
    await push.settle(71, 500);
    const endpoints = push.deliveries.map((d) => d.endpoint);
    expect(new Set(endpoints).size).toBe(endpoints.length);
    expect(endpoints.filter((e) => e.startsWith(`${many.endpoint}-`))).toHaveLength(70);
    expect(endpoints).toContain(talksOnly.endpoint);
    expect(await decrypt(push.deliveries.at(-1)!.body, many)).toMatchObject({ title: '新说说', body: '写给很多人的说说' });
    await db().delete(pushSubscriptions).where(like(pushSubscriptions.endpoint, `${many.endpoint}-%`));
  });
});

describe('the owner and applicants', () => {
  it('a board note pushes the drawer’s sentence to the owner', async () => {
    push.reset();
    await send('POST', '/api/message/add', { message: '路过 <留言>', color: '#ffffff', font_size: 14, font_weight: 600, bg_color: '#409eff', bg_url: '', tag: '打卡' }, reader.token);
    await push.settle(1);
    expect(await said(ownerPhone, push)).toEqual([{ title: '新留言', body: `您收到了来自于：${reader.nick_name} 的留言: 路过 <留言>！`, url: '/message/list' }]);
  });

  it('a link application pushes to the owner, its approval to the applicant', async () => {
    push.reset();
    await send('POST', '/api/links/add', { site_name: '推送小站', site_desc: '记录生活', site_avatar: '', url: 'https://push-site.example' }, reader.token);
    await push.settle(1);
    expect(await said(ownerPhone, push)).toEqual([{ title: '友链申请', body: '您的收到了来自于：推送小站 的友链申请，点我去后台审核！', url: '/admin/links', tag: 'link-apply' }]);
    const id = (await db().select({ id: links.id }).from(links).where(eq(links.site_name, '推送小站')).get())!.id;
    push.reset();
    await send('PUT', '/api/links/approve', { idList: [id] }, owner.token);
    await push.settle(1);
    expect(await said(readerPhone, push)).toEqual([{ title: '友链申请结果', body: '您的友链申请「推送小站」已通过审核，已展示在友链页面！', url: '/link/list' }]);
    push.reset();
    await send('PUT', '/api/links/approve', { idList: [id] }, owner.token);
    await push.settle(0);
    expect(push.deliveries).toHaveLength(0);
  });

  it('the console counts subscriptions per topic and sends the owner a test push; readers may not', async () => {
    const stats = (await call('GET', '/api/admin/push/stats', { token: owner.token })).json.result;
    expect(stats).toMatchObject({ total: 4, signedIn: 2, anonymous: 2 });
    expect(stats.topics.find((t: { topic: string }) => t.topic === 'article')).toEqual({ topic: 'article', signedIn: 1, anonymous: 1 });
    expect((await call('GET', '/api/admin/push/stats', { token: reader.token })).status).toBe(403);
    push.reset();
    const test = await call('POST', '/api/admin/push/test', { token: owner.token });
    expect(test.json).toMatchObject({ code: 0, result: { sent: 1, subscriptions: 1 } });
    expect((await said(ownerPhone, push))[0]).toMatchObject({ title: '测试推送', url: '/admin/push' });
    expect((await call('POST', '/api/admin/push/test', { token: reader.token })).status).toBe(403);
    await send('POST', '/api/push/unsubscribe', { endpoint: ownerPhone.endpoint });
    expect((await call('POST', '/api/admin/push/test', { token: owner.token })).json).toMatchObject({ code: 0, result: { sent: 0, subscriptions: 0 } });
  });
});
