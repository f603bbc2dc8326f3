import { NOTIFY_PAGE_SIZE, NOTIFY_UNREAD } from '@contract/notify-shapes';
import { isOk } from '@/lib/api-client';
import { useNotifyStore } from '../stores/notify-store';
import { notifyApi } from './notify-api';

/**
 * Counts unread items on the first page, as the contract's client does
 * (unread come first). It polls in the background, so it never shows a notice.
 */
export async function refreshUnread(userId: number) {
  const res = await notifyApi.list(userId, 1, NOTIFY_PAGE_SIZE, { silent: true }).catch(() => null);
  if (res && isOk(res) && res.result) {
    useNotifyStore.getState().setUnread(res.result.list.filter((n) => n.isView === NOTIFY_UNREAD).length);
  }
}
