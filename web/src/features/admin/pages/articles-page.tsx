import { useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import type { AdminArticleRow } from '@contract/admin-article';
import { adminApi } from '../api/admin-api';
import { Badge, Empty, PageHead, Pager, Thumb, Toolbar } from '../components/ui';
import { useAdminAction, usePagedList } from '../hooks/use-admin-query';
import { confirmAction } from '../components/confirm-host';

const TABS = [
  { key: 'all', label: '全部', filter: {} },
  { key: 'public', label: '公开', filter: { status: 1 } },
  { key: 'private', label: '草稿/私密', filter: { status: 2 } },
  { key: 'scheduled', label: '定时发布', filter: { scheduled: true } },
  { key: 'bin', label: '回收站', filter: { status: 3 } },
] as const;

const nowChina = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

function StatusBadge({ a }: { a: AdminArticleRow }) {
  if (a.status === 3) return <Badge tone="danger">回收站</Badge>;
  if (a.status === 2) return <Badge tone="neutral">草稿/私密</Badge>;
  if (a.publish_at && a.publish_at > nowChina()) return <Badge tone="warn">定时 {a.publish_at.slice(5, 16)}</Badge>;
  return <Badge tone="ok">已发布</Badge>;
}

function ArticlesPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('all');
  const [title, setTitle] = useState('');
  const list = usePagedList<AdminArticleRow, Record<string, unknown>>('articles', '/api/article/getArticleList', {});
  const { run } = useAdminAction();
  const choose = (key: typeof tab, text = title) => {
    setTab(key);
    list.setFilters({ ...TABS.find((t) => t.key === key)!.filter, ...(text.trim() ? { article_title: text.trim() } : {}) });
  };

  const remove = async (a: AdminArticleRow) => {
    const forGood = a.status === 3;
    if (!(await confirmAction(forGood ? `彻底删除「${a.article_title}」？此操作不可恢复。` : `把「${a.article_title}」移到回收站？`))) return;
    await run(() => adminApi.del(`/api/article/delete/${a.id}/${a.status}`), forGood ? '已彻底删除' : '已移到回收站');
  };

  return (
    <>
      <PageHead title="文章管理" sub="发布、定时、草稿与回收站" actions={<Link className="adm-btn adm-btn--primary" to="/admin/articles/new">写文章</Link>} />
      <div className="adm-tabs" role="tablist">
        {TABS.map((t) => (
          <button key={t.key} type="button" role="tab" aria-selected={tab === t.key} className="adm-tab" onClick={() => choose(t.key)}>
            {t.label}
          </button>
        ))}
      </div>
      <Toolbar>
        <form className="adm-search" onSubmit={(e) => (e.preventDefault(), choose(tab))}>
          <input className="adm-input" placeholder="按标题搜索" value={title} onChange={(e) => setTitle(e.target.value)} aria-label="按标题搜索" />
          <button className="adm-btn adm-btn--ghost">搜索</button>
        </form>
      </Toolbar>
      <div className="adm-table-wrap">
        <table className="adm-table">
          <thead>
            <tr>
              <th>封面</th>
              <th>标题</th>
              <th>分类 / 标签</th>
              <th>状态</th>
              <th>浏览</th>
              <th>发布时间</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {list.page.list.map((a) => (
              <tr key={a.id}>
                <td data-label="封面"><Thumb src={a.article_cover} /></td>
                <td data-label="标题" className="adm-table__title">
                  {a.is_top === 1 ? <Badge tone="info">置顶</Badge> : null} {a.article_title}
                </td>
                <td data-label="分类 / 标签">
                  <div>
                    <span className="adm-muted">{a.categoryName ?? '未分类'}</span>
                    <div className="adm-chips">{a.tagNameList.map((t) => <span key={t} className="adm-chip">{t}</span>)}</div>
                  </div>
                </td>
                <td data-label="状态"><StatusBadge a={a} /></td>
                <td data-label="浏览">{a.view_times}</td>
                <td data-label="发布时间" className="adm-nowrap">{a.createdAt}</td>
                <td data-label="操作" className="adm-actions">
                  {a.status === 3 ? (
                    <button type="button" className="adm-btn adm-btn--text" onClick={() => void run(() => adminApi.put(`/api/article/revert/${a.id}`), '已恢复')}>恢复</button>
                  ) : (
                    <>
                      <button type="button" className="adm-btn adm-btn--text" onClick={() => navigate(`/admin/articles/${a.id}`)}>编辑</button>
                      <button type="button" className="adm-btn adm-btn--text" onClick={() => void run(() => adminApi.put(`/api/article/isPublic/${a.id}/${a.status}`), a.status === 2 ? '已公开' : '已设为私密')}>
                        {a.status === 2 ? '公开' : '设为私密'}
                      </button>
                      <button type="button" className="adm-btn adm-btn--text" onClick={() => void run(() => adminApi.put(`/api/article/updateTop/${a.id}/${a.is_top === 1 ? 2 : 1}`), a.is_top === 1 ? '已取消置顶' : '已置顶')}>
                        {a.is_top === 1 ? '取消置顶' : '置顶'}
                      </button>
                    </>
                  )}
                  <button type="button" className="adm-btn adm-btn--text adm-danger" onClick={() => void remove(a)}>{a.status === 3 ? '彻底删除' : '删除'}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.page.list.length === 0 && !list.isLoading ? <Empty text="没有符合条件的文章" /> : null}
      </div>
      <Pager current={list.current} size={list.size} total={list.page.total} onChange={list.setCurrent} />
    </>
  );
}

export { ArticlesPage as Component };
