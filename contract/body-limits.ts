/**
 * How many bytes a JSON body may have before it is refused unread (HTTP 413).
 * Each cap is the longest text its routes accept at the most UTF-8 can make of
 * it: 3 bytes a UTF-16 unit (a CJK character; an emoji is 4 bytes for 2 units,
 * JSON's escapes of quotes and line breaks 2 bytes for 1), plus room for the
 * other fields. Uploads and archives are not JSON and have their own caps.
 */
import { ARTICLE_CONTENT_MAX } from './admin-article';

/** The most bytes UTF-8 and JSON make of one UTF-16 unit of ordinary text. */
export const BYTES_PER_UNIT = 3;

/** Any JSON route: the longest ordinary text is a song's lyric (LRC_MAX, 150 KB), the longest list 1,000 ids. */
export const JSON_BODY_MAX = 256 * 1024;

/** Saving an article: its Markdown (500,000 units, 3 bytes each at most as JSON text; the schema then holds it to 800 KB) and the fields around it. */
export const ARTICLE_BODY_MAX = ARTICLE_CONTENT_MAX * BYTES_PER_UNIT + JSON_BODY_MAX;

// the refusal's words live in body-limit-texts.ts, which imports nothing: the chat room's isolate reaches them through app-error.ts
export { bodyLimitTexts } from './body-limit-texts';
