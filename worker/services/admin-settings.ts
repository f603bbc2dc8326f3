/** Owner's console: the site settings row and the page headers. */
import { eq } from 'drizzle-orm';
import { settingsTexts, type ConfigInput } from '../../contract/admin-settings';
import { ErrorCode } from '../../contract/envelope';
import type { Db } from '../db/client';
import { config, pageHeaders } from '../db/schema';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';
import { consoleActor, releaseFile } from './stored-files';

/** Creates the single config row or updates it; images that were replaced are removed from R2. */
export async function saveConfig(db: Db, bucket: R2Bucket, input: ConfigInput) {
  const old = await db.select().from(config).orderBy(config.id).limit(1).get();
  if (!old) {
    await db.insert(config).values(input).run();
    return true;
  }
  await db.update(config).set({ ...input, updatedAt: chinaTime() }).where(eq(config.id, old.id)).run();
  const images = ['blog_avatar', 'avatar_bg', 'we_chat_group', 'qq_group', 'we_chat_pay', 'ali_pay'] as const;
  for (const key of images) if (old[key] && old[key] !== input[key]) await releaseFile(db.$client, bucket, old[key], consoleActor);
  return true;
}

export async function savePageHeader(db: Db, bucket: R2Bucket, input: { id?: number; route_name: string; bg_url: string }) {
  const clash = await db.select({ id: pageHeaders.id }).from(pageHeaders).where(eq(pageHeaders.route_name, input.route_name)).get();
  if (clash && clash.id !== input.id) throw fail(ErrorCode.pageHeader, settingsTexts.routeTaken);
  if (!input.id) return db.insert(pageHeaders).values({ route_name: input.route_name, bg_url: input.bg_url }).returning({ id: pageHeaders.id }).get();
  const old = await db.select().from(pageHeaders).where(eq(pageHeaders.id, input.id)).get();
  if (!old) throw fail(ErrorCode.pageHeader, '背景图不存在');
  await db.update(pageHeaders).set({ route_name: input.route_name, bg_url: input.bg_url, updatedAt: chinaTime() }).where(eq(pageHeaders.id, input.id)).run();
  if (old.bg_url !== input.bg_url) await releaseFile(db.$client, bucket, old.bg_url, consoleActor);
  return { id: input.id };
}

/** The image to remove is read from the row, never taken from the body. */
export async function deletePageHeader(db: Db, bucket: R2Bucket, id: number) {
  const old = await db.select().from(pageHeaders).where(eq(pageHeaders.id, id)).get();
  if (!old) throw fail(ErrorCode.pageHeader, '背景图不存在');
  await db.delete(pageHeaders).where(eq(pageHeaders.id, id)).run();
  await releaseFile(db.$client, bucket, old.bg_url, consoleActor);
  return true;
}
