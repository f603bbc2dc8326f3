import { useState } from 'react';
import { adminApi } from '../api/admin-api';
import { ImageUpload } from '../components/image-upload';
import { Badge, Empty, Field, Modal, PageHead, Pager, Thumb } from '../components/ui';
import { useAdminAction, usePagedList } from '../hooks/use-admin-query';
import { confirmAction } from '../components/confirm-host';

interface LinkRow {
  id: number;
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
  status: number;
  /** issue 29: 1 when the owner's rules held the application (it waits in the hold queue too) */
  held?: number;
  held_reason?: string;
  createdAt: string;
}
type Draft = Omit<LinkRow, 'createdAt' | 'id'> & { id?: number };
const BLANK: Draft = { site_name: '', site_desc: '', site_avatar: '', url: '', status: 2 };

function LinksPage() {
  const list = usePagedList<LinkRow, { status?: number }>('links', '/api/admin/links/list', {});
  const { run, busy } = useAdminAction();
  const [selected, setSelected] = useState<number[]>([]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const approve = (ids: number[]) => run(() => adminApi.put('/api/links/approve', { idList: ids }), '审核通过，已通知申请人').then(() => setSelected([]));
  const remove = async (ids: number[]) => {
    if (!(await confirmAction(`删除选中的 ${ids.length} 个友链？`))) return;
    await run(() => adminApi.put('/api/links/delete', { idList: ids }), '已删除');
    setSelected([]);
  };
  const save = async () => {
    if (!draft) return;
    if (await run(() => adminApi.post('/api/links/backUpdate', draft), '友链已保存')) setDraft(null);
  };

  return (
    <>
      <PageHead title="友链" sub="审核申请、编辑与删除" actions={<button type="button" className="adm-btn adm-btn--primary" onClick={() => setDraft(BLANK)}>新增友链</button>} />
      <div className="adm-toolbar">
        <select className="adm-input adm-input--auto" aria-label="状态" value={list.filters.status ?? ''} onChange={(e) => list.setFilters(e.target.value ? { status: Number(e.target.value) } : {})}>
          <option value="">全部状态</option>
          <option value="1">待审核</option>
          <option value="2">已通过</option>
        </select>
        <span className="adm-toolbar__spacer" />
        <button type="button" className="adm-btn adm-btn--ghost" disabled={!selected.length || busy} onClick={() => void approve(selected)}>批量通过</button>
        <button type="button" className="adm-btn adm-btn--danger" disabled={!selected.length || busy} onClick={() => void remove(selected)}>批量删除</button>
      </div>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead>
            <tr><th aria-label="选择" /><th>头像</th><th>网站</th><th>地址</th><th>状态</th><th>申请时间</th><th>操作</th></tr>
          </thead>
          <tbody>
            {list.page.list.map((l) => (
              <tr key={l.id} data-link={l.site_name}>
                <td><input type="checkbox" aria-label={`选择 ${l.site_name}`} checked={selected.includes(l.id)} onChange={() => toggle(l.id)} /></td>
                <td data-label="头像"><Thumb src={l.site_avatar} /></td>
                <td data-label="网站"><strong>{l.site_name}</strong><div className="adm-muted">{l.site_desc}</div></td>
                <td data-label="地址" className="adm-break">{l.url}</td>
                <td data-label="状态">
                  {l.status === 1 ? <Badge tone="warn">待审核</Badge> : <Badge tone="ok">已通过</Badge>}
                  {/* kept back by the owner's rules: it is also in 评论与留言 › 待审核, with the reason */}
                  {l.held ? <div className="adm-muted" title={l.held_reason}>规则拦下：{l.held_reason || '待审核'}</div> : null}
                </td>
                <td data-label="申请时间" className="adm-nowrap">{l.createdAt}</td>
                <td data-label="操作" className="adm-actions">
                  {l.status === 1 ? <button type="button" className="adm-btn adm-btn--text" onClick={() => void approve([l.id])}>通过</button> : null}
                  <button type="button" className="adm-btn adm-btn--text" onClick={() => setDraft({ id: l.id, site_name: l.site_name, site_desc: l.site_desc, site_avatar: l.site_avatar, url: l.url, status: l.status })}>编辑</button>
                  <button type="button" className="adm-btn adm-btn--text adm-danger" onClick={() => void remove([l.id])}>删除</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.page.list.length === 0 && !list.isLoading ? <Empty /> : null}
      </div>
      <Pager current={list.current} size={list.size} total={list.page.total} onChange={list.setCurrent} />
      <Modal
        title={draft?.id ? '编辑友链' : '新增友链'}
        open={draft !== null}
        onClose={() => setDraft(null)}
        footer={<button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void save()}>保存</button>}
      >
        {draft ? (
          <div className="adm-form">
            <Field label="网站名称">{(id) => <input id={id} className="adm-input" value={draft.site_name} onChange={(e) => setDraft({ ...draft, site_name: e.target.value })} />}</Field>
            <Field label="网站描述">{(id) => <input id={id} className="adm-input" value={draft.site_desc} onChange={(e) => setDraft({ ...draft, site_desc: e.target.value })} />}</Field>
            <Field label="网站地址">{(id) => <input id={id} className="adm-input" value={draft.url} placeholder="https://" onChange={(e) => setDraft({ ...draft, url: e.target.value })} />}</Field>
            <Field label="网站头像">{(id) => <ImageUpload id={id} value={draft.site_avatar} onChange={(v) => setDraft({ ...draft, site_avatar: v })} />}</Field>
            <Field label="状态">
              {(id) => (
                <select id={id} className="adm-input" value={draft.status} onChange={(e) => setDraft({ ...draft, status: Number(e.target.value) })}>
                  <option value={1}>待审核</option>
                  <option value={2}>已通过</option>
                </select>
              )}
            </Field>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

export { LinksPage as Component };
