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
