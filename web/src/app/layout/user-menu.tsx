import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@/hooks/use-dismiss';
import { Link } from 'react-router';
import { ChevronDownIcon, LogInIcon, LogOutIcon, UserIcon } from '@/components/icons';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSession } from '@/lib/session-store';
import { UserAvatar } from './user-avatar';

/** Logged in: avatar + nickname opening 个人中心 / 退出登录. Logged out: 登录. */
export function UserMenu() {
  const userInfo = useSession((s) => s.userInfo);
  const token = useSession((s) => s.token);
  const openLogin = useSession((s) => s.openLogin);
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismiss(rootRef, open, closeMenu);

  if (!token || !userInfo) {
    return (
      <button type="button" className="nav-link" onClick={openLogin}>
        <LogInIcon />
        <span>登录</span>
      </button>
    );
  }

  return (
    <div className="user-menu" ref={rootRef} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="nav-link user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // hover already opened it on desktop: a click must not close it again
        onClick={() => setOpen(true)}
        onMouseEnter={() => setOpen(true)}
      >
        <UserAvatar user={userInfo} size={28} />
        <span className="user-menu__name">{userInfo.nick_name}</span>
        <ChevronDownIcon className="user-menu__chevron" />
      </button>
      {open ? (
        <ul className="user-menu__list card" id={menuId} role="menu">
          <li role="none">
            <Link role="menuitem" className="user-menu__item" to="/userCenter" onClick={() => setOpen(false)}>
              <UserIcon />
              个人中心
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="user-menu__item"
              onClick={() => {
                setOpen(false);
                logout();
              }}
            >
              <LogOutIcon />
              退出登录
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
