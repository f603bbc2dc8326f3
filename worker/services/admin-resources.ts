/** Owner's console: entries of /resources/front, /resources/back and /siteList. */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ResourceInput } from '../../contract/admin-resources';
import { RESOURCE_ERROR_CODE, type ResourceKind } from '../../contract/resource';
import { batchChunked } from '../db/chunked';
import type { Db } from '../db/client';
import { resources } from '../db/schema';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';

export async function listResources(db: Db, q: { current: number; size: number; kind?: ResourceKind }) {
  const where = q.kind ? eq(resources.kind, q.kind) : undefined;
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(resources).where(where),
    db
      .select()
      .from(resources)
      .where(where)
      .orderBy(asc(resources.kind), asc(resources.group_sort), asc(resources.group_name), asc(resources.sort), asc(resources.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
  ]);
  return { current: q.current, size: q.size, total: total[0]?.n ?? 0, list };
}

export async function saveResource(db: Db, input: ResourceInput) {
  const { id, ...fields } = input;
  if (!id) return db.insert(resources).values(fields).returning({ id: resources.id }).get();
  const res = await db.update(resources).set({ ...fields, updatedAt: chinaTime() }).where(eq(resources.id, id)).returning({ id: resources.id });
  if (!res[0]) throw fail(RESOURCE_ERROR_CODE, '资源不存在');
  return res[0];
}

export async function deleteResources(db: Db, ids: number[]) {
  await batchChunked(db, ids, (part) => [db.delete(resources).where(inArray(resources.id, part))]);
  return true;
}
