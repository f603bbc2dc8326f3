/**
 * Who sees a held item (审核中): its author and the administrator, nobody else. Every public read
 * of comments and board notes takes its filter from here; counts, the sidebar, totals on articles,
 * talks and notes take only the public rows (`held = 0`), whoever asks, so a count is the same for
 * every visitor and an edge-cached answer never carries a held item.
 */
import { eq, or, type SQL } from 'drizzle-orm';
import { comments, messages } from '../../db/schema';

/** Who is reading: an account (with whether it is an administrator) or a visitor. */
export interface Reader {
  userId?: number;
  admin?: boolean;
}

export const publicComment = eq(comments.held, 0);
export const publicNote = eq(messages.held, 0);

/** Comments this reader may see: the public ones, their own held ones, or all for an administrator. */
export function commentsShownTo(reader: Reader): SQL | undefined {
  if (reader.admin) return undefined;
  return reader.userId ? or(publicComment, eq(comments.from_id, reader.userId)) : publicComment;
}

/** Board notes this reader may see (a guest's held note: only the administrator). */
export function notesShownTo(reader: Reader): SQL | undefined {
  if (reader.admin) return undefined;
  return reader.userId ? or(publicNote, eq(messages.user_id, reader.userId)) : publicNote;
}

/** A row's held flag as its reader gets it: present (true) only on a held row, so public rows keep their shape. */
export const heldMark = (held: number | null | undefined): { held?: true } => (held ? { held: true } : {});
