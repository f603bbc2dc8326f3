import { NOTIFY_TYPE, NOTIFY_UNREAD } from '@contract/notify-shapes';
import { screen } from '@testing-library/react';
import { useLocation } from '@/lib/router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SiteHeader } from '@/app/layout/site-header';
import { useNotifyStore } from '@/features/notify/stores/notify-store';
import { useSession } from '@/lib/session-store';
import { expectTrapped, focused, focusIsOpener, openWithEnter, stubApi, until } from './helpers';
import { logIn, OWNER, PHONE, renderInApp } from './harness';

const item = (id: number) => ({
  id,
  message: `有人评论了你的文章 ${id}`,
  user_id: OWNER.id,
  type: NOTIFY_TYPE.article,
  to_id: 1,
  isView: NOTIFY_UNREAD,
  createdAt: '2026-01-01 10:00:00',
  updatedAt: '2026-01-01 10:00:00',
});

beforeEach(() => {
  // the drawer lists the owner's notifications itself: the API answers in the page
  stubApi({ '/api/notify/getNotifyList': { list: [item(1), item(2)], total: 2, current: 1, size: 10 } });
  logIn(OWNER);
});
afterEach(() => {
  vi.unstubAllGlobals();
  useNotifyStore.setState({ open: false, wanted: false });
  useSession.setState({ token: '', userInfo: null });
});

it('notifications: the drawer keeps focus; Escape closes its delete confirm, then the drawer, back to the bell', async () => {
  await renderInApp(<SiteHeader />);
  // the bell's code comes for a logged-in reader only (app/layout/lazy-notify.tsx)
  await until(() => Boolean(document.querySelector('.site-header__actions .notify-bell')), 'the bell loaded');
  await openWithEnter(document.querySelector<HTMLElement>('.site-header__actions .notify-bell')!, 'bell');
  const drawer = await screen.findByRole('dialog', { name: '我的消息' });
  expect(drawer.getAttribute('aria-modal')).toBe('true');
  const [remove] = await screen.findAllByRole('button', { name: '删除' });
  await expectTrapped('.notify-drawer__panel');

  await openWithEnter(remove!, 'delete');
  const confirm = await screen.findByRole('alertdialog', { name: '确定删除吗?' });
  await userEvent.keyboard('{Escape}');
  await until(() => !confirm.isConnected, 'the confirm closed');
  expect(drawer.closest('.notify-drawer--open'), 'the drawer stays open under its confirm').not.toBeNull();
  expect(focusIsOpener('delete'), 'focus back on 删除').toBe(true);

  await userEvent.keyboard('{Escape}');
  await until(() => !document.querySelector('.notify-drawer--open'), 'the drawer closed');
  expect(focusIsOpener('bell'), 'focus back on the bell').toBe(true);
});

it('notifications on a phone: the bell in the menu closes the menu; Escape never drops focus on the page', async () => {
  await renderInApp(<SiteHeader />, { size: PHONE });
  await until(() => Boolean(document.querySelector('.site-header__actions .notify-bell')), 'the bell loaded');
  // twice: when the drawer's code arrives after the menu has closed, focus is on the menu button by then (that is
  // its opener); once loaded, the opener is the menu's own bell, shut in the closed menu, so the drawer's returnFocus
  // hands focus to the header's bell. Whether the first round's code is loaded yet is the dev server's timing.
  for (const [round, expected] of [
    ['first', ['site-header__menu-btn', 'notify-bell']],
    ['second', ['notify-bell']],
  ] as const) {
    await openWithEnter(document.querySelector<HTMLElement>('.site-header__menu-btn')!, `menu-${round}`);
    await until(() => Boolean(document.querySelector('.drawer--open .drawer__panel')), `${round}: the menu opened`);
    await openWithEnter(document.querySelector<HTMLElement>('.drawer__panel .notify-bell')!, `drawer-bell-${round}`);
    await screen.findByRole('dialog', { name: '我的消息' });
    await until(() => !document.querySelector('.drawer--open'), `${round}: the menu closed`);
    await until(() => Boolean(document.querySelector('.notify-drawer__panel')?.contains(focused())), `${round}: focus in the drawer`);
    await userEvent.keyboard('{Escape}');
    await until(() => !document.querySelector('.notify-drawer--open'), `${round}: the drawer closed`);
    const at = focused()?.className ?? '';
    expect(at.split(' ').some((c) => (expected as readonly string[]).includes(c)), `${round}: focus on ${expected.join(' or ')}, not "${at}"`).toBe(true);
    expect(focused()?.closest('.site-header__actions'), `${round}: a header control has focus`).not.toBeNull();
  }
});

/** Where the app's router is, as text. */
function Where() {
  const at = useLocation();
  return <output data-testid="where">{at.pathname + at.search + at.hash}</output>;
}

it('a notice names its article, opens it at the comment, says when its comment is gone; 全部已读 reads all shown', async () => {
  const sent: { path: string; body: string }[] = [];
  const answers: Record<string, unknown> = {
    '/api/notify/getNotifyList': {
      list: [
        { ...item(7), type: NOTIFY_TYPE.article, to_id: 3, comment_id: 42, title: '去往评论的文章', gone: false },
        { ...item(8), message: '一条被删掉的评论', comment_id: 43, title: null, gone: true },
      ],
      total: 2,
      current: 1,
      size: 10,
    },
    '/api/notify/readAll': { res: 2 },
    '/api/notify/update': true,
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
    sent.push({ path, body: String(init?.body ?? '') });
    const key = Object.keys(answers).find((k) => path.startsWith(k));
    return Response.json({ code: 0, message: 'ok', result: key ? answers[key] : null });
  });
  await renderInApp(
    <>
      <SiteHeader />
      <Where />
    </>,
  );
  await openWithEnter(document.querySelector<HTMLElement>('.site-header__actions .notify-bell')!, 'bell');
  const drawer = await screen.findByRole('dialog', { name: '我的消息' });
  await until(() => drawer.textContent!.includes('《去往评论的文章》'), 'the article title shows');
  const gone = drawer.querySelector('.notify-entry--gone')!;
  expect(gone.textContent).toContain('原内容已删除');

  await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
  await until(() => sent.some((r) => r.path === '/api/notify/readAll'), 'readAll sent');
  expect(JSON.parse(sent.find((r) => r.path === '/api/notify/readAll')!.body)).toEqual({ upTo: 8 });

  // a notice whose comment is gone opens nothing: the reader stays where they are
  await userEvent.click(gone.querySelector<HTMLElement>('.notify-entry__main')!);
  await until(() => sent.some((r) => r.path === '/api/notify/update/8'), 'the gone notice marked read');
  await until(() => sent.filter((r) => r.path === '/api/notify/getNotifyList').length >= 3, 'the list reloaded');
  expect(screen.getByTestId('where').textContent).toBe('/home');
  expect(document.querySelector('.notify-drawer--open'), 'the drawer stays open').not.toBeNull();

  await userEvent.click(drawer.querySelector<HTMLElement>('.notify-entry:not(.notify-entry--gone) .notify-entry__main')!);
  await until(() => screen.getByTestId('where').textContent === '/article?id=3#comment-42', 'opened at the comment');
});
