/** Friend links: the paged list (contract §3.7). */
import { and, asc, between, count, eq, getTableColumns } from 'drizzle-orm';
import type { Page } from '../../contract/envelope';
import { LINK_APPROVED, type LinkItem, type LinksListInput } from '../../contract/links';
import type { Db } from '../db/client';
import { links } from '../db/schema';
import { containsText } from '../db/contains';
import { forbidden } from '../http/app-error';

/** LIKE treats % and _ as wildcards; a site name containing them should match literally. */

/** Full seconds, so a range picked as dates covers the whole end day. */
function rangeEnd(stamp: string): string {
  if (stamp.length === 10) return `${stamp} 23:59:59`;
  return stamp.length === 16 ? `${stamp}:59` : stamp;
}

/** The contract's columns: the hold state (migrations/0019_hold_queue.sql) is the console's. */
const { held: _held, held_reason: _reason, ...listed } = getTableColumns(links);

/** Oldest first. Pending applications (status 1) are listed for the administrator only. */
export async function listLinks(db: Db, input: LinksListInput, isAdmin: boolean): Promise<Page<LinkItem>> {
  if (input.status !== LINK_APPROVED && !isAdmin) throw forbidden('只有管理员可以查看待审核的友链');
  const filters = [eq(links.status, input.status)];
  if (input.site_name) filters.push(containsText(links.site_name, input.site_name));
  if (input.time?.length === 2) filters.push(between(links.createdAt, input.time[0], rangeEnd(input.time[1])));
  const where = and(...filters);
  const { current, size } = input;
  const [total, list] = await db.batch([
    db.select({ n: count() }).from(links).where(where),
    db
      .select(listed)
      .from(links)
      .where(where)
      .orderBy(asc(links.createdAt), asc(links.id))
      .limit(size)
      .offset((current - 1) * size),
  ]);
  return { current, size, total: total[0]?.n ?? 0, list };
}
