import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LinkApplyBar } from '@/features/links/components/link-apply-button';
import { expectTrapped, focusIsOpener, openWithEnter, until } from './helpers';
import { logIn, READER, renderInApp } from './harness';

it('friend link: the apply dialog starts in 网站名称, keeps focus, Escape closes it back onto 申请友链', async () => {
  logIn(READER);
  await renderInApp(<LinkApplyBar />, { path: '/link/list' });
  await openWithEnter(screen.getByRole('button', { name: '申请友链' }), 'apply');
  const dialog = await screen.findByRole('dialog', { name: '申请友链' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  await until(() => document.activeElement?.matches('.link-apply input[placeholder="我的小站"]') ?? false, 'focus starts in 网站名称');
  await userEvent.keyboard('小站');
  expect((document.activeElement as HTMLInputElement).value).toBe('小站');
  await expectTrapped('.link-apply__box');

  await userEvent.keyboard('{Escape}');
  await until(() => !dialog.isConnected, 'the dialog closed');
  expect(focusIsOpener('apply'), 'focus back on 申请友链').toBe(true);
});
