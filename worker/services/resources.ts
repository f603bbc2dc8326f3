/** Resources and the site list: curated links grouped for their page. */
import { asc, eq } from 'drizzle-orm';
import type { ResourceGroup, ResourceKind } from '../../contract/resource';
import type { Db } from '../db/client';
import { resources } from '../db/schema';

/** One kind's entries in their groups, groups and entries in their sort order. */
export async function listResourceGroups(db: Db, kind: ResourceKind): Promise<ResourceGroup[]> {
  const rows = await db
    .select({
      id: resources.id,
      kind: resources.kind,
      group_name: resources.group_name,
      name: resources.name,
      description: resources.description,
      url: resources.url,
      icon: resources.icon,
      sort: resources.sort,
    })
    .from(resources)
    .where(eq(resources.kind, kind))
    .orderBy(asc(resources.group_sort), asc(resources.group_name), asc(resources.sort), asc(resources.id))
    .all();
  const groups: ResourceGroup[] = [];
  for (const row of rows) {
    const item = { ...row, kind };
    const last = groups[groups.length - 1];
    if (last?.group_name === row.group_name) last.list.push(item);
    else groups.push({ group_name: row.group_name, list: [item] });
  }
  return groups;
}
