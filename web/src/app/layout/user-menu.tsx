import { lazy, Suspense, useState } from 'react';
import { ChevronDownIcon, LogInIcon } from '@/components/icons';
import { useSession } from '@/lib/session-store';
import { UserAvatar } from './user-avatar';

// the menu, its keyboard and logging out: only a logged-in reader needs them, so most first visits skip them
const SignedInMenu = lazy(() => import('./signed-in-menu').then((m) => ({ default: m.SignedInMenu })));

/** Logged out: 登录. Logged in: the menu (signed-in-menu.tsx); while it loads, its button as it will look, so nothing moves. */
export function UserMenu() {
  const userInfo = useSession((s) => s.userInfo);
  const token = useSession((s) => s.token);
  const openLogin = useSession((s) => s.openLogin);
  // a pointer on the button (or a click) before the menu has loaded: it opens as it arrives
  const [wanted, setWanted] = useState(false);

  if (!token || !userInfo) {
    return (
      <button type="button" className="nav-link" onClick={openLogin}>
        <LogInIcon />
        <span>登录</span>
      </button>
    );
  }
  const placeholder = (
    <div className="user-menu">
      <button
        type="button"
        className="nav-link user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={false}
        onMouseEnter={() => setWanted(true)}
        onMouseLeave={() => setWanted(false)}
        onClick={() => setWanted(true)}
      >
        <UserAvatar user={userInfo} size={28} />
        <span className="user-menu__name">{userInfo.nick_name}</span>
        <ChevronDownIcon className="user-menu__chevron" />
      </button>
    </div>
  );
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu openAtStart={wanted} />
    </Suspense>
  );
}
