/**
 * LIKE with the user's text taken literally: the one place its wildcards are
 * escaped. Plain text, no drizzle, so the chat room's own statements use it too
 * (db/d1-statements.ts); db/like.ts builds drizzle's conditions on it.
 */

/** `%`, `_` and the escape character itself stand for themselves (pair with LIKE_ESCAPE). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The clause that follows a LIKE whose pattern was built with escapeLike. */
export const LIKE_ESCAPE = "ESCAPE '\\'";
