/**
 * The owner's console API: contract §7 paths beside the public ones (each
 * route checks role 1 itself, since the prefixes are shared) and our own
 * endpoints under /admin (guarded as a whole).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { adminArticleRoutes } from './article';
import { adminChallengeRoutes } from './challenge';
import { adminConsoleRoutes } from './console';
import { adminListenRoutes } from './listen';
import { adminPushRoutes } from './push';
import { adminSecurityRoutes } from './security';
import { adminDataRoutes } from './data';
import { adminAlbumRoutes, adminCategoryRoutes, adminPhotoRoutes, adminTagRoutes, adminTalkRoutes } from './content';
import { adminCommentRoutes, adminConfigRoutes, adminLinksRoutes, adminMessageRoutes, adminPageHeaderRoutes, adminUserRoutes } from './site';

export const adminRoutes = new Hono<AppEnv>()
  .route('/article', adminArticleRoutes)
  .route('/category', adminCategoryRoutes)
  .route('/tag', adminTagRoutes)
  .route('/talk', adminTalkRoutes)
  .route('/photoAlbum', adminAlbumRoutes)
  .route('/photo', adminPhotoRoutes)
  .route('/links', adminLinksRoutes)
  .route('/message', adminMessageRoutes)
  .route('/comment', adminCommentRoutes)
  .route('/config', adminConfigRoutes)
  .route('/pageHeader', adminPageHeaderRoutes)
  .route('/user', adminUserRoutes)
  .route('/admin/challenge', adminChallengeRoutes)
  .route('/admin/security', adminSecurityRoutes)
  .route('/admin/listen', adminListenRoutes)
  .route('/admin/push', adminPushRoutes)
  .route('/admin', adminConsoleRoutes)
  .route('/admin/data', adminDataRoutes);
