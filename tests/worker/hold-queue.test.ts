/**
 * The hold queue (issue 29 item 3): a held item is shown to its author (marked held) and the owner,
 * to nobody else, in every list, count, the sidebar, the prerendered page and its boot data, and it
 * notifies nobody; approving publishes it and writes its notices, rejecting removes it (and may
 * disable its author); the hold policies (new accounts and guests, everyone); the queue's endpoints.
 * Needs fresh storage: the owner is the first account (notices to the owner go to id 1).
 */
import { eq } from 'drizzle-orm';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { WRITE_RULES_DEFAULTS } from '../../contract/write-rules';
import { articles, comments, links, messages, notifies, talks, users } from '../../worker/db/schema';
import { call, db, makeUser, uniqueIp } from './helpers';

type User = Awaited<ReturnType<typeof makeUser>>;
let owner: User;
let author: User;
let other: User;
let articleId: number;
let talkId: number;

const HOLD_WORD = '待审词';
const setRules = (patterns: string[]) =>
  call('PUT', '/api/admin/security/rules', { token: owner.token, body: { ...WRITE_RULES_DEFAULTS, body: { patterns, action: 'hold' } } });
const setHold = (mode: string, youngDays = 3) => call('PUT', '/api/admin/security/hold', { token: owner.token, body: { mode, youngDays } });
const post = (path: string, body: Record<string, unknown>, token?: string) => call('POST', path, { body, token, ip: uniqueIp() });
const parents = (token?: string, for_id = articleId, type = 1) =>
  post('/api/comment/frontGetParentComment', { type, for_id, current: 1, size: 50, order: 'new' }, token).then((r) => r.json.result);
const notesOf = (userId: number) => db().select().from(notifies).where(eq(notifies.user_id, userId));
const held = (kind?: string) => call('POST', '/api/admin/security/held/list', { token: owner.token, body: kind ? { kind } : {} }).then((r) => r.json.result);
const approve = (items: { kind: string; id: number }[]) => call('POST', '/api/admin/security/held/approve', { token: owner.token, body: { items } });
const reject = (items: { kind: string; id: number }[], disable = false) => call('POST', '/api/admin/security/held/reject', { token: owner.token, body: { items, disable } });

beforeAll(async () => {
  owner = await makeUser(1);
  author = await makeUser();
  other = await makeUser();
  articleId = (await db().insert(articles).values({ article_title: '审核文章', article_content: '正文', author_id: owner.id }).returning().get()).id;
  talkId = (await db().insert(talks).values({ content: '一条说说', user_id: owner.id }).returning().get()).id;
  await setRules([HOLD_WORD]);
});

describe('a held comment is its author’s and the owner’s alone', () => {
  let heldId: number;
  let replyId: number;

  beforeAll(async () => {
    const res = await post('/api/comment/add', { type: 1, for_id: articleId, content: `第一条 ${HOLD_WORD}` }, author.token);
    expect(res.json).toMatchObject({ code: 0, message: '评论已提交，博主审核通过后公开' });
    heldId = res.json.result.res.id;
    // the writer learns it is held, never which word held it
    expect(res.json.result.res.held).toBe(true);
    expect(res.json.result.res).not.toHaveProperty('held_reason');
    // the author answers their own held comment: held too, and nobody else can answer it
    const reply = await post('/api/comment/apply', { type: 1, for_id: articleId, parent_id: heldId, to_id: author.id, content: `补充 ${HOLD_WORD}` }, author.token);
    replyId = reply.json.result.res.id;
    await post('/api/comment/add', { type: 2, for_id: talkId, content: `说说 ${HOLD_WORD}` }, author.token);
  });

  it('other readers and visitors see no trace: lists, totals, counts, the sidebar, likes, locate', async () => {
    for (const token of [undefined, other.token]) {
      const page = await parents(token);
      expect(page.total).toBe(0);
      expect(page.list).toEqual([]);
      const replies = await post('/api/comment/frontGetChildrenComment', { type: 1, for_id: articleId, parent_id: heldId, current: 1, size: 10 }, token);
      expect(replies.json.result.total).toBe(0);
      expect((await post('/api/comment/locate', { id: heldId }, token)).json).toMatchObject({ code: '100004', message: '评论不存在' });
    }
    expect((await post('/api/comment/getCommentTotal', { type: 1, for_id: articleId })).json.result).toBe(0);
    expect((await call('GET', `/api/article/getArticleById/${articleId}`)).json.result.comment_total).toBe(0);
    const talk = (await post('/api/talk/blogGetTalkList', { current: 1, size: 10 })).json.result.list.find((t: { id: number }) => t.id === talkId);
    expect(talk.comment_count).toBe(0);
    expect((await call('GET', '/api/sidebar/widgets')).json.result.latestComments).toEqual([]);
    expect((await post('/api/like/addLike', { type: 4, for_id: heldId }, other.token)).json.code).not.toBe(0);
    // nobody else can answer a held thread
    expect((await post('/api/comment/apply', { type: 1, for_id: articleId, parent_id: heldId, to_id: author.id, content: '我来回复' }, other.token)).json).toMatchObject({ code: '100004', message: '被回复的评论不存在' });
  });

  it('the prerendered article page and its boot data count public comments only', async () => {
    const page = await call('GET', `/article?id=${articleId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('评论 0');
    expect(page.text).not.toContain(HOLD_WORD);
    expect(page.text).toMatch(/"comment_total":0/);
  });

  it('creates no notification until approved', async () => {
    expect(await notesOf(owner.id)).toEqual([]);
  });

  it('the author sees theirs marked held; the owner sees it too', async () => {
    const mine = await parents(author.token);
    expect(mine.list).toEqual([expect.objectContaining({ id: heldId, held: true })]);
    const theirReplies = await post('/api/comment/frontGetChildrenComment', { type: 1, for_id: articleId, parent_id: heldId, current: 1, size: 10 }, author.token);
    expect(theirReplies.json.result.list).toEqual([expect.objectContaining({ id: replyId, held: true })]);
    expect((await parents(owner.token)).list.map((c: { id: number }) => c.id)).toEqual([heldId]);
    const own = await post('/api/user/getOwnComments', { current: 1, size: 10 }, author.token);
    expect(own.json.result.list.filter((c: { held?: boolean }) => c.held)).toHaveLength(3);
  });

  it('the queue lists it with its target and reason; approving publishes it and writes its notice', async () => {
    const queue = await held();
    expect(queue.counts).toMatchObject({ comment: 3, note: 0, link: 0, chat: 0 });
    const item = queue.list.find((i: { id: number; kind: string }) => i.kind === 'comment' && i.id === heldId);
    expect(item).toMatchObject({
      author_id: author.id,
      reason: `内容命中「${HOLD_WORD}」`,
      target: { type: 1, for_id: articleId, title: '审核文章', state: 'public' },
    });
    const before = await env.DB.prepare("SELECT value FROM site_meta WHERE key = 'content_version'").first<{ value: number }>();
    const res = await approve([{ kind: 'comment', id: heldId }]);
    expect(res.json).toMatchObject({ code: 0, message: '已通过 1 条', result: 1 });
    const after = await env.DB.prepare("SELECT value FROM site_meta WHERE key = 'content_version'").first<{ value: number }>();
    expect(after!.value).toBeGreaterThan(before?.value ?? 0);
    const seen = await parents();
    expect(seen.list.map((c: { id: number; held?: boolean }) => [c.id, c.held])).toEqual([[heldId, undefined]]);
    expect((await call('GET', `/api/article/getArticleById/${articleId}`)).json.result.comment_total).toBe(1);
    expect((await call('GET', '/api/sidebar/widgets')).json.result.latestComments.map((c: { id: number }) => c.id)).toEqual([heldId]);
    const notes = await notesOf(owner.id);
    expect(notes).toEqual([expect.objectContaining({ type: 1, to_id: articleId, comment_id: heldId, message: `您的文章收到了来自于：${author.nick_name} 的评论: 第一条 ${HOLD_WORD}！` })]);
    // approving twice publishes nothing more
    expect((await approve([{ kind: 'comment', id: heldId }])).json.result).toBe(0);
  });

  it('rejecting removes it: the author no longer sees it, nor does anyone', async () => {
    const res = await reject([{ kind: 'comment', id: replyId }]);
    expect(res.json).toMatchObject({ code: 0, message: '已拒绝 1 条', result: { rejected: 1, disabled: 0 } });
    expect(await db().select().from(comments).where(eq(comments.id, replyId)).get()).toBeUndefined();
    // a public comment is not the queue's to reject
    expect((await reject([{ kind: 'comment', id: heldId }])).json.result.rejected).toBe(0);
    expect(await db().select({ id: comments.id }).from(comments).where(eq(comments.id, heldId)).get()).toEqual({ id: heldId });
  });
});

describe('held board notes and friend-link applications', () => {
  it('a held note is hidden from the board, 弹幕, its page and hot tags; approval tells the owner', async () => {
    const res = await post('/api/message/add', { message: `留言 ${HOLD_WORD}`, tag: '秘密标签' }, author.token);
    expect(res.json).toMatchObject({ code: 0, message: '留言已提交，博主审核通过后公开' });
    const row = (await db().select().from(messages).where(eq(messages.user_id, author.id)).get())!;
    const board = (token?: string) => post('/api/message/getMessageList', { current: 1, size: 10 }, token).then((r) => r.json.result);
    expect((await board()).total).toBe(0);
    expect((await board(other.token)).list).toEqual([]);
    expect((await board(author.token)).list).toEqual([expect.objectContaining({ id: row.id, held: true })]);
    expect((await call('GET', '/api/message/getAllMessage')).json.result.list).toEqual([]);
    expect((await call('GET', `/api/message/getMessageById/${row.id}`)).json).toMatchObject({ code: '100012' });
    expect((await call('GET', `/api/message/getMessageById/${row.id}`, { token: author.token })).json.result).toMatchObject({ id: row.id, held: true });
    expect((await call('GET', '/api/message/getHotTagList')).json.result).toEqual([]);
    // nobody else can comment on it
    expect((await post('/api/comment/add', { type: 3, for_id: row.id, content: '沙发' }, other.token)).json).toMatchObject({ code: '100004', message: '评论对象不存在' });
    const before = (await notesOf(owner.id)).length;
    expect((await held('note')).list).toEqual([expect.objectContaining({ kind: 'note', id: row.id, author_id: author.id, reason: `内容命中「${HOLD_WORD}」` })]);
    await approve([{ kind: 'note', id: row.id }]);
    expect((await board()).list.map((n: { id: number }) => n.id)).toEqual([row.id]);
    const notes = await notesOf(owner.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({ type: 3, message: `您收到了来自于：${author.nick_name} 的留言: 留言 ${HOLD_WORD}！` });
  });

  it('a held link application notifies nobody; approving it lists the link and tells the applicant', async () => {
    const before = (await notesOf(owner.id)).length;
    const res = await post('/api/links/add', { site_name: '可疑站', site_desc: `描述 ${HOLD_WORD}`, url: 'https://odd.example.com', site_avatar: '' }, author.token);
    expect(res.json).toMatchObject({ code: 0, message: '友链申请已提交，等待博主审核' });
    expect(await notesOf(owner.id)).toHaveLength(before);
    const row = (await db().select().from(links).where(eq(links.url, 'https://odd.example.com')).get())!;
    expect((await held('link')).list).toEqual([expect.objectContaining({ kind: 'link', id: row.id, site: { name: '可疑站', url: 'https://odd.example.com' } })]);
    // the public list never carries the hold state
    const dashboard = await call('GET', '/api/admin/dashboard', { token: owner.token });
    expect(dashboard.json.result.pendingLinks).toEqual([]);
    await approve([{ kind: 'link', id: row.id }]);
    const listed = (await post('/api/links/getLinksList', { current: 1, size: 10, status: 2 })).json.result.list;
    expect(listed).toEqual([expect.objectContaining({ id: row.id })]);
    expect(listed[0]).not.toHaveProperty('held');
    expect((await notesOf(author.id)).map((n) => n.message)).toContain('您的友链申请「可疑站」已通过审核，已展示在友链页面！');
  });
});

describe('reject and disable', () => {
  it('rejects in bulk across kinds and disables the authors’ accounts (never an administrator’s)', async () => {
    const spammer = await makeUser();
    const a = (await post('/api/comment/add', { type: 1, for_id: articleId, content: `垃圾 ${HOLD_WORD}` }, spammer.token)).json.result.res.id;
    await post('/api/message/add', { message: `垃圾留言 ${HOLD_WORD}` }, spammer.token);
    const note = (await db().select().from(messages).where(eq(messages.user_id, spammer.id)).get())!.id;
    const res = await reject([{ kind: 'comment', id: a }, { kind: 'note', id: note }], true);
    expect(res.json).toMatchObject({ code: 0, message: '已拒绝 2 条，禁用 1 个账号', result: { rejected: 2, disabled: 1 } });
    expect((await db().select({ disabled: users.disabled }).from(users).where(eq(users.id, spammer.id)).get())!.disabled).toBe(1);
    expect((await post('/api/comment/add', { type: 1, for_id: articleId, content: '我又来了' }, spammer.token)).status).toBe(401);
    expect((await held()).counts).toMatchObject({ comment: 1, note: 0 });
  });
});

describe('hold policies', () => {
  let veteran: User;

  it('young: accounts younger than N days and guests are held, older accounts and the owner are not', async () => {
    await setRules([]);
    await setHold('young', 3);
    veteran = await makeUser();
    await db().update(users).set({ createdAt: '2020-01-01 00:00:00' }).where(eq(users.id, veteran.id));
    const newbie = (await post('/api/comment/add', { type: 1, for_id: articleId, content: '新人报到' }, other.token)).json;
    expect(newbie.message).toBe('评论已提交，博主审核通过后公开');
    const row = await db().select({ held: comments.held, held_reason: comments.held_reason }).from(comments).where(eq(comments.id, newbie.result.res.id)).get();
    expect(row).toEqual({ held: 1, held_reason: '新账号（注册不满 3 天）' });
    expect((await post('/api/comment/add', { type: 1, for_id: articleId, content: '老读者' }, veteran.token)).json.message).toBe('新增评论成功');
    expect((await post('/api/comment/add', { type: 1, for_id: articleId, content: '博主' }, owner.token)).json.message).toBe('新增评论成功');
    expect((await post('/api/message/add', { message: '游客留言' })).json.message).toBe('留言已提交，博主审核通过后公开');
  });

  it('all: every reader write is held, old accounts too, the owner’s are not; off: nothing is', async () => {
    await setHold('all');
    expect((await post('/api/comment/add', { type: 2, for_id: talkId, content: '说说评论' }, veteran.token)).json.message).toBe('评论已提交，博主审核通过后公开');
    const last = await db().select({ held_reason: comments.held_reason }).from(comments).where(eq(comments.from_id, veteran.id)).all();
    expect(last.at(-1)).toEqual({ held_reason: '博主设置了全部审核' });
    expect((await post('/api/comment/add', { type: 1, for_id: articleId, content: '博主' }, owner.token)).json.message).toBe('新增评论成功');
    await setHold('off');
    expect((await post('/api/comment/add', { type: 1, for_id: articleId, content: '放开了' }, other.token)).json.message).toBe('新增评论成功');
  });
});

describe('queue endpoints', () => {
  it('bad input: no items, an unknown kind, too many', async () => {
    expect((await approve([])).json).toMatchObject({ code: '100007', message: '请选择要处理的内容' });
    expect((await approve([{ kind: 'article', id: 1 }])).json).toMatchObject({ code: '100007', message: '内容类型不合法' });
    const many = Array.from({ length: 201 }, (_, i) => ({ kind: 'comment', id: i + 1 }));
    expect((await reject(many)).json).toMatchObject({ code: '100007', message: '一次最多处理 200 条' });
    expect((await call('POST', '/api/admin/security/held/list', { token: owner.token, body: { kind: 'x' } })).json).toMatchObject({ code: '100007' });
  });

  it('permission: visitors 401, readers 403', async () => {
    expect((await call('POST', '/api/admin/security/held/list', { body: {} })).status).toBe(401);
    expect((await call('POST', '/api/admin/security/held/list', { token: author.token, body: {} })).status).toBe(403);
    expect((await call('POST', '/api/admin/security/held/approve', { token: author.token, body: { items: [{ kind: 'comment', id: 1 }] } })).status).toBe(403);
    expect((await call('POST', '/api/admin/security/held/reject', { token: author.token, body: { items: [{ kind: 'comment', id: 1 }], disable: true } })).status).toBe(403);
  });
});
