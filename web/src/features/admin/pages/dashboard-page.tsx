import { useQuery } from '@/lib/query';
import { Link } from '@/lib/router';
import type { DashboardData } from '@contract/admin-settings';
import { adminApi } from '../api/admin-api';
import { useHeldCount } from '../components/held-queue';
import { Empty, PageHead } from '../components/ui';
import { groupDigits } from '@/lib/format';

const TARGET = ['', '文章', '说说', '留言'];

function ViewsChart({ days }: { days: DashboardData['dailyViews'] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  return (
    <div className="adm-chart" role="img" aria-label={`近${days.length}天访问量`}>
      {days.map((d) => (
        <div key={d.day} className="adm-chart__col" title={`${d.day}：${d.count}`}>
          <span className="adm-chart__value">{d.count || ''}</span>
          <span className="adm-chart__bar" style={{ height: `${Math.max(2, (d.count / max) * 100)}%` }} />
          <span className="adm-chart__label">{d.day.slice(5)}</span>
        </div>
      ))}
    </div>
  );
}

function DashboardPage() {
  const { data } = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => adminApi.get<DashboardData>('/api/admin/dashboard') });
  const held = useHeldCount();
  if (!data) return <div className="adm-loading">加载中…</div>;
  const cards = [
    { label: '文章', value: data.counts.articles, to: '/admin/articles' },
    { label: '说说', value: data.counts.talks, to: '/admin/talks' },
    { label: '评论', value: data.counts.comments, to: '/admin/moderation' },
    { label: '留言', value: data.counts.messages, to: '/admin/moderation' },
    { label: '用户', value: data.counts.users, to: '/admin/users' },
    { label: '总访问量', value: data.viewTotal, to: '/admin' },
  ];
  return (
    <>
      <PageHead title="仪表盘" sub="博客的整体情况一览" actions={<Link className="adm-btn adm-btn--primary" to="/admin/articles/new">写文章</Link>} />
      {held > 0 ? (
        <Link className="adm-held-banner" to="/admin/moderation?tab=held">
          <span>
            有 <b>{held}</b> 条内容等待审核：现在只有作者本人和你能看到，也不计入下面的数字
          </span>
          <span className="adm-held-banner__go">去处理 →</span>
        </Link>
      ) : null}
      <section className="adm-stats">
        {cards.map((c) => (
          <Link key={c.label} to={c.to} className="adm-stat">
            <span className="adm-stat__label">{c.label}</span>
            <span className="adm-stat__value">{groupDigits(c.value)}</span>
          </Link>
        ))}
      </section>
      <section className="adm-card">
        <h2 className="adm-card__title">近 14 天访问量</h2>
        <ViewsChart days={data.dailyViews} />
      </section>
      <div className="adm-grid-2">
        <section className="adm-card">
          <h2 className="adm-card__title">最新评论</h2>
          {data.recentComments.length === 0 ? (
            <Empty text="还没有评论" />
          ) : (
            <ul className="adm-feed">
              {data.recentComments.map((c) => (
                <li key={c.id}>
                  <strong>{c.from_name || '访客'}</strong> 评论了{TARGET[c.type] ?? ''}：<span className="adm-feed__text">{c.content.replace(/<[^>]*>/g, '')}</span>
                  <time>{c.createdAt}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="adm-card">
          <h2 className="adm-card__title">
            待审核友链 <Link to="/admin/links">去审核 →</Link>
          </h2>
          {data.pendingLinks.length === 0 ? (
            <Empty text="没有待审核的友链" />
          ) : (
            <ul className="adm-feed">
              {data.pendingLinks.map((l) => (
                <li key={l.id}>
                  <strong>{l.site_name}</strong> <span className="adm-feed__text">{l.url}</span>
                  <time>{l.createdAt}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

export { DashboardPage as Component };
