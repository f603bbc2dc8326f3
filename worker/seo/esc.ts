import { wellFormed } from '../../contract/clip';
import { escapeHtml } from '../../contract/escape-html';

/** Escaped for HTML text and attributes, and well-formed, so no stored text can stop the page's rewrite. */
export const esc = (s: string) => escapeHtml(wellFormed(s));
