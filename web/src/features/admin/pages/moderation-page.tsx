import { useState } from 'react';
import { useSearchParams } from '@/lib/router';
import { UserText } from '@/components/user-text/user-text';
import { adminApi } from '../api/admin-api';
import { Badge, Empty, PageHead, Pager } from '../components/ui';
import { useAdminAction, usePagedList } from '../hooks/use-admin-query';
import { useSelection } from '../hooks/use-selection';
import { CommentModeration } from '../components/comment-moderation';
import { HeldQueue, useHeldCount } from '../components/held-queue';
import { confirmAction } from '../components/confirm-host';

interface MessageRow { id: number; message: string; nick_name: string; tag: string; createdAt: string; held?: number; held_reason?: string }

function Messages() {
  const list = usePagedList<MessageRow, { keyword?: string }>('messages', '/api/admin/message/list', {});
  const sel = useSelection();
  const { run } = useAdminAction();
  const [q, setQ] = useState('');
  const remove = async (ids: number[]) => {
    if (await confirmAction(`删除选中的 ${ids.length} 条留言？`)) await run(() => adminApi.put('/api/message/backDelete', { idList: ids }), '已删除').then(sel.clear);
  };
  return (
    <>
      <div className="adm-toolbar">
        <form className="adm-search" onSubmit={(e) => (e.preventDefault(), list.setFilters(q.trim() ? { keyword: q.trim() } : {}))}>
          <input className="adm-input" placeholder="搜索留言或昵称" value={q} onChange={(e) => setQ(e.target.value)} aria-label="搜索留言" />
        </form>
        <span className="adm-toolbar__spacer" />
        <button type="button" className="adm-btn adm-btn--danger" disabled={!sel.ids.length} onClick={() => void remove(sel.ids)}>批量删除（{sel.ids.length}）</button>
      </div>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead><tr><th aria-label="选择" /><th>昵称</th><th>留言</th><th>标签</th><th>时间</th><th>操作</th></tr></thead>
          <tbody>
            {list.page.list.map((m) => (
              <tr key={m.id}>
                <td><input type="checkbox" aria-label="选择留言" checked={sel.ids.includes(m.id)} onChange={() => sel.toggle(m.id)} /></td>
                <td data-label="昵称">
                  <strong>{m.nick_name || '游客'}</strong>
                  {m.held ? <div title={m.held_reason}><Badge tone="warn">待审核</Badge></div> : null}
                </td>
                <td data-label="留言"><UserText text={m.message} className="adm-comment-text" /></td>
                <td data-label="标签">{m.tag ? <Badge tone="info">{m.tag}</Badge> : null}</td>
                <td data-label="时间" className="adm-nowrap">{m.createdAt}</td>
                <td data-label="操作"><button type="button" className="adm-btn adm-btn--text adm-danger" onClick={() => void remove([m.id])}>删除</button></td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.page.list.length === 0 && !list.isLoading ? <Empty text="没有留言" /> : null}
      </div>
      <Pager current={list.current} size={list.size} total={list.page.total} onChange={list.setCurrent} />
    </>
  );
}

type Tab = 'held' | 'comments' | 'messages';
const TABS: Tab[] = ['held', 'comments', 'messages'];

function ModerationPage() {
  // ?tab=held opens the hold queue (the 安全 page and the dashboard link there)
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'comments';
  const setTab = (next: Tab) => setParams(next === 'comments' ? {} : { tab: next }, { replace: true });
  const held = useHeldCount();
  return (
    <>
      <PageHead title="评论与留言" sub="审核、回复并清理评论与留言，支持批量操作" />
      <div className="adm-tabs" role="tablist">
        <button type="button" role="tab" className="adm-tab" aria-selected={tab === 'held'} onClick={() => setTab('held')}>
          待审核{held ? <span className="adm-tab__count">{held}</span> : null}
        </button>
        <button type="button" role="tab" className="adm-tab" aria-selected={tab === 'comments'} onClick={() => setTab('comments')}>评论</button>
        <button type="button" role="tab" className="adm-tab" aria-selected={tab === 'messages'} onClick={() => setTab('messages')}>留言板</button>
      </div>
      {tab === 'held' ? <HeldQueue /> : tab === 'comments' ? <CommentModeration /> : <Messages />}
    </>
  );
}

export { ModerationPage as Component };
