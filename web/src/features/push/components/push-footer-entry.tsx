import { PUBLIC_TOPICS } from '@contract/push';
import { Link } from 'react-router';
import { icon } from '@/components/icons';
import { usePush } from '../hooks/use-push';
import './push-footer-entry.css';

const BellIcon = icon(<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />);

/**
 * 新文章提醒 in the footer (composed in app/layout/site-footer.tsx): anyone, signed in or not, can
 * follow new articles and talks in one press; a subscribed browser gets the way to its settings.
 * Nothing shows where the browser cannot receive pushes.
 */
export function PushFooterEntry() {
  const push = usePush();
  if (push.permission === 'unsupported' || push.subscribed === null) return null;
  if (push.subscribed) {
    return (
      <Link to="/userCenter#push-title" className="push-footer-entry">
        <BellIcon /> 推送提醒已开启
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="push-footer-entry"
      disabled={push.busy || push.permission === 'denied'}
      title={push.permission === 'denied' ? '通知权限已被拒绝，请在浏览器的网站设置里允许通知' : '有新文章或新说说时提醒我'}
      onClick={() => void push.enable([...PUBLIC_TOPICS])}
    >
      <BellIcon /> 新文章提醒
    </button>
  );
}
