import { NOTIFY_BADGE_MAX } from '@contract/notify-shapes';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from '@/lib/router';
import { useSession } from '@/lib/session-store';
import { refreshUnread } from '../api/refresh-unread';
import { useNotifyStore } from '../stores/notify-store';
import './notify-bell.css';

const NotifyDrawer = lazy(() => import('./notify-drawer').then((m) => ({ default: m.NotifyDrawer })));
const REFRESH_MS = 60_000;

const badgeText = (n: number) => (n > NOTIFY_BADGE_MAX ? `${NOTIFY_BADGE_MAX}+` : String(n));

const BellIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** The header's bell: only for logged-in users; red badge up to 9, then "9+". */
export function NotifyBell({ className = 'icon-btn', onOpen }: { className?: string; onOpen?: () => void }) {
  const userInfo = useSession((s) => s.userInfo);
  const token = useSession((s) => s.token);
  const unread = useNotifyStore((s) => s.unread);
  const show = useNotifyStore((s) => s.show);
  if (!token || !userInfo) return null;
  return (
    <button
      type="button"
      className={`${className} notify-bell`}
      aria-label={unread ? `我的消息 ${badgeText(unread)} 条未读` : '我的消息'}
      title="我的消息"
      onClick={() => {
        onOpen?.();
        show();
      }}
    >
      <BellIcon />
      {unread > 0 ? <span className="notify-bell__badge">{badgeText(unread)}</span> : null}
    </button>
  );
}

/** Mounted once in the header: keeps the unread count fresh and hosts the drawer. */
export function NotifyHost() {
  const userId = useSession((s) => (s.token ? s.userInfo?.id : undefined));
  const wanted = useNotifyStore((s) => s.wanted);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!userId) {
      useNotifyStore.getState().setUnread(0);
      useNotifyStore.getState().hide();
      return;
    }
    void refreshUnread(userId);
    const timer = setInterval(() => document.visibilityState === 'visible' && void refreshUnread(userId), REFRESH_MS);
    return () => clearInterval(timer);
  }, [userId, pathname]);

  if (!wanted || !userId) return null;
  return (
    <Suspense fallback={null}>
      <NotifyDrawer userId={userId} />
    </Suspense>
  );
}
