import { useState } from 'react';
import type { TaxonomyRow } from '@contract/admin-taxonomy';
import { adminApi } from '../api/admin-api';
import { Empty, Modal, PageHead, Pager, Field } from '../components/ui';
import { useAdminAction, usePagedList } from '../hooks/use-admin-query';
import { confirmAction } from '../components/confirm-host';

const KINDS = {
  category: { label: '分类', list: '/api/category/getCategoryList', field: 'category_name', add: '/api/category/add', update: '/api/category/update', del: '/api/category/delete', ids: 'categoryIdList' },
  tag: { label: '标签', list: '/api/tag/getTagList', field: 'tag_name', add: '/api/tag/add', update: '/api/tag/update', del: '/api/tag/delete', ids: 'tagIdList' },
} as const;

function TaxonomyTable({ kind }: { kind: keyof typeof KINDS }) {
  const k = KINDS[kind];
  const list = usePagedList<TaxonomyRow, Record<string, string>>(kind, k.list, {});
  const { run, busy } = useAdminAction();
  const [edit, setEdit] = useState<{ id?: number; name: string } | null>(null);
  const [error, setError] = useState('');
  const [q, setQ] = useState('');

  const save = async () => {
    if (!edit?.name.trim()) return setError(`请输入${k.label}名称`);
    const body = { [k.field]: edit.name.trim(), ...(edit.id ? { id: edit.id } : {}) };
    if (await run(() => (edit.id ? adminApi.put(k.update, body) : adminApi.post(k.add, body)), `${k.label}已保存`)) setEdit(null);
  };
  const remove = async (row: TaxonomyRow) => {
    if (await confirmAction(`删除${k.label}「${row.name}」？`)) await run(() => adminApi.post(k.del, { [k.ids]: [row.id] }), '已删除');
  };

  return (
    <section className="adm-card">
      <div className="adm-toolbar">
        <h2 className="adm-card__title">{k.label}</h2>
        <form className="adm-search" onSubmit={(e) => (e.preventDefault(), list.setFilters(q.trim() ? { [k.field]: q.trim() } : {}))}>
          <input className="adm-input" placeholder={`搜索${k.label}`} value={q} onChange={(e) => setQ(e.target.value)} aria-label={`搜索${k.label}`} />
        </form>
        <button type="button" className="adm-btn adm-btn--primary" onClick={() => (setError(''), setEdit({ name: '' }))}>新增{k.label}</button>
      </div>
      <table className="adm-table">
        <thead><tr><th>名称</th><th>文章数</th><th>创建时间</th><th>操作</th></tr></thead>
        <tbody>
          {list.page.list.map((r) => (
            <tr key={r.id}>
              <td data-label="名称"><strong>{r.name}</strong></td>
              <td data-label="文章数">{r.articleCount}</td>
              <td data-label="创建时间" className="adm-nowrap">{r.createdAt}</td>
              <td data-label="操作" className="adm-actions">
                <button type="button" className="adm-btn adm-btn--text" onClick={() => (setError(''), setEdit({ id: r.id, name: r.name }))}>编辑</button>
                <button type="button" className="adm-btn adm-btn--text adm-danger" onClick={() => void remove(r)}>删除</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.page.list.length === 0 && !list.isLoading ? <Empty /> : null}
      <Pager current={list.current} size={list.size} total={list.page.total} onChange={list.setCurrent} />
      <Modal title={edit?.id ? `编辑${k.label}` : `新增${k.label}`} open={edit !== null} onClose={() => setEdit(null)} footer={<button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void save()}>保存</button>}>
        {edit ? <Field label={`${k.label}名称`} error={error}>{(id) => <input id={id} className="adm-input" maxLength={55} value={edit.name} onChange={(e) => (setError(''), setEdit({ ...edit, name: e.target.value }))} />}</Field> : null}
      </Modal>
    </section>
  );
}

function TaxonomyPage() {
  return (
    <>
      <PageHead title="分类与标签" sub="文章也可以在编辑器里直接新建分类和标签" />
      <div className="adm-grid-2">
        <TaxonomyTable kind="category" />
        <TaxonomyTable kind="tag" />
      </div>
    </>
  );
}

export { TaxonomyPage as Component };
