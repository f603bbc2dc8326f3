/** One banner image per page route (blog_header), added, replaced or removed. */
import { useQuery } from '@/lib/query';
import { routeMeta } from '@contract/page-routes';
import { adminApi } from '../api/admin-api';
import { useAdminAction } from '../hooks/use-admin-query';
import { confirmAction } from './confirm-host';
import { ImageUpload } from './image-upload';

interface Header { id: number; route_name: string; bg_url: string }

export function PageHeadersCard() {
  const headers = useQuery({ queryKey: ['admin', 'pageHeaders'], queryFn: () => adminApi.get<Header[]>('/api/pageHeader/getAll') });
  const { run } = useAdminAction();
  const byRoute = new Map((headers.data ?? []).map((h) => [h.route_name, h]));
  return (
    <section className="adm-card">
      <h2 className="adm-card__title">页面背景图</h2>
      <div className="adm-header-grid">
        {Object.values(routeMeta).map((r) => {
          const h = byRoute.get(r.name);
          return (
            <div key={r.name} className="adm-header-item">
              <strong>{r.title}</strong>
              <ImageUpload
                value={h?.bg_url ?? ''}
                label={h ? '更换' : '上传'}
                onChange={(url) => {
                  if (url) void run(() => adminApi.post('/api/pageHeader/addOrUpdate', { id: h?.id, route_name: r.name, bg_url: url }), `「${r.title}」背景图已保存`);
                  else if (h) void confirmAction(`删除「${r.title}」的背景图？`).then((ok) => ok && run(() => adminApi.post('/api/pageHeader/delete', { id: h.id }), '已删除'));
                }}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
