import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { CloseIcon, LogOutIcon } from '@/components/icons';
import { useLayer } from '@/components/layer/use-layer';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSession } from '@/lib/session-store';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';
import { SearchButton } from '@/features/search/components/search-button';
import { NotifyBell } from '@/features/notify/components/notify-bell';
import { MenuLink } from './menu-link';
import { drawerNavItems } from './nav-items';
import { UserAvatar } from './user-avatar';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  blogName: string;
}

/** The narrow-screen menu: a side sheet with the avatar, the menu and 标签. */
export function MobileDrawer({ open: wantsOpen, onClose, blogName }: MobileDrawerProps) {
  // mounted on the first open (site-header.tsx): drawn closed for a frame first, so it slides in as it always does
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => (second = requestAnimationFrame(() => setDrawn(true))));
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  const open = wantsOpen && drawn;
  const userInfo = useSession((s) => s.userInfo);
  const token = useSession((s) => s.token);
  const openLogin = useSession((s) => s.openLogin);
  const logout = useLogout();
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const loggedIn = Boolean(token && userInfo);

  // focus moves to the close button, stays in the sheet, and goes back to the menu button when it closes
  useLayer(panelRef, { open, onClose, modal: true });

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('no-scroll');
    return () => document.body.classList.remove('no-scroll');
  }, [open]);

  const onAvatar = () => {
    onClose();
    if (loggedIn) navigate('/userCenter');
    else openLogin();
  };

  return (
    <div className={`drawer${open ? ' drawer--open' : ''}`} aria-hidden={!open} inert={!open}>
      <div className="drawer__backdrop" onClick={onClose} />
      <div className="drawer__panel" ref={panelRef} role="dialog" aria-modal="true" aria-label="导航菜单">
        <button type="button" className="icon-btn drawer__close" onClick={onClose} aria-label="关闭菜单">
          <CloseIcon />
        </button>
        <button type="button" className="drawer__profile" onClick={onAvatar}>
          <UserAvatar user={userInfo} size={64} />
          <span className="drawer__name">{loggedIn ? userInfo!.nick_name : '点击登录'}</span>
          <span className="drawer__blog">{blogName}</span>
        </button>
        <nav className="drawer__nav" aria-label="主菜单">
          {drawerNavItems.map((item) => (
            <MenuLink key={item.to} item={item} className="drawer__link" onClick={onClose}>
              {item.icon}
              {item.label}
            </MenuLink>
          ))}
        </nav>
        <div className="drawer__footer">
          <ThemeToggle className="icon-btn icon-btn--soft" />
          <SearchButton className="icon-btn icon-btn--soft" onOpen={onClose} />
          <NotifyBell className="icon-btn icon-btn--soft" onOpen={onClose} />
          {loggedIn ? (
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                onClose();
                logout();
              }}
            >
              <LogOutIcon />
              退出登录
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
