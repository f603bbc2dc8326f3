/**
 * 评论与留言 › 待审核 (issue 29): every kind of held item in one list with why it was held; ticked
 * items are approved in one request, and the list then shows what is left. On a phone the rows
 * become cards and the bulk buttons stay in reach.
 */
import type { HeldItem, HeldList } from '@contract/write-rules';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ConfirmHost } from '@/features/admin/components/confirm-host';
import { Component as ModerationPage } from '@/features/admin/pages/moderation-page';
import { useSession } from '@/lib/session-store';
import { until } from './helpers';
import { logIn, OWNER, PHONE, renderInApp } from './harness';

const item = (kind: HeldItem['kind'], id: number, fields: Partial<HeldItem> = {}): HeldItem => ({
  kind,
  id,
  author_id: 7,
  author_name: '新读者',
  content: `内容 ${kind} ${id}`,
  content_type: 'text',
  createdAt: `2026-01-02 10:0${id % 10}:00`,
  reason: '内容命中「加*微信」',
  target: null,
  site: null,
  parent_id: null,
  ...fields,
});

function stubQueue(items: HeldItem[]) {
  const sent: { path: string; body: { items: { kind: string; id: number }[]; disable?: boolean } }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (path === '/api/admin/security/held/list') {
      const list = items.filter((i) => !body.kind || i.kind === body.kind);
      const counts = { comment: 0, note: 0, link: 0, chat: 0 };
      for (const i of items) counts[i.kind]++;
      return Response.json({ code: 0, message: 'ok', result: { list, counts } satisfies HeldList });
    }
    if (path === '/api/admin/security/held/approve' || path === '/api/admin/security/held/reject') {
      sent.push({ path, body });
      const gone = new Set(body.items.map((i: { kind: string; id: number }) => `${i.kind}:${i.id}`));
      const left = items.filter((i) => !gone.has(`${i.kind}:${i.id}`));
      const n = items.length - left.length;
      items.splice(0, items.length, ...left);
      const result = path.endsWith('approve') ? n : { rejected: n, disabled: body.disable ? 1 : 0 };
      return Response.json({ code: 0, message: 'ok', result });
    }
    return Response.json({ code: 0, message: 'ok', result: { current: 1, size: 10, total: 0, list: [] } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: '', userInfo: null });
});

const rowWith = async (text: string) => (await screen.findByText(text)).closest('tr')!;

it('lists every kind with its place and reason, and approves the ticked ones in one request', async () => {
  const sent = stubQueue([
    item('comment', 11, { target: { type: 1, for_id: 5, title: 'Rust 入门', state: 'public' } }),
    item('note', 12, { author_id: null, author_name: '游客abc12', reason: '游客（未登录）' }),
    item('link', 13, { site: { name: '可疑站', url: 'https://odd.example.com' }, content: '一个网站' }),
    item('chat', 14, { reason: '同一网段 10 分钟内超过 20 次' }),
  ]);
  logIn(OWNER);
  await renderInApp(<ModerationPage />, { path: '/admin/moderation?tab=held' });

  expect((await screen.findByRole('tab', { name: /待审核/ })).getAttribute('aria-selected')).toBe('true');
  const comment = await rowWith('内容 comment 11');
  expect(within(comment).getByRole('link', { name: 'Rust 入门' }).getAttribute('href')).toBe('/article?id=5#comment-11');
  expect(within(comment).getByText('内容命中「加*微信」')).toBeTruthy();
  const note = await rowWith('内容 note 12');
  expect(within(note).getByText('未登录')).toBeTruthy();
  // a guest has no account to disable
  expect(within(note).queryByRole('button', { name: '拒绝并禁用' })).toBeNull();
  const link = await rowWith('可疑站');
  // the applicant's address is text, never a link the owner could click by mistake
  expect(within(link).getByText('https://odd.example.com').tagName).toBe('CODE');
  expect(within(link).queryByRole('link', { name: /odd/ })).toBeNull();

  await userEvent.click(within(comment).getByRole('checkbox'));
  await userEvent.click(within(await rowWith('内容 chat 14')).getByRole('checkbox'));
  const approve = screen.getByRole('button', { name: '通过（2）' });
  await userEvent.click(approve);
  await until(() => sent.length === 1, 'the approval was posted');
  expect(sent[0]).toEqual({
    path: '/api/admin/security/held/approve',
    body: {
      items: [
        { kind: 'comment', id: 11 },
        { kind: 'chat', id: 14 },
      ],
    },
  });
  await until(() => !screen.queryByText('内容 comment 11') && !screen.queryByText('内容 chat 14'), 'the approved rows left the list');
  expect(screen.getByText('内容 note 12')).toBeTruthy();
  expect(screen.getByRole('button', { name: '通过（0）' })).toBeTruthy();
});

it('on a phone: select all, then 拒绝并禁用 after a confirmation', async () => {
  const sent = stubQueue([item('comment', 21), item('comment', 22), item('note', 23)]);
  logIn(OWNER);
  // the console's shell hosts the confirmation dialog
  await renderInApp(
    <>
      <ModerationPage />
      <ConfirmHost />
    </>,
    { path: '/admin/moderation?tab=held', size: PHONE },
  );
  await screen.findByText('内容 comment 21');
  await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
  await userEvent.click(screen.getByRole('button', { name: '拒绝并禁用（3）' }));
  const dialog = await screen.findByRole('dialog', { name: '请确认' });
  expect(dialog.textContent).toContain('同时禁用作者的账号');
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  await until(() => sent.length === 1, 'the rejection was posted');
  expect(sent[0]!.body).toEqual({ items: [{ kind: 'comment', id: 21 }, { kind: 'comment', id: 22 }, { kind: 'note', id: 23 }], disable: true });
  await until(() => Boolean(screen.queryByText('没有待审核的内容')), 'the queue is empty');
});
