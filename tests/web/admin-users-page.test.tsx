// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUserTexts, type AdminUserRow } from '@contract/admin-users';
import { Component as UsersPage } from '@/features/admin/pages/users-page';
import { useSession } from '@/lib/session-store';
import { json, stubFetch } from './helpers';

const row = (id: number, role: number, owner: boolean): AdminUserRow => ({
  id, username: `u${id}`, nick_name: `用户${id}`, avatar: '', role, disabled: 0, owner, ip_address: '浙江', createdAt: '2024-01-01 00:00:00',
});

function renderAs(selfId: number) {
  stubFetch(() => json({ code: 0, message: 'ok', result: { current: 1, size: 10, total: 3, list: [row(3, 2, false), row(2, 1, false), row(1, 1, true)] } }));
  useSession.setState({ token: 't', userInfo: { id: selfId, role: 1, nick_name: '我', qq: '', avatar: '', ipAddress: '' } });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UsersPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console user list and the site owner', () => {
  it("greys the owner's controls for another administrator and says why", async () => {
    renderAs(2);
    const ownerRow = (await screen.findByText('用户1')).closest('tr')!;
    const buttons = within(ownerRow).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['取消管理员', '禁用', '下线所有设备']);
    for (const b of buttons) {
      expect((b as HTMLButtonElement).disabled).toBe(true);
      expect(b.getAttribute('title')).toBe(adminUserTexts.ownerProtected);
    }
    expect(within(ownerRow).getByText(adminUserTexts.ownerLocked).getAttribute('title')).toBe(adminUserTexts.ownerProtected);
    expect(within(ownerRow).getByText('站长')).toBeTruthy();
    // everyone else's controls work as before
    const readerRow = screen.getByText('用户3').closest('tr')!;
    for (const b of within(readerRow).getAllByRole('button')) expect((b as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the owner their own row as the current account', async () => {
    renderAs(1);
    const ownerRow = (await screen.findByText('用户1')).closest('tr')!;
    expect(within(ownerRow).queryAllByRole('button')).toEqual([]);
    expect(within(ownerRow).getByText('当前账号')).toBeTruthy();
  });
});
