import type { ReactNode } from 'react';
import { ClockIcon, FolderIcon, HomeIcon, ImageIcon, LinkIcon, MessageIcon, TagIcon, TalkIcon } from '@/components/icons';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Other paths (and what lies under them) that belong to this entry: an album's /photos, the board's /message/* */
  also?: string[];
}

/** The desktop menu, exactly as spec §2 lists it. */
export const desktopNavItems: NavItem[] = [
  { to: '/home', label: '首页', icon: <HomeIcon /> },
  { to: '/archives', label: '时间轴', icon: <ClockIcon /> },
  { to: '/category', label: '分类', icon: <FolderIcon /> },
  { to: '/photoAlbum', label: '相册', icon: <ImageIcon />, also: ['/photos'] },
  { to: '/talk', label: '说说', icon: <TalkIcon /> },
  { to: '/link/list', label: '友链', icon: <LinkIcon /> },
  { to: '/message/list', label: '留言', icon: <MessageIcon />, also: ['/message'] },
];

/** The mobile drawer adds the tag page after the category entry. */
export const drawerNavItems: NavItem[] = [
  ...desktopNavItems.slice(0, 3),
  { to: '/tag', label: '标签', icon: <TagIcon /> },
  ...desktopNavItems.slice(3),
];

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Whether the menu marks `item` as the reader's place: its own page, or a page that belongs to it (`also`). */
export const isCurrentNav = (item: NavItem, pathname: string): boolean => [item.to, ...(item.also ?? [])].some((path) => under(pathname, path));
