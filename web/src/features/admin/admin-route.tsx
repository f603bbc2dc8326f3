/**
 * /admin/*: the owner's console, a lazy chunk the blog never loads on its
 * own. Without a role-1 session it shows a login prompt or a 403 page; the
 * server checks role 1 on every call regardless.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { Toaster } from '@/components/toast/toaster';
import { LazyLoginDialog } from '@/app/layout/lazy-login-dialog';
import { selectIsLoggedIn, useSession } from '@/lib/session-store';
import { AdminShell } from './components/admin-shell';
import './admin.css';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

const Dashboard = page(() => import('./pages/dashboard-page'), 'DashboardPage');
const Articles = page(() => import('./pages/articles-page'), 'ArticlesPage');
const Editor = page(() => import('./pages/article-editor-page'), 'ArticleEditorPage');
const Taxonomy = page(() => import('./pages/taxonomy-page'), 'TaxonomyPage');
const Talks = page(() => import('./pages/talks-page'), 'TalksPage');
const Albums = page(() => import('./pages/albums-page'), 'AlbumsPage');
const Links = page(() => import('./pages/links-page'), 'LinksPage');
const Moderation = page(() => import('./pages/moderation-page'), 'ModerationPage');
const Users = page(() => import('./pages/users-page'), 'UsersPage');
const Music = page(() => import('./pages/music-page'), 'MusicPage');
const Resources = page(() => import('./pages/resources-page'), 'ResourcesPage');
const Settings = page(() => import('./pages/settings-page'), 'SettingsPage');

function Gate({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <div className="adm-gate">
      <div className="adm-gate__card">
        <div className="adm-gate__code">{title}</div>
        <p>{text}</p>
        <div className="adm-gate__actions">
          {action}
          <a className="adm-btn adm-btn--ghost" href="/home">
            返回博客
          </a>
        </div>
      </div>
    </div>
  );
}

export function AdminRoute() {
  const loggedIn = useSession(selectIsLoggedIn);
  const role = useSession((s) => s.userInfo?.role);
  const openLogin = useSession((s) => s.openLogin);

  let body: React.ReactNode;
  if (!loggedIn) {
    body = (
      <Gate
        title="管理后台"
        text="请使用管理员账号登录后进入后台。"
        action={
          <button type="button" className="adm-btn adm-btn--primary" onClick={openLogin}>
            登录
          </button>
        }
      />
    );
  } else if (role !== 1) {
    body = <Gate title="403" text="普通用户仅限查看，后台只对管理员开放。" />;
  } else {
    body = (
      <AdminShell>
        <ErrorBoundary region="后台页面">
          <Suspense fallback={<div className="adm-loading">加载中…</div>}>
            <Routes>
              <Route index element={<Dashboard />} />
              <Route path="articles" element={<Articles />} />
              <Route path="articles/new" element={<Editor />} />
              <Route path="articles/:id" element={<Editor />} />
              <Route path="taxonomy" element={<Taxonomy />} />
              <Route path="talks" element={<Talks />} />
              <Route path="albums" element={<Albums />} />
              <Route path="links" element={<Links />} />
              <Route path="moderation" element={<Moderation />} />
              <Route path="users" element={<Users />} />
              <Route path="music" element={<Music />} />
              <Route path="resources" element={<Resources />} />
              <Route path="settings" element={<Settings />} />
              <Route path="*" element={<Gate title="404" text="后台没有这个页面。" />} />
            </Routes>
          </Suspense>
        </ErrorBoundary>
      </AdminShell>
    );
  }
  return (
    <>
      {body}
      <LazyLoginDialog />
      <Toaster />
    </>
  );
}

export { AdminRoute as Component };
