/**
 * The HTML tags a reader may type (when the text passes the spec §5 markup
 * check). Any other `<…>` (generics such as `Vec<String>`, a tag we do not
 * allow) is shown exactly as typed. Apart from the web renderer
 * (web/src/lib/user-markdown.ts) so plain-text excerpts (the home sidebar's
 * latest comments, the quotes in notifications the worker writes) can read the
 * list without loading it.
 */
export const USER_TAGS: readonly string[] = ['b', 'strong', 'i', 'em', 'u', 's', 'del', 'br', 'p', 'span', 'code', 'pre', 'kbd', 'img'];

/** What the renderer itself emits besides those: links. */
export const RENDERED_TAGS: readonly string[] = ['a'];
