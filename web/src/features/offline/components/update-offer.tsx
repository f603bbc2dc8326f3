import { acceptUpdate } from '../lib/accept-update';
import { useUpdateOffer } from '../stores/update-store';

/**
 * 新版本已就绪 · 刷新: a deploy's new version, installed in the background, switched in only when
 * the reader says so (a song or a half-written comment is never cut off by it).
 */
export function UpdateOffer() {
  const waiting = useUpdateOffer((s) => s.waiting);
  const offer = useUpdateOffer((s) => s.offer);
  if (!waiting) return null;
  return (
    <div className="update-offer" role="status">
      <span className="update-offer__text">新版本已就绪</span>
      <button type="button" className="update-offer__reload" onClick={() => acceptUpdate(waiting)}>
        刷新
      </button>
      <button type="button" className="update-offer__close" aria-label="稍后再说" onClick={() => offer(null)}>
        ×
      </button>
    </div>
  );
}
