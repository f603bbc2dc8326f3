/**
 * "The column contains the user's text", literally and without a LIKE: D1
 * refuses LIKE patterns over 50 bytes (one CJK character is 3, an emoji 4),
 * and a pattern needs its wildcards escaped. instr() takes any text as it is,
 * and lower() on both sides folds ASCII letters exactly as LIKE does (SQLite's
 * lower() leaves other letters alone, as LIKE does). Plain SQL text, no
 * drizzle, so raw statements use it too; db/contains.ts builds drizzle's
 * conditions on it.
 */

/** SQL true when `column` contains the text bound to `param` (e.g. `?2`). */
export const containsSql = (column: string, param: string) => `instr(lower(${column}), lower(${param})) > 0`;

/** SQL true when `column` ends with the text bound to `param`, ASCII case folded as LIKE '%text' would. */
export const endsWithSql = (column: string, param: string) =>
  `(length(${column}) >= length(${param}) AND lower(substr(${column}, -length(${param}))) = lower(${param}))`;
