/**
 * Who owns each stored R2 object (table stored_file) and the rules that follow:
 * a user may reference only their own files, an administrator any; a file is
 * deleted only when the one acting owns it and nothing else still uses it.
 * Objects without a row predate the table and count as the administrator's.
 * Plain D1 statements (db/d1-statements.ts): the chat room claims and
 * releases its pictures by these same rules.
 */
import { ROLE_ADMIN } from '../../contract/session';
import { chatMessages } from '../../contract/chat-protocol';
import { ownImageKey, ownImageTexts, ownImageUrl } from '../../contract/own-image';
import { NEVER_RELEASED, STORAGE_KEYS } from '../../contract/storage-keys';
import { type FileKind, uploadTexts, USER_UPLOAD_QUOTA_BYTES } from '../../contract/upload';
import type { D1Statements } from '../db/d1-statements';
import { chinaTime } from '../db/time';
import { fail } from '../http/app-error';
import { isReferenced } from './file-references';
import { dropVariants } from './image-variants/variant-rows';

export interface Actor {
  id: number;
  role: number;
}

/**
 * The owner's console acting. Its routes are administrator-only, and for an
 * administrator only the file owner's role decides, so no id is needed.
 */
export const consoleActor: Actor = { id: 0, role: ROLE_ADMIN };

const isAdmin = (actor: Actor) => actor.role === ROLE_ADMIN;

type FileRow = { owner_id: number; kind: string; ownerRole: number | null };

async function fileRow(d1: D1Statements, key: string): Promise<FileRow | undefined> {
  const row = await d1
    .prepare('SELECT f.owner_id, f.kind, u.role AS ownerRole FROM stored_file f LEFT JOIN blog_user u ON u.id = f.owner_id WHERE f.key = ?')
    .bind(key)
    .first<FileRow>();
  return row ?? undefined;
}

export async function recordFile(d1: D1Statements, file: { key: string; owner_id: number; kind: FileKind; size: number }) {
  await d1
    .prepare(
      'INSERT INTO stored_file (key, owner_id, kind, size) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (key) DO UPDATE SET owner_id = excluded.owner_id, kind = excluded.kind, size = excluded.size',
    )
    .bind(file.key, file.owner_id, file.kind, file.size)
    .run();
}

/**
 * Refuses an upload that would take a non-administrator past their total.
 * Files nothing uses any more (a deleted note's background, a comment's
 * picture, an upload never saved into a form) would keep counting, so a
 * reader at their total first has those released (`releaseOrphans`) and is
 * counted again: the sweep costs only the upload that would be refused.
 */
export async function assertQuota(d1: D1Statements, bucket: R2Bucket, actor: Actor, size: number, code: string) {
  if (isAdmin(actor)) return;
  const over = async () => (await usedBytes(d1, actor.id)) + size - USER_UPLOAD_QUOTA_BYTES;
  const excess = await over();
  if (excess <= 0) return;
  if ((await releaseOrphans(d1, bucket, actor, excess)) && (await over()) <= 0) return;
  throw fail(code, uploadTexts.quotaFull);
}

/** An upload younger than this may be on its way into a form (uploaded, not saved yet): never swept. */
const ORPHAN_GRACE_MS = 24 * 3600_000;
/** Files one sweep looks at, largest first: bounds the reference checks a refused upload can cost. */
const SWEEP_LIMIT = 20;

/**
 * Deletes the actor's own uploads that nothing references, largest first,
 * until `needed` bytes are free or SWEEP_LIMIT files were checked; answers
 * whether any went. Chat pictures are left: the room's history, which only
 * the room sees, may still show them (its clear and revoke release them).
 */
async function releaseOrphans(d1: D1Statements, bucket: R2Bucket, actor: Actor, needed: number): Promise<boolean> {
  const before = chinaTime(new Date(Date.now() - ORPHAN_GRACE_MS));
  const { results } = await d1
    .prepare("SELECT key, size FROM stored_file WHERE owner_id = ? AND kind = 'upload' AND createdAt < ? ORDER BY size DESC LIMIT ?")
    .bind(actor.id, before, SWEEP_LIMIT)
    .all<{ key: string; size: number }>();
  let freed = 0;
  for (const file of results) {
    if (freed >= needed) break;
    if (await releaseKey(d1, bucket, file.key, actor)) freed += file.size;
  }
  return freed > 0;
}

/**
 * A user-supplied image reference (avatar, link avatar, note background,
 * music cover): the URL must follow the own-image rule and name a file the
 * actor owns, or any file for an administrator. Answers the canonical URL and its key.
 */
export async function claimImage(d1: D1Statements, url: string, actor: Actor, code: string): Promise<{ url: string; key: string }> {
  const key = ownImageKey(url);
  if (!key) throw fail(code, ownImageTexts.invalid);
  if (!isAdmin(actor) && (await fileRow(d1, key))?.owner_id !== actor.id) throw fail(code, ownImageTexts.notYours);
  return { url: ownImageUrl(key), key };
}

/**
 * A chat image message. The sender's own upload becomes a chat picture (so a
 * clear removes it); an administrator may send any stored file.
 */
export async function claimChatImage(d1: D1Statements, bucket: R2Bucket, url: string, actor: Actor): Promise<{ url: string } | { error: string }> {
  const key = ownImageKey(url);
  if (!key) return { error: chatMessages.foreignImage };
  const row = await fileRow(d1, key);
  if (row && row.owner_id === actor.id) {
    if (row.kind === 'upload') await d1.prepare("UPDATE stored_file SET kind = 'chat' WHERE key = ?").bind(key).run();
    return { url: ownImageUrl(key) };
  }
  if (!isAdmin(actor)) return { error: ownImageTexts.notYours };
  if (!row && !(await bucket.head(key))) return { error: chatMessages.foreignImage };
  return { url: ownImageUrl(key) };
}

interface ReleaseOptions {
  /** The music console: files of the built-in library may go. */
  library?: boolean;
  /** The chat room: only chat pictures, the administrator moderates them, and the history is asked too. */
  chat?: { stillShown: (url: string) => boolean };
}

function mayRelease(row: FileRow | undefined, actor: Actor, opts: ReleaseOptions) {
  if (opts.chat) return row?.kind === 'chat' && (row.owner_id === actor.id || isAdmin(actor));
  // a chat picture may still be in the room's history, which only the room can see;
  // a variant goes only with its picture (dropVariants)
  if (row?.kind === 'chat' || row?.kind === 'variant') return false;
  if (!row) return isAdmin(actor);
  return row.owner_id === actor.id || (isAdmin(actor) && row.ownerRole === ROLE_ADMIN);
}

/** Deletes the object named by an R2 key when the actor owns it and nothing uses it; answers whether it did. */
export async function releaseKey(d1: D1Statements, bucket: R2Bucket, key: string, actor: Actor, opts: ReleaseOptions = {}): Promise<boolean> {
  if (NEVER_RELEASED.some((p) => key.startsWith(p))) return false;
  if (key.startsWith(STORAGE_KEYS.music) && !opts.library) return false;
  const row = await fileRow(d1, key);
  if (!mayRelease(row, actor, opts)) return false;
  if (opts.chat?.stillShown(ownImageUrl(key))) return false;
  if (await isReferenced(d1, key)) return false;
  await bucket.delete(key);
  if (row) await d1.prepare('DELETE FROM stored_file WHERE key = ?').bind(key).run();
  await dropVariants(d1, bucket, key);
  return true;
}

/** The same for a reference as stored in a row (a URL); anything not of this site is left alone. */
export async function releaseFile(d1: D1Statements, bucket: R2Bucket, url: string | null | undefined, actor: Actor, opts: ReleaseOptions = {}) {
  const key = url ? ownImageKey(url) : null;
  return key ? releaseKey(d1, bucket, key, actor, opts) : false;
}

/** How many bytes an owner keeps stored. */
async function usedBytes(d1: D1Statements, ownerId: number): Promise<number> {
  const used = await d1.prepare('SELECT coalesce(sum(size), 0) AS used FROM stored_file WHERE owner_id = ?').bind(ownerId).first<number>('used');
  return Number(used ?? 0);
}
