import { useState } from 'react';
import { firstChars } from '@contract/clip';
import { RESOURCE_KINDS, type ResourceItem } from '@contract/resource';
import { adminApi } from '../api/admin-api';
import { Empty, Field, Modal, PageHead, Pager } from '../components/ui';
import { useAdminAction, usePagedList } from '../hooks/use-admin-query';
import { confirmAction } from '../components/confirm-host';

const KIND_NAMES: Record<string, string> = { front: '前端资源', back: '后端资源', site: '网站导航' };
type Draft = Omit<ResourceItem, 'id' | 'sort'> & { id?: number; sort: number; group_sort: number };

function ResourcesPage() {
  const list = usePagedList<ResourceItem & { group_sort: number }, { kind?: string }>('resources', '/api/admin/resource/list', { kind: 'front' }, 20);
  const { run, busy } = useAdminAction();
  const [draft, setDraft] = useState<Draft | null>(null);
  const kind = (list.filters.kind ?? 'front') as Draft['kind'];

  const save = async () => {
    if (draft && (await run(() => adminApi.post('/api/admin/resource/save', draft), '已保存'))) setDraft(null);
  };
  const field = (key: keyof Draft, label: string, hint?: string) => (
    <Field label={label} hint={hint}>{(id) => <input id={id} className="adm-input" value={String(draft?.[key] ?? '')} onChange={(e) => draft && setDraft({ ...draft, [key]: typeof draft[key] === 'number' ? Number(e.target.value.replace(/\D/g, '')) : e.target.value })} />}</Field>
  );

  return (
    <>
      <PageHead title="资源导航" sub="前端资源、后端资源与网站导航页面的条目" actions={<button type="button" className="adm-btn adm-btn--primary" onClick={() => setDraft({ kind, group_name: '', group_sort: 0, name: '', description: '', url: '', icon: '', sort: 0 })}>新增条目</button>} />
      <div className="adm-tabs" role="tablist">
        {RESOURCE_KINDS.map((k) => <button key={k} type="button" role="tab" className="adm-tab" aria-selected={kind === k} onClick={() => list.setFilters({ kind: k })}>{KIND_NAMES[k]}</button>)}
      </div>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead><tr><th>图标</th><th>名称</th><th>分组</th><th>网址</th><th>排序</th><th>操作</th></tr></thead>
          <tbody>
            {list.page.list.map((r) => (
              <tr key={r.id}>
                <td data-label="图标">{r.icon.startsWith('/') ? <img className="adm-thumb adm-thumb--sm" src={r.icon} alt="" /> : <span className="adm-mark">{r.icon || firstChars(r.name, 1)}</span>}</td>
                <td data-label="名称"><strong>{r.name}</strong><div className="adm-muted">{r.description}</div></td>
                <td data-label="分组">{r.group_name}</td>
                <td data-label="网址" className="adm-break">{r.url}</td>
                <td data-label="排序">{r.sort}</td>
                <td data-label="操作" className="adm-actions">
                  <button type="button" className="adm-btn adm-btn--text" onClick={() => setDraft({ ...r })}>编辑</button>
                  <button type="button" className="adm-btn adm-btn--text adm-danger" onClick={async () => {
                    if (await confirmAction(`删除「${r.name}」？`)) await run(() => adminApi.post('/api/admin/resource/delete', { idList: [r.id] }), '已删除');
                  }}>删除</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.page.list.length === 0 && !list.isLoading ? <Empty /> : null}
      </div>
      <Pager current={list.current} size={list.size} total={list.page.total} onChange={list.setCurrent} />
      <Modal title={draft?.id ? '编辑条目' : '新增条目'} open={draft !== null} onClose={() => setDraft(null)} footer={<button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void save()}>保存</button>}>
        {draft ? (
          <div className="adm-form">
            {field('name', '名称')}
            {field('url', '网址', '以 http:// 或 https:// 开头')}
            {field('description', '描述')}
            {field('group_name', '分组')}
            {field('icon', '图标', '本站图片地址，或不超过4个字符的文字')}
            {field('sort', '排序（越小越靠前）')}
          </div>
        ) : null}
      </Modal>
    </>
  );
}

export { ResourcesPage as Component };
