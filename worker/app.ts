import { externalImageRoutes, oldUploadRoutes } from './routes/external-image';
import { Hono } from 'hono';
import type { AppEnv } from './env';
import { identify } from './http/auth';
import { ok } from './http/envelope';
import { withDb } from './db/client';
import { EDGE_CACHED_PATHS, bumpContentVersion, edgeCache } from './http/edge-cache';
import { onError, onNotFound } from './http/on-error';
import { globalRateLimit } from './http/rate-limit';
import { securityHeaders } from './http/security-headers';
import { serverTiming } from './http/server-timing';
import { selfMigrate } from './http/self-migrate';
import { articleRoutes } from './routes/article';
import { challengeRoutes } from './routes/challenge';
import { chatRoutes, chatSocket } from './routes/chat';
import { presenceSocket } from './routes/presence';
import { feedRoutes } from './routes/feeds';
import { manifestRoutes } from './routes/manifest';
import { imageRoutes } from './routes/images';
import { pageRoutes } from './routes/pages';
import { categoryRoutes, tagRoutes } from './routes/taxonomy';
import { configRoutes, pageHeaderRoutes, statisticRoutes } from './routes/site';
import { uploadRoutes } from './routes/upload';
import { linksRoutes } from './routes/links';
import { linksApplyRoutes } from './routes/links-apply';
import { commentRoutes } from './routes/comment';
import { likeRoutes } from './routes/like';
import { messageRoutes } from './routes/message';
import { notifyRoutes } from './routes/notify';
import { pushRoutes } from './routes/push';
import { photoAlbumRoutes, photoRoutes } from './routes/gallery';
import { resourceRoutes } from './routes/resource';
import { sidebarRoutes } from './routes/sidebar';
import { setupRoutes } from './routes/setup';
import { talkRoutes } from './routes/talk';
import { userRoutes } from './routes/user';
import { wapiRoutes } from './routes/wapi';
import { adminRoutes } from './routes/admin';
import { passkeyAdminRoutes, passkeyRoutes } from './routes/passkey';

/** The route table. Each domain lives in its own file under routes/. */
const api = new Hono<AppEnv>().use(globalRateLimit, withDb, identify, bumpContentVersion);
for (const path of EDGE_CACHED_PATHS) api.use(path, edgeCache);
// one chain, so AppType carries every route's input and output (typed calls in tests/worker)
const apiRoutes = api
  .get('/health', (c) => ok(c, { ok: true }, 'ok'))
  .route('/user', userRoutes)
  .route('/article', articleRoutes)
  .route('/category', categoryRoutes)
  .route('/tag', tagRoutes)
  .route('/config', configRoutes)
  .route('/pageHeader', pageHeaderRoutes)
  .route('/statistic', statisticRoutes)
  .route('/upload', uploadRoutes)
  .route('/image', externalImageRoutes)
  .route('/chat', chatRoutes)
  .route('/challenge', challengeRoutes)
  .route('/talk', talkRoutes)
  .route('/photoAlbum', photoAlbumRoutes)
  .route('/photo', photoRoutes)
  .route('/links', linksRoutes)
  .route('/links', linksApplyRoutes)
  .route('/comment', commentRoutes)
  .route('/like', likeRoutes)
  .route('/message', messageRoutes)
  .route('/notify', notifyRoutes)
  .route('/push', pushRoutes)
  .route('/resource', resourceRoutes)
  .route('/sidebar', sidebarRoutes)
  .route('/setup', setupRoutes)
  .route('/passkey', passkeyRoutes)
  .route('/admin/security/passkey', passkeyAdminRoutes)
  .route('/', adminRoutes)
  // an unknown /api path must never fall through to the page handler below
  .all('*', onNotFound);

export const app = new Hono<AppEnv>({ strict: false })
  .use(securityHeaders)
  // the first request after a deploy brings the database up to date (nothing after that)
  .use(selfMigrate)
  // every request's D1 session (replicas, bookmarks) and Server-Timing; after the migration check, which reads the primary
  .use(serverTiming)
  .get('/ws', chatSocket)
  .get('/ws/presence', presenceSocket)
  .route('/api', apiRoutes)
  .route('/img', imageRoutes)
  .route('/blog-images', oldUploadRoutes)
  .route('/wapi', wapiRoutes)
  .route('/', feedRoutes)
  .route('/', manifestRoutes)
  .route('/', pageRoutes);

app.onError(onError);
app.notFound(onNotFound);
api.notFound(onNotFound);

export type AppType = typeof app;

/** The cron trigger's work (worker/index.ts): scheduled articles whose time came are announced by push. */
export { announceFromCron } from './services/push/new-posts';
