/**
 * The console's comment list names what each comment is on (target_title, target_state), and
 * the owner answers a comment from the console through the public reply's rules.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../worker/db/schema';
import { consoleWorld, type ConsoleWorld } from './admin-fixtures';
import { api, call, db, uniqueIp } from './helpers';

let w: ConsoleWorld;
let onPrivate: number;
let onTalk: number;
let onNote: number;
let onGone: number;

const as = (token: string | undefined, path: string, body: Record<string, unknown>) => call('POST', path, { body, token, ip: uniqueIp() });
const listAll = async (path = '/api/admin/comment/list') => (await as(w.owner.token, path, { size: 50 })).json.result.list as Record<string, unknown>[];
const rowOf = (list: Record<string, unknown>[], id: number) => list.find((r) => r.id === id);

beforeAll(async () => {
  w = await consoleWorld();
  const long = '这一条说说很长，'.repeat(12);
  await env.DB.prepare('UPDATE blog_talk SET content = ? WHERE id = ?').bind(long, w.t1.id).run();
  const rows = await db()
    .insert(comments)
    .values([
      { type: 1, for_id: w.a2.id, from_id: w.reader.id, content: '回收站文章下的评论' },
      { type: 2, for_id: w.t1.id, from_id: w.reader.id, content: '说说下的评论' },
      { type: 3, for_id: w.m1.id, from_id: w.reader.id, content: '留言下的评论' },
      { type: 1, for_id: 987654, from_id: w.reader.id, content: '文章已删除的评论' },
    ])
    .returning()
    .all();
  [onPrivate, onTalk, onNote, onGone] = rows.map((r) => r.id) as [number, number, number, number];
});

describe('the console comment list names each target', () => {
  it('gives the title and whether readers can open it, for every kind of target', async () => {
    const list = await listAll();
    expect(rowOf(list, w.c1.id)).toMatchObject({ content: '评论一', from_id: w.reader.id, target_title: '控制台文章一', target_state: 'public' });
    expect(rowOf(list, onPrivate)).toMatchObject({ target_title: '控制台文章二', target_state: 'hidden' });
    const talk = rowOf(list, onTalk)!;
    expect(talk.target_state).toBe('public');
    // a talk has no title: its first 40 characters on one line stand for it
    expect(talk.target_title).toMatch(/^这一条说说很长，.*…$/);
    expect([...(talk.target_title as string)].length).toBe(40);
    expect(rowOf(list, onNote)).toMatchObject({ target_title: '留言一', target_state: 'public' });
    expect(rowOf(list, onGone)).toMatchObject({ target_title: null, target_state: 'gone' });
  });

  it('adds the same fields to the contract list and keeps its old ones', async () => {
    const legacy = rowOf(await listAll('/api/comment/backGetCommentList'), w.c1.id)!;
    expect(legacy).toMatchObject({ id: w.c1.id, type: 1, for_id: w.a1.id, parent_id: null, content: '评论一', thumbs_up: 0, target_title: '控制台文章一', target_state: 'public' });
    for (const key of ['from_id', 'from_name', 'from_avatar', 'to_id', 'to_name', 'to_avatar', 'createdAt', 'updatedAt']) expect(legacy).toHaveProperty(key);
  });

  it('refuses a bad filter or reply with the comment code, in Chinese', async () => {
    const bad = await as(w.owner.token, '/api/admin/comment/list', { time: ['昨天', '今天'] });
    expect(bad.status).toBe(200);
    expect(bad.json.code).toBe('100004');
    expect((await as(w.owner.token, '/api/admin/comment/list', { current: 0 })).json).toMatchObject({ code: '100004', message: '页码不合法' });
    const empty = await as(w.owner.token, '/api/admin/comment/reply', { id: w.c1.id });
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ code: '100004', message: '评论内容不能为空' });
  });

  it('refuses a reader and a visitor', async () => {
    for (const path of ['/api/admin/comment/list', '/api/admin/comment/reply']) {
      const reader = await as(w.reader.token, path, { id: w.c1.id, content: '越权回复' });
      expect(reader.status).toBe(403);
      expect(reader.json).toMatchObject({ code: '100002', message: '普通用户仅限查看' });
      expect((await as(undefined, path, { id: w.c1.id, content: '越权回复' })).status).toBe(401);
    }
    const written = await env.DB.prepare("SELECT count(*) AS n FROM blog_comment WHERE content = '越权回复'").first<{ n: number }>();
    expect(written?.n).toBe(0);
    // what the reader was refused, the owner gets
    expect(rowOf(await listAll(), w.c1.id)).toHaveProperty('target_state', 'public');
  });
});

describe('the owner replies from the console', () => {
  it('answers a top-level comment in its thread, notifies its author and lists the reply first', async () => {
    const res = await (await api({ token: w.owner.token }).admin.comment.reply.$post({ json: { id: w.c1.id, content: '谢谢，`Vec<String>` 已修正' } })).json();
    expect(res).toMatchObject({ code: 0, message: '回复评论成功' });
    const first = (await listAll())[0]!;
    expect(first).toMatchObject({
      parent_id: w.c1.id,
      type: 1,
      for_id: w.a1.id,
      from_id: w.owner.id,
      to_id: w.reader.id,
      content: '谢谢，`Vec<String>` 已修正',
      target_title: '控制台文章一',
      target_state: 'public',
    });
    // the reader sees it under the comment and is told, with a link to the reply itself
    const children = await as(undefined, '/api/comment/frontGetChildrenComment', { type: 1, for_id: w.a1.id, parent_id: w.c1.id });
    expect(children.json.result.list.map((c: { id: number }) => c.id)).toContain(first.id);
    const notes = await call('POST', '/api/notify/getNotifyList', { body: { current: 1, size: 10 }, token: w.reader.token });
    expect(notes.json.result.list[0]).toMatchObject({ type: 1, to_id: w.a1.id, comment_id: first.id, message: expect.stringContaining('的评论回复: ') });
  });

  it('answers a reply in the same thread, to the reply’s author', async () => {
    const reply = await db().insert(comments).values({ parent_id: w.c2.id, type: 1, for_id: w.a1.id, from_id: w.reader.id, to_id: w.owner.id, content: '追问' }).returning().get();
    expect((await as(w.owner.token, '/api/admin/comment/reply', { id: reply.id, content: '回复追问' })).json.code).toBe(0);
    const row = await env.DB.prepare("SELECT parent_id, to_id FROM blog_comment WHERE content = '回复追问'").first<{ parent_id: number; to_id: number }>();
    expect(row).toEqual({ parent_id: w.c2.id, to_id: w.reader.id });
  });

  it('answers on a talk and a note too', async () => {
    for (const id of [onTalk, onNote]) expect((await as(w.owner.token, '/api/admin/comment/reply', { id, content: '站长回复' })).json.code).toBe(0);
  });

  it('refuses bad input, a missing comment and a target readers cannot see', async () => {
    const reply = (body: Record<string, unknown>) => as(w.owner.token, '/api/admin/comment/reply', body).then((r) => r.json);
    expect(await reply({ id: w.c1.id, content: '   ' })).toMatchObject({ code: '100004', message: '评论内容不能为空' });
    expect(await reply({ id: w.c1.id, content: '长'.repeat(556) })).toMatchObject({ code: '100004', message: '评论内容不能超过555个字符' });
    expect(await reply({ id: 'x', content: '你好' })).toMatchObject({ code: '100004', message: '评论不存在' });
    expect(await reply({ id: 987654, content: '你好' })).toMatchObject({ code: '100004', message: '评论不存在' });
    expect(await reply({ id: onGone, content: '你好' })).toMatchObject({ code: '100004', message: '评论对象不存在' });
    expect(await reply({ id: onPrivate, content: '你好' })).toMatchObject({ code: '100004', message: '评论对象不存在' });
    const written = await env.DB.prepare("SELECT count(*) AS n FROM blog_comment WHERE content = '你好'").first<{ n: number }>();
    expect(written?.n).toBe(0);
  });
});
