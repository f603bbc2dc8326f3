import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from '@/lib/router';
import { moveInMenu } from '@/components/layer/menu-keys';
import { useLayer } from '@/components/layer/use-layer';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '@/components/icons';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useSession } from '@/lib/session-store';
import { UserAvatar } from './user-avatar';

/**
 * Logged in: avatar + nickname opening 个人中心 / 退出登录 (on hover, or as a
 * menu button: Enter, Space or ↓ open it on its first item, ↑ on its last, the
 * arrows move between items, Escape closes it back onto the button). Loaded
 * only for a logged-in reader (user-menu.tsx).
 */
export function SignedInMenu({ openAtStart = false }: { openAtStart?: boolean }) {
  const userInfo = useSession((s) => s.userInfo);
  const token = useSession((s) => s.token);
  const logout = useLogout();
  const [open, setOpen] = useState(openAtStart);
  const closeMenu = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  // which item takes focus once the menu is drawn (opened from the keyboard), else none (hover)
  const focusOnOpen = useRef<'Home' | 'End' | null>(null);

  // a non-modal layer: Escape or a pointer down elsewhere closes it, focus goes back to the button
  useLayer(rootRef, { open, onClose: closeMenu, dismissOnOutside: true, returnFocus: '.user-menu__trigger' });

  useEffect(() => {
    if (!open || !focusOnOpen.current || !listRef.current) return;
    moveInMenu({ key: focusOnOpen.current, preventDefault: () => undefined }, listRef.current);
    focusOnOpen.current = null;
  }, [open]);

  const openOn = (item: 'Home' | 'End') => {
    if (open && listRef.current) moveInMenu({ key: item, preventDefault: () => undefined }, listRef.current);
    else {
      focusOnOpen.current = item;
      setOpen(true);
    }
  };
  // Enter and Space click with detail 0 (so does a screen reader); a mouse click leaves focus on the button
  const onTriggerClick = (e: MouseEvent) => (e.detail === 0 ? openOn('Home') : setOpen(true));
  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    openOn(e.key === 'ArrowDown' ? 'Home' : 'End');
  };
  // Tab out of the menu closes it; focus carries on to wherever Tab took it
  const onBlur = (e: FocusEvent) => {
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) closeMenu();
  };

  if (!token || !userInfo) return null;

  return (
    <div className="user-menu" ref={rootRef} onMouseLeave={closeMenu} onBlur={onBlur}>
      <button
        type="button"
        className="nav-link user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // hover already opened it on desktop: a click must not close it again
        onClick={onTriggerClick}
        onKeyDown={onTriggerKey}
        onMouseEnter={() => setOpen(true)}
      >
        <UserAvatar user={userInfo} size={28} />
        <span className="user-menu__name">{userInfo.nick_name}</span>
        <ChevronDownIcon className="user-menu__chevron" />
      </button>
      {open ? (
        <ul ref={listRef} className="user-menu__list card" id={menuId} role="menu" aria-label="用户菜单" onKeyDown={(e) => moveInMenu(e, e.currentTarget)}>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} className="user-menu__item" to="/userCenter" onClick={closeMenu}>
              <UserIcon />
              个人中心
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="user-menu__item"
              onClick={() => {
                closeMenu();
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
