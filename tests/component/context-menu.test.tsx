import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LazySiteContextMenu } from '@/app/layout/lazy-context-menu';
import { SiteHeader } from '@/app/layout/site-header';
import { Toaster } from '@/components/toast/toaster';
import { applyTheme } from '@/lib/theme';
import { usePreferences } from '@/lib/preferences-store';
import { focused, focusIsOpener, markOpener, until } from './helpers';
import { renderInApp } from './harness';

const menuShown = () => Boolean(document.querySelector('[role="menu"][aria-label="页面菜单"]'));
const path = () => screen.getByTestId('path').textContent;
const shell = (
  <>
    <SiteHeader />
    <main id="main" style={{ paddingTop: 200, minHeight: '80vh' }}>
      <p>正文</p>
    </main>
    <LazySiteContextMenu />
    <Toaster />
  </>
);

afterEach(() => {
  usePreferences.getState().setTheme('light');
});

/** A right click on the page body, as a mouse does it; the menu's chunk may still be arriving (it answers a held click). */
async function rightClickMain() {
  await userEvent.click(document.querySelector('main')!, { button: 'right', position: { x: 200, y: 300 } });
  await until(menuShown, 'the page menu opened');
}

it('context menu: a non-modal layer; arrows move, Escape closes it and focus goes back where it was', async () => {
  await renderInApp(shell);
  const search = screen.getByRole('button', { name: '搜索文章' });
  search.focus();
  markOpener(search, 'before');
  // the keyboard's context-menu key: focus stays where it is (a right click would move it to the page)
  await userEvent.keyboard('{Shift>}{F10}{/Shift}');
  await until(menuShown, 'Shift+F10 opened the page menu');
  await until(() => focused()?.textContent === '刷新', 'the first item has focus');
  await userEvent.keyboard('{ArrowUp}');
  expect(focused()?.textContent).toBe('全部分类');
  await userEvent.keyboard('{ArrowDown}');
  expect(focused()?.textContent).toBe('刷新');
  await userEvent.keyboard('{Escape}');
  await until(() => !menuShown(), 'Escape closed it');
  expect(focusIsOpener('before'), 'focus back where it was before the menu').toBe(true);

  // a click elsewhere closes it as well
  await rightClickMain();
  await userEvent.click(document.querySelector('main p')!);
  await until(() => !menuShown(), 'a click outside closed it');
});

it('the right-click menu copies the link, toggles the theme and navigates', async () => {
  applyTheme('light');
  usePreferences.getState().setTheme('light');
  await renderInApp(shell);
  await rightClickMain();
  for (const item of ['刷新', '后退', '前进', '复制链接', '切换主题', '添加友链', '随机文章', '全部分类']) {
    expect(screen.getByRole('menuitem', { name: item })).toBeTruthy();
  }
  // the menu stays inside the window where it was opened
  const box = document.querySelector('[role="menu"]')!.getBoundingClientRect();
  expect(box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth, 'the menu is on screen').toBe(true);

  await userEvent.click(screen.getByRole('menuitem', { name: '复制链接' }));
  await screen.findByText('链接已复制到剪贴板');
  expect(await navigator.clipboard.readText()).toBe(location.href);

  await rightClickMain();
  await userEvent.click(screen.getByRole('menuitem', { name: '切换主题' }));
  expect(document.documentElement.dataset.theme).toBe('dark');

  await rightClickMain();
  await userEvent.click(screen.getByRole('menuitem', { name: '全部分类' }));
  await until(() => path() === '/category', 'navigated to /category');
});
