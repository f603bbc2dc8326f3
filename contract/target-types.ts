/**
 * What a like or a comment is on (api-contract §3.4, §3.6). Plain constants
 * with no zod, like session.ts: the article page's first screen names them
 * (its like button, its comment section), and importing like.ts or
 * comment.ts there would bring zod (about 25 KB) into the first visit.
 */
export const LIKE_TYPE = { article: 1, talk: 2, message: 3, comment: 4 } as const;
export const COMMENT_TYPE = { article: 1, talk: 2, message: 3 } as const;
