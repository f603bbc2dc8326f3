import { usePresence } from '../stores/presence-store';
import './presence.css';

/** "N 人正在读" on an article: its readers now, this one included (shown once the room has answered). */
export function ReadingNow() {
  const n = usePresence((s) => s.page);
  if (!n) return null;
  return (
    <p className="reading-now" role="status">
      <span className="reading-now__dot" aria-hidden="true" />
      {n} 人正在读
    </p>
  );
}
