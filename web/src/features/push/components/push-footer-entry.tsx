import { useState } from 'react';
import { icon } from '@/components/icons';

const BellIcon = icon(<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />);

// the same test as lib/browser-push.ts, here so the footer carries no more than this button
const canPush = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * 新文章提醒 in the footer (composed in app/layout/site-footer.tsx): anyone, signed in or not, can
 * follow new articles and talks in one press. The work (and its code) comes only on that press;
 * nothing shows where the browser cannot receive pushes.
 */
export function PushFooterEntry() {
  const [busy, setBusy] = useState(false);
  if (!canPush()) return null;
  const follow = async () => {
    setBusy(true);
    try {
      await (await import('../lib/follow-new-posts')).followNewPosts();
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="push-footer-entry" disabled={busy} title="有新文章或新说说时提醒我" onClick={() => void follow()}>
      <BellIcon /> 新文章提醒
    </button>
  );
}
