// @vitest-environment jsdom
/** The main menu marks the reader's place, also on the pages that belong to an entry (app/layout/menu-link.tsx). */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { MenuLink } from '@/app/layout/menu-link';
import { desktopNavItems, drawerNavItems, isCurrentNav } from '@/app/layout/nav-items';

const entry = (label: string) => drawerNavItems.find((i) => i.label === label)!;

/** The header's menu at `path`: the labels marked as the current page. */
function marked(path: string): string[] {
  const menu = (
    <nav>
      {desktopNavItems.map((item) => (
        <MenuLink key={item.to} item={item} className="nav-link">
          {item.label}
        </MenuLink>
      ))}
    </nav>
  );
  const { unmount } = render(<MemoryRouter initialEntries={[path]}>{menu}</MemoryRouter>);
  const found = screen.queryAllByRole('link', { current: 'page' }).map((a) => a.textContent!);
  for (const a of screen.queryAllByRole('link', { current: 'page' })) expect(a.className).toBe('nav-link active');
  unmount();
  return found;
}

describe('the main menu marks where the reader is', () => {
  it.each([
    ['/home', ['首页']],
    ['/archives', ['时间轴']],
    ['/photoAlbum', ['相册']],
    ['/photos?id=4', ['相册']],
    ['/talk?id=13', ['说说']],
    ['/message/list', ['留言']],
    ['/message/detail?id=16', ['留言']],
    ['/message/publish', ['留言']],
    ['/message/chat', ['留言']],
    ['/article?id=1', []],
    ['/userCenter', []],
  ])('%s → %j', (path, labels) => {
    expect(marked(path)).toEqual(labels);
  });

  it('matches whole path segments only', () => {
    expect(isCurrentNav(entry('相册'), '/photosphere')).toBe(false);
    expect(isCurrentNav(entry('留言'), '/messages')).toBe(false);
    expect(isCurrentNav(entry('标签'), '/tag')).toBe(true);
  });
});
