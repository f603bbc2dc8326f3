import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SiteHeader } from '@/app/layout/site-header';
import { BlogProfileCard } from '@/features/blog/components/blog-profile-card';
import type { BlogConfig } from '@/features/blog/types';
import { useSession } from '@/lib/session-store';
import { applyTheme } from '@/lib/theme';
import '@/styles/home-sidebar.css';
import { expectTrapped, focused, focusIsOpener, markOpener, tabTo, until } from './helpers';
import { DESKTOP, logIn, OWNER, PHONE, renderInApp } from './harness';

// Keyboard only: a layer is reached with Tab, opened with Enter and closed with Escape, and focus ends on
// the control that opened it (issue 15, "Keyboard and assistive technology").

afterEach(() => {
  useSession.setState({ token: '', userInfo: null });
  applyTheme('light');
});

/** A QR code as the owner uploads it: bigger than it is shown. */
const qr = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="430" height="430"><rect width="430" height="430" fill="#fff"/><rect x="30" y="30" width="120" height="120"/><text x="40" y="300" font-size="40">${text}</text></svg>`)}`;

const config = {
  id: 1,
  blog_name: '小站',
  blog_avatar: '',
  avatar_bg: '',
  personal_say: '你好',
  blog_notice: '',
  qq_link: qr('QQ'),
  we_chat_link: qr('WeChat'),
  github_link: 'https://github.com/',
  git_ee_link: '',
  bilibili_link: '',
  view_time: 0,
  createdAt: '2024-01-01 00:00:00',
  updatedAt: '2024-01-01 00:00:00',
} satisfies BlogConfig;

describe('the QQ and WeChat codes', () => {
  for (const [device, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`show at full size (${device}, ${theme}); Escape hides them, focus back on the button`, async () => {
        applyTheme(theme);
        await renderInApp(
          <div className="home-sidebar" style={{ paddingTop: 240, maxWidth: 320 }}>
            <BlogProfileCard config={config} statistic={{ articleCount: 1, tagCount: 1, categoryCount: 1, userCount: 1 }} />
          </div>,
          { size },
        );
        for (const label of ['QQ 二维码', '微信二维码']) {
          const button = screen.getByRole('button', { name: label });
          button.focus();
          markOpener(button);
          await userEvent.keyboard('{Enter}');
          expect(button.getAttribute('aria-expanded')).toBe('true');
          const popover = await screen.findByRole('dialog', { name: label });
          const image = popover.querySelector<HTMLImageElement>(`img[alt="${label}"]`)!;
          await until(() => image.complete && image.naturalWidth > 0, `${label} loaded`);
          // layout size, not the box: the pop-in animation scales it for a moment
          expect([image.offsetWidth, image.offsetHeight], `${label} size`).toEqual([140, 140]);
          expect(popover.checkVisibility(), `${label} is visible`).toBe(true);
          await userEvent.keyboard('{Escape}');
          await until(() => !popover.isConnected, `${label} hidden`);
          expect(focusIsOpener(), `focus back on ${label}`).toBe(true);
          button.removeAttribute('data-opener');
        }
      });
    }
  }
});

it('the phone menu takes focus, keeps it and gives it back to the menu button', async () => {
  await renderInApp(<SiteHeader />, { size: PHONE });
  await tabTo('.site-header__menu-btn');
  await userEvent.keyboard('{Enter}');
  await until(() => Boolean(document.querySelector('.drawer--open .drawer__panel')), 'the menu opened');
  await until(() => Boolean(document.querySelector('.drawer__panel')?.contains(focused())), 'focus moved into the menu');
  await expectTrapped('.drawer__panel');
  await userEvent.keyboard('{Escape}');
  await until(() => !document.querySelector('.drawer--open'), 'the menu closed');
  expect(focusIsOpener(), 'focus back on the menu button').toBe(true);
});

it('the user menu: Enter or Space opens it on its first item, arrows move, Escape closes it back onto its button', async () => {
  logIn(OWNER);
  await renderInApp(<SiteHeader />);
  // the menu's code comes for a logged-in reader only (user-menu.tsx): its stand-in has no menu to control
  await until(() => Boolean(document.querySelector('.user-menu__trigger[aria-controls]')), 'the menu loaded');
  const trigger = document.querySelector<HTMLElement>('.user-menu__trigger')!;
  const menuShown = () => Boolean(document.querySelector('[role="menu"][aria-label="用户菜单"]'));
  const focusedItem = () => (focused()?.getAttribute('role') === 'menuitem' ? focused()!.textContent!.trim() : null);
  const closeWithEscape = async () => {
    await userEvent.keyboard('{Escape}');
    await until(() => !menuShown(), 'the menu closed');
    expect(focusIsOpener(), 'focus back on the menu button').toBe(true);
  };

  await tabTo('.user-menu__trigger');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  await userEvent.keyboard('{Enter}');
  await until(menuShown, 'Enter opened the menu');
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  await until(() => focusedItem() === '个人中心', 'Enter puts focus on the first item');
  await userEvent.keyboard('{ArrowDown}');
  expect(focusedItem()).toBe('退出登录');
  await userEvent.keyboard('{ArrowDown}');
  expect(focusedItem(), '↓ wraps to the first item').toBe('个人中心');
  await userEvent.keyboard('{ArrowUp}');
  expect(focusedItem(), '↑ wraps to the last item').toBe('退出登录');
  await userEvent.keyboard('{Home}');
  expect(focusedItem()).toBe('个人中心');
  await userEvent.keyboard('{End}');
  expect(focusedItem()).toBe('退出登录');
  await closeWithEscape();
  expect(trigger.getAttribute('aria-expanded')).toBe('false');

  // Space opens it too; ↑ on the button opens it on the last item
  await userEvent.keyboard(' ');
  await until(menuShown, 'Space opened the menu');
  await until(() => focusedItem() === '个人中心', 'Space puts focus on the first item');
  await closeWithEscape();
  await userEvent.keyboard('{ArrowUp}');
  await until(menuShown, '↑ opened the menu');
  await until(() => focusedItem() === '退出登录', '↑ opens on the last item');
  // Tab leaves the menu: it closes and focus goes on, never to the page's start
  await userEvent.keyboard('{Tab}');
  await until(() => !menuShown(), 'Tab closed the menu');
  expect(focused() !== document.body && !focused()?.closest('.user-menu__list'), 'focus moved on').toBe(true);
  // still logged in: neither item was chosen along the way
  expect(trigger.isConnected && useSession.getState().token).toBeTruthy();
});
