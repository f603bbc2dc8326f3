import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session-store';

// the bell, its unread count and its drawer are for logged-in readers only: a visitor's first load skips them
const NotifyBell = lazy(() => import('@/features/notify/components/notify-bell').then((m) => ({ default: m.NotifyBell })));
const NotifyHost = lazy(() => import('@/features/notify/components/notify-bell').then((m) => ({ default: m.NotifyHost })));

const useSignedIn = () => useSession((s) => Boolean(s.token && s.userInfo));

/** The header's bell once a reader is logged in; while it loads, an empty button-sized room so the header does not move. */
export function LazyNotifyBell() {
  if (!useSignedIn()) return null;
  return (
    <Suspense fallback={<span className="icon-btn" aria-hidden="true" />}>
      <NotifyBell />
    </Suspense>
  );
}

/** Keeps the unread count fresh and hosts the drawer, for a logged-in reader. */
export function LazyNotifyHost() {
  if (!useSignedIn()) return null;
  return (
    <Suspense fallback={null}>
      <NotifyHost />
    </Suspense>
  );
}
