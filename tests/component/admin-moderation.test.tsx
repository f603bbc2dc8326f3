/**
 * The console's comment list names each comment's target with a link to the comment on the
 * public site (or says it is hidden or deleted), and the owner replies from it: the reply goes
 * to /api/admin/comment/reply and shows at the top of the list, marked.
 */
import type { ConsoleComment } from '@contract/admin-comments';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Component as ModerationPage } from '@/features/admin/pages/moderation-page';
import { useSession } from '@/lib/session-store';
import { until } from './helpers';
import { logIn, OWNER, PHONE, renderInApp } from './harness';

const row = (id: number, fields: Partial<ConsoleComment>): ConsoleComment => ({
  id,
  parent_id: null,
  type: 1,
  for_id: 5,
  from_id: 2,
  from_name: '读者',
  from_avatar: '',
  to_id: null,
  to_name: null,
  to_avatar: null,
  content: '评论',
  thumbs_up: 0,
  ip: '',
  ip_address: '',
  createdAt: '2026-01-02 10:00:00',
  updatedAt: '2026-01-02 10:00:00',
  target_title: 'Rust 入门',
  target_state: 'public',
  held: false,
  held_reason: '',
  ...fields,
});

/** The console's API in the page: a list that grows by the replies posted to it. */
function stubConsole(rows: ConsoleComment[]) {
  const replies: { id: number; content: string }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (path === '/api/admin/comment/list') {
      return Response.json({ code: 0, message: 'ok', result: { current: 1, size: 10, total: rows.length, list: rows } });
    }
    if (path === '/api/admin/comment/reply') {
      replies.push(body);
      const parent = rows.find((r) => r.id === body.id)!;
      const reply = row(100 + replies.length, { ...parent, id: 100 + replies.length, parent_id: parent.parent_id ?? parent.id, from_id: OWNER.id, from_name: OWNER.nick_name, to_id: parent.from_id, to_name: parent.from_name, content: body.content });
      rows.unshift(reply);
      return Response.json({ code: 0, message: '回复评论成功', result: { res: reply } });
    }
    return Response.json({ code: 404, message: 'not stubbed' }, { status: 404 });
  });
  return replies;
}

const rowWith = async (text: string) => (await screen.findByText(text)).closest('tr')!;

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: '', userInfo: null });
});

it('names each target: a link to the comment on the public page, or why there is none', async () => {
  stubConsole([
    row(11, { content: '泛型 `Vec<String>` 写得好' }),
    row(12, { type: 2, for_id: 7, content: '说说下的评论', target_title: '今天 **好天气**', target_state: 'public' }),
    row(13, { type: 3, for_id: 9, content: '留言下的评论', target_title: '留言一', target_state: 'public' }),
    row(14, { content: '私密文章下的评论', target_title: '草稿文章', target_state: 'hidden' }),
    row(15, { content: '删掉的文章下的评论', target_title: null, target_state: 'gone' }),
  ]);
  logIn(OWNER);
  await renderInApp(<ModerationPage />, { path: '/admin/moderation' });

  const article = await rowWith('Rust 入门');
  // the comment reads as readers see it: the generic stays, as code
  expect(within(article).getByText('Vec<String>').tagName).toBe('CODE');
  const link = within(article).getByRole('link', { name: 'Rust 入门' });
  expect(link.getAttribute('href')).toBe('/article?id=5#comment-11');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(within(article).getByText('文章')).toBeTruthy();

  const talk = await rowWith('说说下的评论');
  expect(within(talk).getByRole('link', { name: '今天 好天气' }).getAttribute('href')).toBe('/talk?id=7#comment-12');
  expect(within(await rowWith('留言下的评论')).getByRole('link', { name: '留言一' }).getAttribute('href')).toBe('/message/detail?id=9#comment-13');

  const hidden = await rowWith('私密文章下的评论');
  expect(within(hidden).queryByRole('link')).toBeNull();
  expect(within(hidden).getByText('草稿文章')).toBeTruthy();
  expect(within(hidden).getByText('未公开')).toBeTruthy();
  expect((within(hidden).getByRole('button', { name: '回复' }) as HTMLButtonElement).disabled).toBe(true);

  const gone = await rowWith('删掉的文章下的评论');
  expect(within(gone).queryByRole('link')).toBeNull();
  expect(within(gone).getByText('已删除')).toBeTruthy();
  expect((within(gone).getByRole('button', { name: '回复' }) as HTMLButtonElement).disabled).toBe(true);
});

it('replies from the console: the dialog quotes the comment, sends, and the list shows the reply first', async () => {
  const replies = stubConsole([row(21, { content: '第一条评论' }), row(22, { content: '第二条评论', from_name: '另一位读者' })]);
  logIn(OWNER);
  await renderInApp(<ModerationPage />, { path: '/admin/moderation', size: PHONE });

  await userEvent.click(within(await rowWith('第二条评论')).getByRole('button', { name: '回复' }));
  const dialog = await screen.findByRole('dialog', { name: '回复评论' });
  expect(within(dialog).getByText('第二条评论')).toBeTruthy();
  const send = within(dialog).getByRole('button', { name: '发送回复' }) as HTMLButtonElement;
  expect(send.disabled, 'nothing to send yet').toBe(true);
  const box = within(dialog).getByLabelText('回复 另一位读者');
  await until(() => document.activeElement === box, 'the reply box has focus');

  await userEvent.keyboard('谢谢指正 ');
  await userEvent.click(within(dialog).getByRole('button', { name: /表情/ }));
  await userEvent.click(within(dialog).getByRole('option', { name: '😀' }));
  await userEvent.click(send);

  await until(() => replies.length === 1, 'the reply was posted');
  expect(replies[0]).toEqual({ id: 22, content: '谢谢指正 😀' });
  await until(() => !(dialog as HTMLDialogElement).open, 'the dialog closed');
  const first = document.querySelector('.adm-table tbody tr')!;
  expect(first.textContent).toContain('谢谢指正 😀');
  expect(first.textContent).toContain('回复 另一位读者');
  expect(first.classList.contains('is-fresh')).toBe(true);
});
