/** Friend-link applications (contract §3.7): the applicant is the token's user; every change goes back to review. */
import { eq, sql } from 'drizzle-orm';
import { ROLE_ADMIN } from '../../contract/session';
import { ErrorCode } from '../../contract/envelope';
import { LINK_PENDING } from '../../contract/links';
import { linkApplyTexts, type LinkApplyInput } from '../../contract/links-apply';
import { notifyText, NOTIFY_TYPE } from '../../contract/notify';
import type { Db } from '../db/client';
import { links } from '../db/schema';
import type { TokenUser } from '../env';
import { fail } from '../http/app-error';
import { notifyInsert, OWNER_USER_ID } from './notify';
import { claimImage, releaseFile } from './stored-files';
import type { ScreenVerdict } from './write-screen';

const code = ErrorCode.links;
const touched = sql`(strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours'))`;

/** The avatar is one of the applicant's own uploads (or none: the card then shows the site's initial). */
async function ownAvatar(db: Db, avatar: string, user: TokenUser): Promise<string> {
  return avatar ? (await claimImage(db.$client, avatar, user, code)).url : '';
}

/** The stored state of a screened application: a held one (审核中) waits in the owner's queue and notifies nobody. */
const heldState = (verdict: ScreenVerdict) => ({ held: verdict.held ? 1 : 0, held_reason: verdict.reason ?? '' });

export async function applyLink(db: Db, bucket: R2Bucket, input: LinkApplyInput, user: TokenUser, verdict: ScreenVerdict = { held: false }): Promise<true> {
  const { id, ...fields } = input;
  // the contract lets `add` carry an id to edit an existing application (no notification then)
  if (id) {
    await updateLink(db, bucket, { ...fields, id }, user, verdict, false);
    return true;
  }
  fields.site_avatar = await ownAvatar(db, fields.site_avatar, user);
  const insert = db.insert(links).values({ ...fields, status: LINK_PENDING, user_id: String(user.id), ...heldState(verdict) });
  if (verdict.held) await insert;
  else await db.batch([insert, notifyInsert(db, { user_id: OWNER_USER_ID, type: NOTIFY_TYPE.link, to_id: null, message: notifyText.linkApply(fields.site_name) })]);
  return true;
}

export async function updateLink(
  db: Db,
  bucket: R2Bucket,
  input: LinkApplyInput & { id: number },
  user: TokenUser,
  verdict: ScreenVerdict = { held: false },
  notify = true,
): Promise<true> {
  const row = await db.select({ user_id: links.user_id, site_avatar: links.site_avatar }).from(links).where(eq(links.id, input.id)).get();
  if (!row) throw fail(code, linkApplyTexts.missing);
  if (row.user_id !== String(user.id) && user.role !== ROLE_ADMIN) throw fail(code, linkApplyTexts.notYours);
  const { id, ...fields } = input;
  // keeping the avatar it already has needs no new check
  if (fields.site_avatar !== row.site_avatar) fields.site_avatar = await ownAvatar(db, fields.site_avatar, user);
  // an edit the rules hold goes to the queue; one they let through leaves an earlier hold as it was
  const update = db
    .update(links)
    .set({ ...fields, status: LINK_PENDING, ...(verdict.held ? heldState(verdict) : {}), updatedAt: touched })
    .where(eq(links.id, id));
  if (notify && !verdict.held) {
    await db.batch([
      update,
      notifyInsert(db, { user_id: OWNER_USER_ID, type: NOTIFY_TYPE.link, to_id: null, message: notifyText.linkUpdate(fields.site_name) }),
    ]);
  } else await update;
  if (row.site_avatar !== fields.site_avatar) await releaseFile(db.$client, bucket, row.site_avatar, user);
  return true;
}
