/** Sidebar navigation, top bar (theme, back to the blog) and the page; the sidebar folds into a drawer on phones. */
import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from '@/lib/router';
import { ArrowLeftIcon, FileTextIcon, ImageIcon, LinkIcon, MenuIcon, MessageIcon, MoonIcon, SunIcon, TagIcon, TalkIcon, UsersIcon } from '@/components/icons';
import { usePreferences } from '@/lib/preferences-store';
import { useSession } from '@/lib/session-store';
import { BellIcon, CompassIcon, DatabaseIcon, GaugeIcon, MusicIcon, SettingsIcon, ShieldIcon } from './admin-icons';
import { ConfirmHost } from './confirm-host';
import '../admin.css';

const ADMIN_NAV = [
  { to: '/admin', label: '仪表盘', Icon: GaugeIcon, end: true },
  { to: '/admin/articles', label: '文章管理', Icon: FileTextIcon },
  { to: '/admin/taxonomy', label: '分类与标签', Icon: TagIcon },
  { to: '/admin/talks', label: '说说', Icon: TalkIcon },
  { to: '/admin/albums', label: '相册', Icon: ImageIcon },
  { to: '/admin/links', label: '友链', Icon: LinkIcon },
  { to: '/admin/moderation', label: '评论与留言', Icon: MessageIcon },
  { to: '/admin/users', label: '用户', Icon: UsersIcon },
  { to: '/admin/music', label: '音乐库', Icon: MusicIcon },
  { to: '/admin/resources', label: '资源导航', Icon: CompassIcon },
  { to: '/admin/settings', label: '网站设置', Icon: SettingsIcon },
  { to: '/admin/security', label: '安全', Icon: ShieldIcon },
  { to: '/admin/push', label: '推送', Icon: BellIcon },
  { to: '/admin/data', label: '数据', Icon: DatabaseIcon },
] as const;

export function AdminShell({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const theme = usePreferences((s) => s.theme);
  const toggleTheme = usePreferences((s) => s.toggleTheme);
  const nick = useSession((s) => s.userInfo?.nick_name);
  const here = ADMIN_NAV.find((n) => ('end' in n ? pathname === n.to : pathname.startsWith(n.to)))?.label ?? '管理后台';

  return (
    <div className={`adm${open ? ' adm--nav-open' : ''}`}>
      <aside className="adm-side">
        <div className="adm-side__brand">
          <span className="adm-side__logo" aria-hidden="true">
            B
          </span>
          <span>博客后台</span>
        </div>
        <nav className="adm-side__nav" aria-label="后台导航">
          {ADMIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={'end' in item} className="adm-side__link" onClick={() => setOpen(false)}>
              <item.Icon className="adm-side__mark" />
              {item.label}
            </NavLink>
          ))}
        </nav>
        <a className="adm-side__back" href="/home">
          <ArrowLeftIcon className="adm-side__mark" />
          返回博客
        </a>
      </aside>
      <button type="button" className="adm-scrim" aria-label="关闭导航" tabIndex={-1} onClick={() => setOpen(false)} />
      <div className="adm-main">
        <header className="adm-top">
          <button type="button" className="adm-icon-btn adm-top__menu" aria-label="打开导航" onClick={() => setOpen(true)}>
            <MenuIcon />
          </button>
          <span className="adm-top__here">{here}</span>
          <span className="adm-top__spacer" />
          <button type="button" className="adm-btn adm-btn--ghost" onClick={toggleTheme} title="切换主题">
            {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
            {theme === 'dark' ? '浅色' : '深色'}
          </button>
          <span className="adm-top__user">{nick}</span>
        </header>
        <main className="adm-content">{children}</main>
      </div>
      <ConfirmHost />
    </div>
  );
}
