/** Friend-link applications (contract §3.7): the applicant is the token's user; every change goes back to review. */
import { eq, sql } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../contract/auth';
import { ErrorCode } from '../../contract/envelope';
import { LINK_PENDING } from '../../contract/links';
import { linkApplyTexts, type LinkApplyInput } from '../../contract/links-apply';
import { notifyText, NOTIFY_TYPE } from '../../contract/notify';
import type { Db } from '../db/client';
import { links } from '../db/schema';
import type { TokenUser } from '../env';
import { fail } from '../http/app-error';
import { notifyInsert, OWNER_USER_ID } from './notify';

const code = ErrorCode.links;
const touched = sql`(strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'))`;

export async function applyLink(db: Db, input: LinkApplyInput, user: TokenUser): Promise<true> {
  const { id, ...fields } = input;
  // the contract lets `add` carry an id to edit an existing application (no notification then)
  if (id) {
    await updateLink(db, { ...fields, id }, user, false);
    return true;
  }
  await db.batch([
    db.insert(links).values({ ...fields, status: LINK_PENDING, user_id: String(user.id) }),
    notifyInsert(db, { user_id: OWNER_USER_ID, type: NOTIFY_TYPE.link, to_id: null, message: notifyText.linkApply(fields.site_name) }),
  ]);
  return true;
}

export async function updateLink(db: Db, input: LinkApplyInput & { id: number }, user: TokenUser, notify = true): Promise<true> {
  const row = await db.select({ user_id: links.user_id }).from(links).where(eq(links.id, input.id)).get();
  if (!row) throw fail(code, linkApplyTexts.missing);
  if (row.user_id !== String(user.id) && user.role !== ROLE_ADMIN) throw fail(code, linkApplyTexts.notYours);
  const { id, ...fields } = input;
  const update = db.update(links).set({ ...fields, status: LINK_PENDING, updatedAt: touched }).where(eq(links.id, id));
  if (!notify) {
    await update;
    return true;
  }
  await db.batch([
    update,
    notifyInsert(db, { user_id: OWNER_USER_ID, type: NOTIFY_TYPE.link, to_id: null, message: notifyText.linkUpdate(fields.site_name) }),
  ]);
  return true;
}
