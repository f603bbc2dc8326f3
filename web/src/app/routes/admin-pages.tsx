import { lazy, type ComponentType } from 'react';
import { Route, Routes } from '@/lib/router';
import { AdminGate } from '@/features/admin/components/admin-gate';

/**
 * The console's pages: route modules of features/admin/pages exporting
 * `Component`, like the site's. They load inside the console's chunk, so
 * their table stays out of the blog's first load.
 */
const page = (load: () => Promise<{ Component: ComponentType }>) => lazy(() => load().then((m) => ({ default: m.Component })));

const Dashboard = page(() => import('@/features/admin/pages/dashboard-page'));
const Articles = page(() => import('@/features/admin/pages/articles-page'));
const Editor = page(() => import('@/features/admin/pages/article-editor-page'));
const Taxonomy = page(() => import('@/features/admin/pages/taxonomy-page'));
const Talks = page(() => import('@/features/admin/pages/talks-page'));
const Albums = page(() => import('@/features/admin/pages/albums-page'));
const Links = page(() => import('@/features/admin/pages/links-page'));
const Moderation = page(() => import('@/features/admin/pages/moderation-page'));
const Users = page(() => import('@/features/admin/pages/users-page'));
const Music = page(() => import('@/features/admin/pages/music-page'));
const Resources = page(() => import('@/features/admin/pages/resources-page'));
const Settings = page(() => import('@/features/admin/pages/settings-page'));
const Security = page(() => import('@/features/admin/pages/security-page'));
const Data = page(() => import('@/features/admin/pages/data-page'));
const Push = page(() => import('@/features/admin/pages/push-page'));

export function AdminPages() {
  return (
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
      <Route path="security" element={<Security />} />
      <Route path="push" element={<Push />} />
      <Route path="data" element={<Data />} />
      <Route path="*" element={<AdminGate title="404" text="后台没有这个页面。" />} />
    </Routes>
  );
}
