import { ROLE_ADMIN } from '@contract/session';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { LazyChatHost } from '@/app/layout/lazy-chat-host';
import { useSession } from '@/lib/session-store';
import { expectTrapped, focusIsOpener, openWithEnter, QuietSocket, stubApi, until } from './helpers';

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: '', userInfo: null });
});

it('chat: Escape in the clear-history confirm closes only the confirm, then the room, focus back each time', async () => {
  // the room's socket and its first history page are the server's: a quiet socket and an empty page stand in
  vi.stubGlobal('WebSocket', QuietSocket);
  stubApi({ '/api/chat/getChatList': { list: [], hasMore: false } });
  useSession.setState({ token: 'tok', userInfo: { id: 1, role: ROLE_ADMIN, nick_name: '站长', qq: '', avatar: '', ipAddress: '' } });
  render(
    <MemoryRouter initialEntries={['/home']}>
      <LazyChatHost />
    </MemoryRouter>,
  );

  await openWithEnter(screen.getByRole('button', { name: /^打开聊天室/ }), 'launcher');
  const room = await screen.findByRole('dialog', { name: '聊天室' });
  const clear = await screen.findByRole('button', { name: '清空记录' });
  await until(() => room.contains(document.activeElement), 'focus moved into the room');

  await openWithEnter(clear, 'clear');
  const confirm = await screen.findByRole('alertdialog', { name: '确认清空吗' });
  expect(confirm.getAttribute('aria-modal')).toBe('true');
  expect(document.activeElement?.matches('.chat-confirm__box .chat-btn--primary'), 'focus starts on 确定').toBe(true);
  await expectTrapped('.chat-confirm__box', 4);

  await userEvent.keyboard('{Escape}');
  await until(() => !confirm.isConnected, 'the confirm closed');
  expect(room.checkVisibility(), 'the room stays open under the confirm').toBe(true);
  expect(focusIsOpener('clear'), 'focus back on 清空记录').toBe(true);

  await userEvent.keyboard('{Escape}');
  await until(() => !room.checkVisibility(), 'the room closed');
  expect(focusIsOpener('launcher'), 'focus back on the chat button').toBe(true);
});
