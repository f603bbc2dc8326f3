/**
 * 评论与留言 › 待审核: what the owner's rules and hold policy kept back (issue 29), every kind in one
 * list: comments and replies (with the page they are on), board notes, friend-link applications and
 * chat messages, each with why it was held. Approve publishes (its notices go out then), reject
 * deletes, and 拒绝并禁用 also disables the author's account; one by one or ticked in bulk.
 */
import { COMMENT_TARGET_STATE } from '@contract/admin-comments';
import { COMMENT_TYPE } from '@contract/target-types';
import { HELD_KINDS, HELD_KIND_NAMES, type HeldItem, type HeldKind, type HeldList } from '@contract/write-rules';
import { useQuery } from '@/lib/query';
import { useState } from 'react';
import { UserText } from '@/components/user-text/user-text';
import { commentPagePath } from '@/lib/comment-link';
import { toPlainText } from '@/lib/rich-text';
import { adminApi } from '../api/admin-api';
import { useAdminAction } from '../hooks/use-admin-query';
import { useSelection } from '../hooks/use-selection';
import { confirmAction } from './confirm-host';
import { Badge, Empty } from './ui';
import './held-queue.css';

type Key = `${HeldKind}:${number}`;
const keyOf = (item: Pick<HeldItem, 'kind' | 'id'>): Key => `${item.kind}:${item.id}`;
const itemOf = (key: Key) => {
  const [kind, id] = key.split(':') as [HeldKind, string];
  return { kind, id: Number(id) };
};

const HELD_QUERY = ['admin', 'held'] as const;
const EMPTY: HeldList = { list: [], counts: { comment: 0, note: 0, link: 0, chat: 0 } };

/** How many items wait, for the tab's badge (the same query the list reads). */
export function useHeldCount() {
  const all = useQuery({ queryKey: [...HELD_QUERY, 'all'], queryFn: () => adminApi.post<HeldList>('/api/admin/security/held/list', {}) });
  const counts = all.data?.counts ?? EMPTY.counts;
  return HELD_KINDS.reduce((n, k) => n + counts[k], 0);
}

const TARGET_KIND: Record<number, string> = { [COMMENT_TYPE.article]: '文章', [COMMENT_TYPE.talk]: '说说', [COMMENT_TYPE.message]: '留言' };

/** Where the item is: a comment's page (opened at the comment, which the owner can see), or the place a note, link or chat message goes. */
function Place({ item }: { item: HeldItem }) {
  if (item.kind === 'comment' && item.target) {
    const { type, for_id, title, state } = item.target;
    const kind = TARGET_KIND[type] ?? '其他';
    if (state === COMMENT_TARGET_STATE.gone || title === null) {
      return (
        <span className="adm-target">
          <Badge tone="neutral">{kind}</Badge>
          <Badge tone="danger">已删除</Badge>
        </span>
      );
    }
    const name = type === COMMENT_TYPE.article ? title : toPlainText(title).trim() || '（图片或表情）';
    const path = state === COMMENT_TARGET_STATE.public ? commentPagePath(type, for_id, item.id) : null;
    return (
      <span className="adm-target">
        <Badge tone="neutral">{kind}</Badge>
        {path ? (
          <a className="adm-target__link" href={path} target="_blank" rel="noopener" title={`在前台打开这条评论：${name}`}>
            {name}
          </a>
        ) : (
          <span className="adm-target__title">{name}</span>
        )}
      </span>
    );
  }
  const where: Record<HeldKind, [string, string | null]> = {
    comment: ['评论', null],
    note: ['留言板', `/message/detail?id=${item.id}`],
    link: ['友链申请', null],
    chat: ['聊天室', '/message/chat'],
  };
  const [label, path] = where[item.kind];
  return (
    <span className="adm-target">
      <Badge tone="neutral">{HELD_KIND_NAMES[item.kind]}</Badge>
      {path ? (
        <a className="adm-target__link" href={path} target="_blank" rel="noopener">
          {label}
        </a>
      ) : (
        <span className="adm-target__title">{label}</span>
      )}
    </span>
  );
}

function Content({ item }: { item: HeldItem }) {
  if (item.kind === 'link' && item.site) {
    // the applicant's address is shown as text: a held application is exactly the one not to click
    return (
      <div className="adm-held__site">
        <strong>{item.site.name}</strong>
        <code className="adm-held__url">{item.site.url}</code>
        <span className="adm-muted">{item.content}</span>
      </div>
    );
  }
  if (item.content_type === 'image') return <img className="adm-held__image" src={item.content} alt="聊天图片" loading="lazy" />;
  return <UserText text={item.content} className="adm-comment-text" />;
}

export function HeldQueue() {
  const [kind, setKind] = useState<HeldKind | 'all'>('all');
  const list = useQuery({
    queryKey: [...HELD_QUERY, kind],
    queryFn: () => adminApi.post<HeldList>('/api/admin/security/held/list', kind === 'all' ? {} : { kind }),
  });
  const data = list.data ?? EMPTY;
  const total = HELD_KINDS.reduce((n, k) => n + data.counts[k], 0);
  const sel = useSelection<Key>();
  const { run, busy } = useAdminAction();
  const shown = data.list.map(keyOf);
  const picked = sel.ids.filter((k) => shown.includes(k));
  const allPicked = shown.length > 0 && shown.every((k) => sel.ids.includes(k));

  const approve = (keys: Key[]) =>
    run(() => adminApi.post<number>('/api/admin/security/held/approve', { items: keys.map(itemOf) }), (n) => `已通过 ${n} 条，现在所有人都能看到`).then(sel.clear);
  const reject = async (keys: Key[], disable: boolean) => {
    const ask = disable
      ? `拒绝并删除选中的 ${keys.length} 条内容，同时禁用作者的账号？被禁用的账号不能再登录（管理员账号不受影响），可在“用户”页重新启用。`
      : `拒绝并删除选中的 ${keys.length} 条内容？作者不会收到通知。`;
    if (!(await confirmAction(ask))) return;
    await run(
      () => adminApi.post<{ rejected: number; disabled: number }>('/api/admin/security/held/reject', { items: keys.map(itemOf), disable }),
      (r) => (r.disabled ? `已拒绝 ${r.rejected} 条，禁用 ${r.disabled} 个账号` : `已拒绝 ${r.rejected} 条`),
    );
    sel.clear();
  };

  return (
    <>
      <p className="adm-held__intro">
        这里是按<a href="/admin/security">安全</a>页的规则和审核策略先拦下的内容：只有作者本人（标着“审核中”）和你能看到，不计入任何数量，也不会发出通知。通过后立即公开并通知相关的人；拒绝会删除它，作者不会收到通知。
      </p>
      <div className="adm-toolbar adm-held__toolbar">
        <div className="adm-chips adm-held__kinds" role="group" aria-label="按类型筛选">
          {(['all', ...HELD_KINDS] as const).map((k) => (
            <button key={k} type="button" className={`adm-chip adm-chip--btn${kind === k ? ' is-on' : ''}`} aria-pressed={kind === k} onClick={() => setKind(k)}>
              {k === 'all' ? '全部' : HELD_KIND_NAMES[k]} {k === 'all' ? total : data.counts[k]}
            </button>
          ))}
        </div>
        <span className="adm-toolbar__spacer" />
        <label className="adm-check adm-held__all">
          <input type="checkbox" checked={allPicked} disabled={!shown.length} onChange={() => sel.toggleAll(shown)} />
          全选
        </label>
        <div className="adm-held__bulk">
          <button type="button" className="adm-btn adm-btn--primary" disabled={!picked.length || busy} onClick={() => void approve(picked)}>
            通过（{picked.length}）
          </button>
          <button type="button" className="adm-btn adm-btn--ghost" disabled={!picked.length || busy} onClick={() => void reject(picked, false)}>
            拒绝（{picked.length}）
          </button>
          <button type="button" className="adm-btn adm-btn--danger" disabled={!picked.length || busy} onClick={() => void reject(picked, true)}>
            拒绝并禁用（{picked.length}）
          </button>
        </div>
      </div>
      <div className="adm-table-wrap">
        <table className="adm-table adm-comments adm-held">
          <thead>
            <tr>
              <th aria-label="选择" />
              <th>作者</th>
              <th>内容</th>
              <th>位置</th>
              <th>原因</th>
              <th>时间</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((item) => {
              const key = keyOf(item);
              return (
                <tr key={key}>
                  <td>
                    <input type="checkbox" aria-label={`选择这条${HELD_KIND_NAMES[item.kind]}`} checked={sel.ids.includes(key)} onChange={() => sel.toggle(key)} />
                  </td>
                  <td data-label="作者">
                    <strong>{item.author_name || '游客'}</strong>
                    {item.author_id === null ? <div className="adm-muted">未登录</div> : null}
                  </td>
                  <td data-label="内容">
                    <Content item={item} />
                  </td>
                  <td data-label="位置">
                    <Place item={item} />
                  </td>
                  <td data-label="原因">
                    <Badge tone="warn">{item.reason || '审核'}</Badge>
                  </td>
                  <td data-label="时间" className="adm-nowrap">
                    {item.createdAt}
                  </td>
                  <td data-label="操作" className="adm-actions">
                    <button type="button" className="adm-btn adm-btn--text" disabled={busy} onClick={() => void approve([key])}>
                      通过
                    </button>
                    <button type="button" className="adm-btn adm-btn--text adm-danger" disabled={busy} onClick={() => void reject([key], false)}>
                      拒绝
                    </button>
                    {item.author_id !== null ? (
                      <button type="button" className="adm-btn adm-btn--text adm-danger" disabled={busy} onClick={() => void reject([key], true)}>
                        拒绝并禁用
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {data.list.length === 0 && !list.isLoading ? <Empty text={list.isError ? '待审核内容加载失败，请稍后再试' : '没有待审核的内容'} /> : null}
      </div>
      {total > data.list.length && kind === 'all' ? <p className="adm-muted adm-held__more">每类最多列出最新的 100 条；处理后会显示更早的。</p> : null}
    </>
  );
}
