import type { ReactNode } from 'react';
import { ClockIcon, CodeIcon, CompassIcon, FolderIcon, HomeIcon, ImageIcon, LinkIcon, MessageIcon, TagIcon, TalkIcon } from '@/components/icons';

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

/**
 * The pages the owner keeps in the console's 资源 section, which spec §2's menu does not list:
 * the drawer ends with them and the footer links them, so a reader can reach them.
 */
const resourceNavItems: NavItem[] = [
  { to: '/resources/front', label: '资源', icon: <CodeIcon />, also: ['/resources'] },
  { to: '/siteList', label: '网站导航', icon: <CompassIcon /> },
];

/** The mobile drawer adds the tag page after the category entry, and the resource pages at the end. */
export const drawerNavItems: NavItem[] = [
  ...desktopNavItems.slice(0, 3),
  { to: '/tag', label: '标签', icon: <TagIcon /> },
  ...desktopNavItems.slice(3),
  ...resourceNavItems,
];

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Whether the menu marks `item` as the reader's place: its own page, or a page that belongs to it (`also`). */
export const isCurrentNav = (item: NavItem, pathname: string): boolean => [item.to, ...(item.also ?? [])].some((path) => under(pathname, path));
