/**
 * Pushes for the board, friend links and the owner's queue, beside the notices services/messages.ts,
 * links-apply.ts and admin-links.ts write: the owner hears of a new note (`comment`) and a link
 * application (`link-apply`), or only that something waits (`held`) when it was held; an applicant
 * hears that their link was approved (`link`), in the drawer's words.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { LINK_APPROVED, LINK_PENDING } from '../../../contract/links';
import { readChunked } from '../../db/chunked';
import type { Db } from '../../db/client';
import { links } from '../../db/schema';
import { approvedText } from '../admin-links';
import type { WrittenNote } from '../messages';
import { OWNER_USER_ID } from '../notify';
import { pushToTopic, pushToUser, type PushEnv } from './deliver';
import { heldPayload, linkAnswerPayload, linkApplyPayload, notePayload } from './payloads';

export async function pushNote(env: PushEnv, origin: string, note: WrittenNote): Promise<void> {
  if (note.held) await pushToTopic(env, origin, 'held', heldPayload('留言'));
  else if (!note.byOwner) await pushToUser(env, origin, OWNER_USER_ID, 'comment', notePayload(note.nick, note.text));
}

export async function pushLinkApply(env: PushEnv, origin: string, siteName: string, held: boolean, update: boolean): Promise<void> {
  if (held) await pushToTopic(env, origin, 'held', heldPayload('友链申请'));
  else await pushToUser(env, origin, OWNER_USER_ID, 'link-apply', linkApplyPayload(siteName, update));
}

interface PendingLink {
  id: number;
  site_name: string;
  user_id: string;
}

/** Applications about to be approved (read before, so each pushes once): only those with an applicant's account. */
export async function pendingLinks(db: Db, ids: number[]): Promise<PendingLink[]> {
  if (ids.length === 0) return [];
  // D1 takes at most 100 bound values a statement: the list is read in parts
  const rows = await readChunked(ids, (part) =>
    db.select({ id: links.id, site_name: links.site_name, user_id: links.user_id }).from(links).where(and(eq(links.status, LINK_PENDING), inArray(links.id, part))),
  );
  return rows.filter((r) => /^\d+$/.test(r.user_id));
}

/** After an approval: each application now listed tells its applicant. */
export async function pushLinksApproved(db: Db, env: PushEnv, origin: string, was: PendingLink[]): Promise<void> {
  if (was.length === 0) return;
  const now = await readChunked(was.map((l) => l.id), (part) => db.select({ id: links.id }).from(links).where(and(eq(links.status, LINK_APPROVED), inArray(links.id, part))));
  const listed = new Set(now.map((r) => r.id));
  // a bulk approval pushes for its first 20: an invocation's subrequests are few, the drawer has them all
  for (const l of was.filter((w) => listed.has(w.id)).slice(0, 20)) await pushToUser(env, origin, Number(l.user_id), 'link', linkAnswerPayload(approvedText(l.site_name)));
}
