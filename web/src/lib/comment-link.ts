import { COMMENT_TYPE } from '@contract/target-types';

/**
 * A link's anchor for one comment, `#comment-<id>`: the notification drawer
 * writes it, the comment section reads it, loads the pages that hold that
 * comment and shows it.
 */
export const commentHash = (id: number) => `#comment-${id}`;

/** The comment a location's hash names, or null. */
export function commentIdFromHash(hash: string): number | null {
  const m = /^#comment-(\d{1,10})$/.exec(hash);
  return m ? Number(m[1]) : null;
}

/**
 * The public page a comment is on, opened at that comment when `commentId` is given: an
 * article, a talk, or a board note's own page (comment types, contract/target-types.ts).
 * Null for a type with no page.
 */
export function commentPagePath(type: number, forId: number, commentId?: number): string | null {
  const at = commentId ? commentHash(commentId) : '';
  if (type === COMMENT_TYPE.article) return `/article?id=${forId}${at}`;
  if (type === COMMENT_TYPE.talk) return `/talk?id=${forId}${at}`;
  if (type === COMMENT_TYPE.message) return `/message/detail?id=${forId}${at}`;
  return null;
}
