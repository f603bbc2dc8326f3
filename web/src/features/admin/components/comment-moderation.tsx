import { COMMENT_TARGET_STATE, type ConsoleComment } from '@contract/admin-comments';
import { useState } from 'react';
import { UserText } from '@/components/user-text/user-text';
import { adminApi } from '../api/admin-api';
import { useAdminAction, usePagedList } from '../hooks/use-admin-query';
import { useSelection } from '../hooks/use-selection';
import { CommentReplyDialog } from './comment-reply-dialog';
import { CommentTarget } from './comment-target';
import { confirmAction } from './confirm-host';
import { Badge, Empty, Pager } from './ui';
import '../moderation.css';

const NO_REPLY = '评论对象已删除或未公开，读者看不到回复';

/**
 * The console's comments: who wrote what on which page (linked at the comment), searchable,
 * deletable in bulk, and answerable. A reply is the newest comment, so after one the list goes
 * back to its first page, unfiltered, and marks it.
 */
export function CommentModeration() {
  const list = usePagedList<ConsoleComment, { content?: string }>('comments', '/api/admin/comment/list', {});
  const sel = useSelection();
  const { run } = useAdminAction();
  const [q, setQ] = useState('');
  const [replyTo, setReplyTo] = useState<ConsoleComment | null>(null);
  const [fresh, setFresh] = useState(0);
  const remove = async (ids: number[]) => {
    if (await confirmAction(`删除选中的 ${ids.length} 条评论？回复会一并删除。`)) await run(() => adminApi.post('/api/admin/comment/delete', { idList: ids }), '已删除').then(sel.clear);
  };
  const replied = (id: number) => {
    setReplyTo(null);
    setQ('');
    list.setFilters({});
    setFresh(id);
  };
  return (
    <>
      <div className="adm-toolbar">
        <form className="adm-search" onSubmit={(e) => (e.preventDefault(), list.setFilters(q.trim() ? { content: q.trim() } : {}))}>
          <input className="adm-input" placeholder="搜索评论内容" value={q} onChange={(e) => setQ(e.target.value)} aria-label="搜索评论内容" />
        </form>
        <span className="adm-toolbar__spacer" />
        <button type="button" className="adm-btn adm-btn--danger" disabled={!sel.ids.length} onClick={() => void remove(sel.ids)}>批量删除（{sel.ids.length}）</button>
      </div>
      <div className="adm-table-wrap">
        <table className="adm-table adm-comments">
          <thead><tr><th aria-label="选择" /><th>评论人</th><th>内容</th><th>评论对象</th><th>时间</th><th>操作</th></tr></thead>
          <tbody>
            {list.page.list.map((c) => {
              const open = c.target_state === COMMENT_TARGET_STATE.public;
              return (
                <tr key={c.id} className={c.id === fresh ? 'is-fresh' : undefined}>
                  <td><input type="checkbox" aria-label="选择评论" checked={sel.ids.includes(c.id)} onChange={() => sel.toggle(c.id)} /></td>
                  <td data-label="评论人">
                    <strong>{c.from_name || '访客'}</strong>
                    {c.to_name ? <div className="adm-muted">回复 {c.to_name}</div> : null}
                    {c.held ? <div title={c.held_reason}><Badge tone="warn">待审核</Badge></div> : null}
                  </td>
                  <td data-label="内容"><UserText text={c.content} className="adm-comment-text" /></td>
                  <td data-label="评论对象"><CommentTarget comment={c} /></td>
                  <td data-label="时间" className="adm-nowrap">{c.createdAt}</td>
                  <td data-label="操作" className="adm-actions">
                    <button type="button" className="adm-btn adm-btn--text" disabled={!open} title={open ? `回复 ${c.from_name || '访客'}` : NO_REPLY} onClick={() => setReplyTo(c)}>回复</button>
                    <button type="button" className="adm-btn adm-btn--text adm-danger" onClick={() => void remove([c.id])}>删除</button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {list.page.list.length === 0 && !list.isLoading ? <Empty text="没有评论" /> : null}
      </div>
      <Pager current={list.current} size={list.size} total={list.page.total} onChange={list.setCurrent} />
      <CommentReplyDialog comment={replyTo} onClose={() => setReplyTo(null)} onReplied={replied} />
    </>
  );
}
