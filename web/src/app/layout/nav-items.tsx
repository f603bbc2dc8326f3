import type { ReactNode } from 'react';
import { ClockIcon, FolderIcon, HomeIcon, ImageIcon, LinkIcon, MessageIcon, TagIcon, TalkIcon } from '@/components/icons';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The desktop menu, exactly as spec §2 lists it. */
export const desktopNavItems: NavItem[] = [
  { to: '/home', label: '首页', icon: <HomeIcon /> },
  { to: '/archives', label: '时间轴', icon: <ClockIcon /> },
  { to: '/category', label: '分类', icon: <FolderIcon /> },
  { to: '/photoAlbum', label: '相册', icon: <ImageIcon /> },
  { to: '/talk', label: '说说', icon: <TalkIcon /> },
  { to: '/link/list', label: '友链', icon: <LinkIcon /> },
  { to: '/message/list', label: '留言', icon: <MessageIcon /> },
];

/** The mobile drawer adds the tag page after the category entry. */
export const drawerNavItems: NavItem[] = [
  ...desktopNavItems.slice(0, 3),
  { to: '/tag', label: '标签', icon: <TagIcon /> },
  ...desktopNavItems.slice(3),
];
