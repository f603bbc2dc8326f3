import { NOTIFY_PAGE_SIZE, NOTIFY_TYPE, NOTIFY_UNREAD, type NotifyItem } from '@contract/notify-shapes';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { CloseIcon } from '@/components/icons';
import { useLayer } from '@/components/layer/use-layer';
import { toast } from '@/components/toast/toast';
import { useConfirm } from '@/hooks/use-confirm';
import { isOk } from '@/lib/api-client';
import { commentHash } from '@/lib/comment-link';
import { relativeTime } from '@/lib/format';
import { notifyApi } from '../api/notify-api';
import { useNotifyStore } from '../stores/notify-store';
import { refreshUnread } from '../api/refresh-unread';
import { NotifyEntry } from './notify-entry';
import './notify-drawer.css';

/** Where a notification leads (spec §4 Notifications): a comment's notice opens the page at that comment. */
function targetOf(item: NotifyItem): { path: string; newWindow?: boolean } {
  const at = item.comment_id ? commentHash(item.comment_id) : '';
  switch (item.type) {
    case NOTIFY_TYPE.article:
      return { path: `/article?id=${item.to_id}${at}` };
    case NOTIFY_TYPE.talk:
      return { path: `/talk?id=${item.to_id}${at}` };
    case NOTIFY_TYPE.message:
      return { path: '/message/list' };
    case NOTIFY_TYPE.mention:
      return { path: '/message/chat' };
    default:
      return { path: '/admin', newWindow: true };
  }
}

const GONE_TEXT = '原内容已被删除';

/** "我的消息": unread first, click to read and go, delete with confirmation, load more up to the total. */
export function NotifyDrawer({ userId }: { userId: number }) {
  const open = useNotifyStore((s) => s.open);
  const hide = useNotifyStore((s) => s.hide);
  const navigate = useNavigate();
  const [list, setList] = useState<NotifyItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const page = useRef(1);
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const { confirm, element: confirmElement } = useConfirm();

  const load = useCallback(
    async (current: number) => {
      setLoading(true);
      try {
        const res = await notifyApi.list(userId, current, NOTIFY_PAGE_SIZE);
        if (isOk(res) && res.result) {
          const items = res.result.list;
          setList((prev) => (current === 1 ? items : [...prev, ...items.filter((n) => !prev.some((p) => p.id === n.id))]));
          setTotal(res.result.total);
          page.current = current;
          if (current === 1) useNotifyStore.getState().setUnread(items.filter((n) => n.isView === NOTIFY_UNREAD).length);
        }
      } catch {
        // the API client already showed why
      } finally {
        setLoading(false);
      }
    },
    [userId],
  );

  useEffect(() => {
    if (open) void load(1);
  }, [open, load]);

  // focus moves to the drawer and stays there (its delete confirm is a layer above it); Escape and 关闭 hand it
  // back to the bell that opened it, or the header's bell when that one was in the phone menu, which has closed
  useLayer(panelRef, { open, onClose: hide, modal: true, returnFocus: '.notify-bell' });

  const choose = async (item: NotifyItem) => {
    if (item.isView === NOTIFY_UNREAD) await notifyApi.markRead(item.id).catch(() => null);
    // nothing to open: the drawer stays, the notice now read
    if (item.gone) {
      toast.warning(GONE_TEXT);
      await load(1);
      return;
    }
    const target = targetOf(item);
    if (target.newWindow) window.open(target.path, '_blank', 'noopener');
    else navigate(target.path);
    await load(1);
    hide();
  };

  const unread = list.some((n) => n.isView === NOTIFY_UNREAD);
  const readAll = async () => {
    // up to the newest notice shown: one that arrives meanwhile stays unread
    const upTo = Math.max(...list.map((n) => n.id));
    const res = await notifyApi.readAll(upTo).catch(() => null);
    if (!res) return;
    if (!isOk(res)) return void toast.error(res.message, '错误提示');
    await load(1);
  };

  const remove = async (item: NotifyItem) => {
    if (!(await confirm('确定删除吗?'))) return;
    const res = await notifyApi.remove(item.id).catch(() => null);
    if (!res) return;
    if (!isOk(res)) return void toast.error(res.message, '错误提示');
    toast.success('删除成功');
    await load(1);
    void refreshUnread(userId);
  };

  return (
    <div className={`notify-drawer${open ? ' notify-drawer--open' : ''}`} aria-hidden={!open} inert={!open}>
      <div className="notify-drawer__backdrop" onClick={hide} />
      <aside ref={panelRef} className="notify-drawer__panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="notify-drawer__head">
          <h2 id={titleId}>我的消息</h2>
          <button type="button" className="notify-drawer__read-all" onClick={() => void readAll()} disabled={!unread}>
            全部已读
          </button>
          <button type="button" className="icon-btn" onClick={hide} aria-label="关闭">
            <CloseIcon />
          </button>
        </header>
        <div className="notify-drawer__body">
          {list.length === 0 && !loading ? <p className="notify-drawer__empty">暂时还没有消息哦～</p> : null}
          <ul className="notify-drawer__list">
            {list.map((item) => (
              <NotifyEntry key={item.id} item={item} when={relativeTime(item.createdAt)} onChoose={choose} onDelete={remove} />
            ))}
          </ul>
          {list.length > 0 ? (
            <div className="notify-drawer__foot">
              {loading ? (
                <span>加载中…</span>
              ) : list.length < total ? (
                <button type="button" className="btn btn--ghost" onClick={() => void load(page.current + 1)}>
                  加载更多
                </button>
              ) : (
                <span>已经到底啦</span>
              )}
            </div>
          ) : null}
        </div>
      </aside>
      {confirmElement}
    </div>
  );
}
