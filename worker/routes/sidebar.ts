import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ok } from '../http/envelope';
import { sidebarWidgets } from '../services/sidebar-widgets';

/** Ours: the home sidebar's widgets in one cached answer (contract/sidebar.ts). */
export const sidebarRoutes = new Hono<AppEnv>().get('/widgets', async (c) => ok(c, await sidebarWidgets(c.env.DB), '获取侧边栏成功'));
